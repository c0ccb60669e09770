import ArgumentParser
import PeachCore
import PeachWiring

/// Measures what JACK cannot know of the pads' path (a controller's scan time) by tapping
/// along with clicks, and proposes the extra latency Fill the Gap takes off every tap.
struct CalibrateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Tap along with 32 clicks on the pads; propose (and with --write, set) extraLatencyMs.",
        discussion: """
            Peach already takes off the latencies JACK reports for its ports. What remains between \
            the clicks and your taps is the controller's own delay, and your habit of playing ahead \
            of or behind a click: the median is proposed. Without --write Peach asks on a terminal.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: "Tempo of the clicks (one a beat), 40 … 200 BPM; default: the config's tempo.")
    var tempo: Int?

    @Flag(help: "Write the proposed value to the config file without asking.")
    var write = false

    mutating func validate() throws {
        if let tempo, !SettingsLimits.tempo.contains(tempo) { throw ValidationError("--tempo must be within 40 … 200 BPM") }
    }

    func run() async throws {
        try await global.studio.calibrate(tempo: tempo, write: write)
    }
}
