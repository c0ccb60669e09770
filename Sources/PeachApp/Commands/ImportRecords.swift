import PeachCore

/// `peach import FILE --replace|--merge`: the file first (one that is no Peach CSV is
/// refused before the database is touched), then the records in one transaction. Replacing
/// records asks first, as reset does; bad rows are skipped and listed.
public struct ImportRecords {
    let library: any RecordsLibrary
    let console: any Console

    public init(library: any RecordsLibrary, console: any Console) {
        self.library = library
        self.console = console
    }

    public func run(_ file: String, mode: ImportMode, confirmed: Bool) throws {
        let text: String
        do {
            text = try library.readCSV(file)
        } catch {
            throw CommandFailure.usage("\(error); nothing was imported")
        }
        let store = try library.opened(forWriting: true, console: console)
        defer { store.close() }
        if mode == .replace {
            try DeletionQuestion.replacing(
                in: store, with: "records", from: file, command: "import", unchanged: "nothing was imported or deleted",
                console: console, confirmed: confirmed)
        }
        let summary: ImportSummary
        do {
            summary = try store.importRecords(text, mode: mode) { console.progress("importing", $0, $1) }
        } catch let .refusedFile(reason) {
            throw CommandFailure.usage("\(file): \(reason); nothing was imported")
        } catch {
            throw CommandFailure(ExitStatus.database, "import failed, nothing was imported: \(error)")
        }
        for rejected in summary.rejected { console.tell("\(file):\(rejected.line): \(rejected.reason)") }
        try console.print(summary.description)
    }
}
