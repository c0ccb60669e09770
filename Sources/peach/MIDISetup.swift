import Foundation
import PeachApp
import PeachCore
import PeachAudio
import PeachConfig
import PeachMIDI

/// Wires every MIDI input to one `ControlReceiver`: JACK midi_in (sample-accurate) and the
/// ALSA inputs the config names. The config was read with its backend checked, so a bad
/// backend name never gets here.
final class MIDISetup: Sendable {
    let receiver: ControlReceiver
    let alsa: ALSAMIDIInputs
    private let bridge: Task<Void, Never>

    init(engine: AudioEngine, configuration: PeachConfiguration, mapping: ControlMapping? = nil) {
        let receiver = ControlReceiver(mapping: mapping ?? configuration.midi.mapping)
        self.receiver = receiver
        bridge = Task.detached {
            for await midi in engine.midiInput {
                receiver.receive(midi.bytes, frame: midi.frame, from: "jack")
            }
        }
        alsa = ALSAMIDIInputs(
            patterns: configuration.midi.alsaInputs, clientName: engine.clientName, receiver: receiver,
            backend: (try? configuration.midiInputBackend()) ?? .alsa)
        // Said once; JACK MIDI works either way.
        if let reason = alsa.unavailableReason, !configuration.midi.alsaInputs.isEmpty {
            console.tell("note: \(reason)")
        }
    }

    deinit {
        bridge.cancel()
    }
}

extension MIDISetup {
    /// What the mapping made of every input, for the screens and the headless loop. The
    /// receiver's events have one reader: ask once, and only where nothing else reads them
    /// (MIDI learn reads the raw messages itself).
    func playedControls() -> AsyncStream<PlayedControl> {
        let (controls, sink) = AsyncStream.makeStream(of: PlayedControl.self, bufferingPolicy: .bufferingNewest(4096))
        let events = receiver.events
        Task.detached {
            for await event in events {
                if let control = event.control { sink.yield(PlayedControl(control, frame: event.frame)) }
            }
            sink.finish()
        }
        return controls
    }
}
