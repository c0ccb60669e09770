import ArgumentParser
import PeachCore
import PeachWiring

/// Plays a reference tone through Peach's outputs: is the routing right, is it audible?
struct SoundCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sound-check",
        abstract: "Play a tone through Peach's JACK outputs and show where they are connected."
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("The note to play, e.g. A4 or C#3.", valueName: "note"))
    var note = "A4"

    @Option(help: "Seconds (0.3 … 10).")
    var duration = 2.0

    @Option(name: .customLong("reference-pitch"), help: "Hz for A4.")
    var referencePitch = 440.0

    @Option(help: ArgumentHelp("sine or sf2:<bank>:<program> (see peach sounds); default: the config's, else a piano.", valueName: "sound"))
    var sound: String?

    mutating func validate() throws {
        guard MIDINote(name: note) != nil else { throw ValidationError("'\(Excerpt.of(note))' is not a note name (C4 is middle C)") }
        guard (0.3...10).contains(duration) else { throw ValidationError("--duration must be within 0.3 … 10 s") }
        guard (380...500).contains(referencePitch) else { throw ValidationError("--reference-pitch must be within 380 … 500 Hz") }
        if let sound, SoundSource(sound) == nil { throw ValidationError("--sound '\(Excerpt.of(sound))' is not sine or sf2:<bank>:<program>") }
    }

    func run() async throws {
        try await global.studio.soundCheck(note: note, duration: duration, referencePitch: referencePitch, sound: sound.flatMap(SoundSource.init))
    }
}
