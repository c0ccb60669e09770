/// What joining a session needs of the config side: the audio server's rule for client names, the
/// session's folder and config file, and whether that file reads back.
public protocol ProjectFiles: Sendable {
    /// Why `name` cannot be the audio server's client name, nil when it can.
    func clientNameProblem(_ name: String) -> String?
    /// The folder and its config file; a new session's config starts from the person's own.
    func prepare(folder: String, config: String) throws
    /// Why the config file at `path` does not read back, nil when it does.
    func problem(readingBack path: String) -> String?
}
