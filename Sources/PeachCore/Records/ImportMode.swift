/// How an import treats what is already stored.
public enum ImportMode: String, Sendable {
    /// Everything stored is replaced by the file.
    case replace
    /// The file's records are added; those already stored are skipped.
    case merge
}
