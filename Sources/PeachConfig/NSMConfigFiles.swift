import PeachCore

/// A studio session's config: a folder of the session's own, started from the person's
/// config, and read back with the same checks as at start.
public struct NSMConfigFiles: ProjectFiles {
    /// The person's own config, which a new session's starts from.
    public let personal: String
    /// JACK's rule for client names, which the JACK adapter owns.
    private let nameProblem: @Sendable (String) -> String?
    /// The whole start-up check of a config file (the adapters' keys included).
    private let load: @Sendable (String) throws -> Void

    public init(
        personal: String, clientNameProblem: @escaping @Sendable (String) -> String?,
        load: @escaping @Sendable (String) throws -> Void
    ) {
        self.personal = personal
        self.nameProblem = clientNameProblem
        self.load = load
    }

    public func clientNameProblem(_ name: String) -> String? { nameProblem(name) }

    public func prepare(folder: String, config: String) throws {
        try NSMConfigFolder.prepare(folder: folder, config: config, seed: personal)
    }

    public func problem(readingBack path: String) -> String? {
        do {
            try load(path)
            return nil
        } catch {
            return "\(error)"
        }
    }
}
