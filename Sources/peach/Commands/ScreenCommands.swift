import ArgumentParser
import PeachWiring

struct ProfileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Open the profile screen: thresholds per task and note, progress, matching statistics, rhythm per tempo band.",
        discussion: """
            --json prints the profile as one JSON object instead (cents; threshold, thresholdLow and \
            thresholdHigh are null where there are not enough answers; under rhythm, Compare Timing and Fill \
            the Gap per tempo band in ms, each value with its low, high and whether it is measured). It reads \
            beside a Peach that trains.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print the profile as one JSON object on standard output, for scripts.")
    var json = false

    func run() async throws {
        if json { try global.files.peachFiles.printProfile() } else { try await global.studio.openScreens(at: .profile) }
    }
}

struct SettingsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Open the settings screen; changes are written to the config file and apply from the next trial."
    )

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.studio.openScreens(at: .settings)
    }
}
