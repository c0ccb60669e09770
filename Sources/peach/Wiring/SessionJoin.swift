import PeachApp
import PeachConfig
import PeachJack
import PeachCore
import PeachSession

extension SessionJoin {
    /// Joins the session `NSM_URL` names, if any, with the config file's side of it.
    static func joinIfAsked(_ global: GlobalOptions, warn: @Sendable (String) -> Void) throws -> SessionJoin? {
        try joinIfAsked(
            connect: { try NSMClient.fromEnvironment() },
            name: {
                // A configured name JACK would refuse is refused at start; it is never announced.
                let configured = (try? PeachConfiguration.load(path: global.resolvedConfigPath))?.jack.clientName
                return global.jackName ?? configured.flatMap { JackClientName.problem($0) == nil ? $0 : nil } ?? "peach"
            },
            executable: CommandLine.arguments[0], files: SessionConfigFiles(personal: global.resolvedConfigPath), warn: warn)
    }
}

/// The session's config: a folder of the session's own, started from the person's config.
struct SessionConfigFiles: SessionFiles {
    /// The person's own config, which a new session's starts from.
    let personal: String

    func clientNameProblem(_ name: String) -> String? { JackClientName.problem(name) }

    func prepare(folder: String, config: String) throws {
        try SessionConfigFolder.prepare(folder: folder, config: config, seed: personal)
    }

    func problem(readingBack path: String) -> String? {
        do {
            _ = try PeachConfiguration.loadChecked(path: path, mustExist: true)
            return nil
        } catch {
            return "\(error)"
        }
    }
}
