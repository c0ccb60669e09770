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
            let counts = try store.counts()
            // Nothing stored, nothing to lose: no question.
            if counts.total > 0 {
                try DeletionQuestion(
                    question: "Replace all \(counts.words) in \(store.path) with the records in \(file)?",
                    what: "import --replace deletes every stored record", unchanged: "nothing was imported or deleted"
                ).ask(console, confirmed: confirmed)
            }
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
