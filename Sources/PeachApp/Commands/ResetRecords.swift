import PeachCore

/// `peach reset [--yes]`: every record deleted, after the question.
public struct ResetRecords {
    let library: any RecordsLibrary
    let console: any Console

    public init(library: any RecordsLibrary, console: any Console) {
        self.library = library
        self.console = console
    }

    public func run(confirmed: Bool) throws {
        let store = try library.opened(forWriting: true, console: console)
        defer { store.close() }
        let counts = try store.counts()
        try DeletionQuestion(
            question: "Delete all \(counts.words) in \(store.path)?",
            what: "reset deletes every record", unchanged: "nothing was deleted"
        ).ask(console, confirmed: confirmed)
        do {
            try store.deleteAll()
        } catch {
            throw CommandFailure(ExitStatus.database, "reset failed, nothing was deleted: \(error)")
        }
        try console.print("deleted \(counts.words)")
    }
}
