import PeachCore

/// Every MIDI input Peach reads, wired to one `ControlReceiver`: the JACK MIDI port's
/// events (sample-accurate, each with its frame) and the ALSA sequencer inputs the config
/// names (timed when the event pump sees them).
public final class MIDIInputs: Sendable {
    public let receiver: ControlReceiver
    public let alsa: ALSAMIDIInputs
    private let bridge: Task<Void, Never>

    /// `jack`: the JACK MIDI port's messages with their frames, however the audio adapter
    /// delivers them. `say`: told once when ALSA inputs were asked for and cannot be read
    /// (JACK MIDI works either way).
    public init<JackEvents: AsyncSequence & Sendable>(
        jack: JackEvents, bytes: @escaping @Sendable (JackEvents.Element) -> (bytes: [UInt8], frame: UInt64),
        alsaInputs: [String], clientName: String, backend: MIDIInputBackend, mapping: ControlMapping,
        say: (String) -> Void
    ) where JackEvents.Element: Sendable {
        let receiver = ControlReceiver(mapping: mapping)
        self.receiver = receiver
        bridge = Task.detached {
            do {
                for try await event in jack {
                    let midi = bytes(event)
                    receiver.receive(midi.bytes, frame: midi.frame, from: "jack")
                }
            } catch {
                // The engine's stream never throws; a stream that does simply ends the bridge.
            }
        }
        alsa = ALSAMIDIInputs(patterns: alsaInputs, clientName: clientName, receiver: receiver, backend: backend)
        if let reason = alsa.unavailableReason, !alsaInputs.isEmpty { say("note: \(reason)") }
    }

    deinit {
        bridge.cancel()
    }

    /// What the mapping made of every input, for the screens and the headless loop. The
    /// receiver's events have one reader: ask once, and only where nothing else reads them
    /// (MIDI learn reads the raw messages itself).
    public func playedControls() -> AsyncStream<PlayedControl> {
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
