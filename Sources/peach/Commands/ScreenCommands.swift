import ArgumentParser
import PeachApp
import PeachCore
import PeachReport
import PeachTerminal

/// The full-screen terminal UI, opened at the start screen or straight at one screen.
func runScreens(
    _ global: GlobalOptions, opening item: MenuItem?, intervals: [DirectedInterval]? = nil, tempo: Int? = nil, seed: UInt64? = nil
) async throws {
    try await TrainingLaunch.screens(opening: item, intervalsOverridden: intervals != nil) {
        try await TrainingComposition.make(global, intervals: intervals, tempo: tempo, seed: seed, warn: $0)
    }
}

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
        guard json else {
            try await runScreens(global, opening: .profile)
            return
        }
        let range = try global.files.loadConfiguration().settings.noteRange
        try ShowProfile(library: global.files.records, console: console).run(range: range) { ProfileJSON(snapshot: $0).text }
    }
}

struct SettingsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Open the settings screen; changes are written to the config file and apply from the next trial."
    )

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await runScreens(global, opening: .settings)
    }
}
