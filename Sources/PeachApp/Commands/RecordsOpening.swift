import PeachCore

/// Opening the training records for any command: a database that cannot be used ends it
/// with status 4 and the reason; a new database's folder is named, since Peach made it.
public enum RecordsOpening {
    /// `Store`: the adapter's own type for the composition root, `any RecordsStore` for
    /// the commands.
    public static func open<Store>(console: any Console, _ open: () throws(RecordsError) -> Store) throws(CommandFailure) -> Store {
        let store: Store
        do {
            store = try open()
        } catch {
            throw CommandFailure(ExitStatus.database, "\(error)")
        }
        if let folder = (store as? any RecordsStore)?.createdFolder { console.tell("created \(folder) for the training records") }
        return store
    }
}

extension RecordsLibrary {
    func opened(forWriting: Bool, console: any Console) throws(CommandFailure) -> any RecordsStore {
        try RecordsOpening.open(console: console) { () throws(RecordsError) in try open(forWriting: forWriting) }
    }
}
