import PeachCore

/// `peach export [FILE]`: every record as CSV, read beside a Peach that trains. A file is
/// written whole or not at all; without FILE (or with `-`) the CSV goes to standard output.
public struct ExportRecords {
    let library: any RecordsLibrary
    let console: any Console

    public init(library: any RecordsLibrary, console: any Console) {
        self.library = library
        self.console = console
    }

    public func run(to file: String?) throws {
        let store = try library.opened(forWriting: false, console: console)
        defer { store.close() }
        let total = try store.counts()
        let destination: FileDestination
        do {
            destination = try FileDestination(file ?? "-")
        } catch {
            throw CommandFailure(ExitStatus.cannotWrite, "\(error); nothing was written")
        }
        let count: Int
        do {
            count = try store.exportRecords(progress: { console.progress("exporting", $0, total.comparisons + total.matches) }) {
                try destination.write($0)
            }
            try destination.finish()
        } catch {
            destination.abandon()
            if let failure = error as? OutputError {
                throw CommandFailure.output(failure, what: file.map { "\($0) (nothing was written)" } ?? "standard output")
            }
            throw CommandFailure(ExitStatus.database, "export failed, nothing was written: \(error)")
        }
        if let file, file != "-" { console.tell("exported \(count) records to \(file)") }
    }
}
