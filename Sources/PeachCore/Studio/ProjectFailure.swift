/// Why an open failed, as the manager tells its user.
public enum ProjectFailure: Sendable {
    case general
    /// The session's files are there but cannot be used.
    case badProject
    /// The session's folder or files cannot be made.
    case createFailed
}
