import ArgumentParser
import PeachApp
import PeachAudio
import PeachCore

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
        guard MIDINote(name: note) != nil else { throw ValidationError("'\(note)' is not a note name (C4 is middle C)") }
        guard (0.3...10).contains(duration) else { throw ValidationError("--duration must be within 0.3 … 10 s") }
        guard (380...500).contains(referencePitch) else { throw ValidationError("--reference-pitch must be within 380 … 500 Hz") }
        if let sound, SoundSource(sound) == nil { throw ValidationError("--sound '\(sound)' is not sine or sf2:<bank>:<program>") }
    }

    func run() async throws {
        let configuration = try global.files.loadConfiguration()
        let audio = try global.startAudio(configuration)
        defer { audio.shutDown() }
        let instruments = InstrumentRack(configuration, engine: audio.engine)
        try await SoundCheck(console: console).run(
            note: note, duration: duration, referencePitch: referencePitch, requested: sound.flatMap(SoundSource.init),
            configured: configuration.training.soundSource, defaultSound: instruments.defaultSound,
            outputs: audio.engine, player: JackNotePlayer(engine: audio.engine, renderer: instruments))
    }
}
