import PeachApp
import PeachConfig
import PeachJack
import PeachSession

extension SessionJoin {
    /// Joins the session `NSM_URL` names, if any, with the config file's side of it.
    static func joinIfAsked(_ studio: StudioOptions, warn: @Sendable (String) -> Void) throws -> SessionJoin? {
        try joinIfAsked(
            connect: { try NSMClient.fromEnvironment() },
            name: {
                // A configured name JACK would refuse is refused at start; it is never announced.
                let configured = (try? PeachConfiguration.load(path: studio.files.resolvedConfigPath))?.jack.clientName
                return studio.jackName ?? configured.flatMap { JackClientName.problem($0) == nil ? $0 : nil } ?? "peach"
            },
            executable: CommandLine.arguments[0],
            files: SessionConfigFiles(
                personal: studio.files.resolvedConfigPath, clientNameProblem: { JackClientName.problem($0) },
                load: { _ = try PeachConfiguration.loadChecked(path: $0, mustExist: true) }),
            warn: warn)
    }
}
