import ArgumentParser
import PeachWiring

struct MIDICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "midi",
        abstract: "Set up the MIDI controller.",
        subcommands: [LearnCommand.self, ShowCommand.self]
    )

    struct LearnCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "learn",
            abstract: "Record which controls answer Higher, Lower, Submit and tune, and write them to the config file.",
            discussion: "Press each control when asked. Ctrl-C leaves the config file as it was."
        )

        @OptionGroup var global: GlobalOptions

        func run() async throws {
            try await global.studio.learnControls()
        }
    }

    struct ShowCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print the MIDI mapping in effect."
        )

        @OptionGroup var files: FileOptions

        func run() throws {
            try files.peachFiles.showControls()
        }
    }
}
