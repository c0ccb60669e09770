import Foundation
import PeachCore

/// `peach sound-check`: a reference tone through Peach's outputs, and where they are
/// connected: is the routing right, is it audible?
public struct SoundCheck {
    let console: any Console

    public init(console: any Console) {
        self.console = console
    }

    /// `note`: a name the command line checked (A4, C#3). The sound: `requested` on the
    /// command line, else the config's, else the default (a piano when a font is found).
    public func run(
        note: String, duration: Double, referencePitch: Double, requested: SoundSource?, configured: SoundSource?, defaultSound: SoundSource,
        outputs: any AudioOutputs, player: any NotePlayer
    ) async throws {
        guard let midiNote = MIDINote(name: note) else { throw CommandFailure.usage("'\(Excerpt.of(note))' is not a note name (C4 is middle C)") }
        let chosen = requested ?? configured ?? defaultSound
        let frequency = PitchCalculator(referencePitch: Frequency(hertz: referencePitch)).frequency(of: midiNote)
        try console.print("client \(outputs.clientName): \(outputs.sampleRate) Hz, \(outputs.bufferSize) frames a period")
        for port in outputs.outputPortNames {
            let destinations = outputs.connections(of: port)
            try console.print("\(port) → \(destinations.isEmpty ? "(not connected)" : destinations.joined(separator: ", "))")
        }
        try console.print("playing \(note) (\(String(format: "%.2f", frequency.hertz)) Hz, \(chosen)) for \(duration) s")
        do {
            try await player.play(Tone(frequency: frequency, duration: duration, sound: chosen))
            try console.print("done")
        } catch let error as AudioError {
            throw CommandFailure(ExitStatus.jackUnavailable, "\(error)")
        }
    }
}
