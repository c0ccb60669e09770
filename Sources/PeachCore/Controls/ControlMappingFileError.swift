/// Why a mapping was not written; nothing was.
public enum ControlMappingFileError: Error, Equatable, CustomStringConvertible {
    /// The file has an error of its own, at "FILE:LINE:COLUMN: what".
    case fileHasError(String)
    /// It cannot be read or written, in words.
    case cannotWrite(String)

    public var description: String {
        switch self {
        case let .fileHasError(words), let .cannotWrite(words): words
        }
    }
}
