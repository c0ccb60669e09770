import PeachApp
import PeachConfig
import PeachJack
import PeachNSM

extension ProjectJoin {
    /// Joins the session `NSM_URL` names, if any, with the config file's side of it.
    static func joinIfAsked(_ studio: StudioOptions, warn: @Sendable (String) -> Void) throws -> ProjectJoin? {
        try joinIfAsked(
            connect: { try NSMClient.fromEnvironment() },
            name: {
                // A configured name JACK would refuse is refused at start; it is never announced.
                let configured = (try? PeachConfiguration.load(path: studio.files.resolvedConfigPath, disciplineSettings: studio.files.registry.ownSettings))?.jack.clientName
                return studio.jackName ?? configured.flatMap { JackClientName.problem($0) == nil ? $0 : nil } ?? "peach"
            },
            executable: CommandLine.arguments[0],
            files: NSMConfigFiles(
                personal: studio.files.resolvedConfigPath, clientNameProblem: { JackClientName.problem($0) },
                load: { _ = try PeachConfiguration.loadChecked(path: $0, mustExist: true, disciplineSettings: studio.files.registry.ownSettings) }),
            warn: warn)
    }
}
