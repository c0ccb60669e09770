import ArgumentParser
import PeachWiring

/// Measures the voice's (or an instrument's) comfortable range for Sing & Match.
struct RangeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "range",
        abstract: "Sing or play your lowest and highest comfortable notes into Peach's input; propose (and with --write, set) the voice range Sing & Match draws its targets from.",
        discussion: """
            Connect the microphone or instrument with --listen PORT (peach devices lists the ports). \
            Each note is taken once it is held for a second within half a semitone. The range must span \
            an octave at least. Without --write Peach asks on a terminal. The settings screen sets it too \
            (Voice lowest, Voice highest).
            """
    )

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Write the proposed range to the config file without asking.")
    var write = false

    func run() async throws {
        try await global.studio.measureVoiceRange(write: write)
    }
}
