import ArgumentParser
import PeachApp
import PeachConfig
import PeachMIDI

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
            let configuration = try global.files.loadConfiguration()
            let audio = try global.startAudio(configuration)
            defer { audio.shutDown() }
            let midi = MIDIInputs(engine: audio.engine, configuration: configuration)
            let port = audio.engine.midiInputPort
            try await LearnControls(console: console).run(
                inputPort: port, connectedFrom: port.map { audio.engine.connections(ofPortNamed: $0) } ?? [], alsaPorts: midi.alsa.openPorts,
                learner: MIDILearner(events: midi.receiver.events, startingFrom: configuration.midi.mapping),
                file: ConfigMappingFile(path: global.files.resolvedConfigPath))
            // The inputs forward JACK MIDI to the learner only while they live: not a moment
            // before the learning ends, whatever the optimizer makes of the last use above.
            withExtendedLifetime(midi) {}
        }
    }

    struct ShowCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print the MIDI mapping in effect."
        )

        @OptionGroup var files: FileOptions

        func run() throws {
            for line in ShowControls.lines(try files.loadConfiguration().midi.mapping) { try console.print(line) }
        }
    }
}
