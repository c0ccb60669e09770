import ArgumentParser
import Foundation
import PeachConfig
import PeachCore
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
            let configuration = try global.loadConfiguration()
            let audio = try AudioSetup.start(global, configuration: configuration)
            defer { audio.shutDown() }
            let midi = MIDISetup(engine: audio.engine, configuration: configuration)
            let sources = audio.engine.midiInputPort.map { audio.engine.connections(ofPortNamed: $0) } ?? []
            printLine("listening on \(audio.engine.midiInputPort ?? "-") (connected from: \(sources.isEmpty ? "nothing yet" : sources.joined(separator: ", ")))"
                + (midi.alsa.openPorts.isEmpty ? "" : " and ALSA \(midi.alsa.openPorts.joined(separator: ", "))"))

            var learn = MIDILearn(startingFrom: configuration.midi.mapping)
            var events = midi.receiver.events.makeAsyncIterator()
            while let step = learn.step {
                printLine("\(step.prompt) …")
                var learned: MIDISource?
                while learned == nil, let event = await events.next() {
                    learned = learn.hear(event.message)
                }
                guard let learned else { throw ExitCode.failure }
                printLine("  \(step.rawValue): \(learned)")
            }
            try write(learn.mapping, to: global.resolvedConfigPath)
            printLine("wrote the mapping to \(global.resolvedConfigPath)")
        }

        /// Into `[midi]` of the config file, through the parser: a file with an error is
        /// named and left as it was.
        private func write(_ mapping: ControlMapping, to path: String) throws {
            do {
                var editor = try ConfigEditor.opening(path)
                for (key, source) in [("higher", mapping.higher), ("lower", mapping.lower), ("submit", mapping.submit), ("tuning", mapping.tuning)] {
                    if let source { try editor.set(key, to: source.tomlValue, in: "midi") }
                }
                try editor.save(to: path)
            } catch let error as TOMLSyntaxError {
                printError("\(path):\(error.line):\(error.column): \(error.message); fix it first, nothing was written")
                throw PeachExitCode.usage
            } catch {
                printError("\(error); nothing was written")
                throw PeachExitCode.usage
            }
        }
    }

    struct ShowCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print the MIDI mapping in effect."
        )

        @OptionGroup var files: FileOptions

        func run() throws {
            let mapping = try files.loadConfiguration().midi.mapping
            let none = "not set"
            printLine("higher: \(mapping.higher.map(String.init(describing:)) ?? "note-ons at or above the split note")")
            printLine("lower: \(mapping.lower.map(String.init(describing:)) ?? "note-ons below the split note")")
            printLine("submit: \(mapping.submit.map(String.init(describing:)) ?? "any note-on in Tune & Match")")
            printLine("tuning: \(mapping.tuning.map(String.init(describing:)) ?? "pitch bend, and CC1 with CC33")")
            printLine("startStop: \(mapping.startStop.map(String.init(describing:)) ?? none)")
            printLine("split note: \(mapping.splitNote) (\(MIDINote(rawValue: mapping.splitNote)?.name ?? "?"))")
            printLine("channel: \(mapping.channel.map(String.init) ?? "any")")
        }
    }
}
