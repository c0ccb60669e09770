/// Why the training records could not be opened, read or changed, in words a musician can
/// act on: the store says what happened, the command says what it means for the task.
public enum RecordsError: Error, Equatable, CustomStringConvertible {
    /// The database cannot be used at all (damaged, newer, read-only, a folder, in use).
    case unusable(String)
    /// A file to import cannot be imported as a whole: its place and reason.
    case refusedFile(String)
    /// The database failed part-way; nothing was changed.
    case failed(String)

    public var description: String {
        switch self {
        case let .unusable(words), let .refusedFile(words), let .failed(words): words
        }
    }
}
