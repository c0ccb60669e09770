import PeachJack

/// The engine's ports: the two audio outputs, the audio input `in` (the microphone or
/// instrument), and midi_in and feedback_out when asked for.
struct EnginePorts {
    let left: JackPort<AudioOut>
    let right: JackPort<AudioOut>
    let input: JackPort<AudioIn>
    let midiIn: JackPort<MIDIIn>?
    let midiOut: JackPort<MIDIOut>?

    init(on client: JackClient, options: AudioEngineOptions) throws {
        left = try client.registerPort("out_L", as: AudioOut.self)
        right = try client.registerPort("out_R", as: AudioOut.self)
        input = try client.registerPort("in", as: AudioIn.self)
        midiIn = options.midiInput ? try client.registerPort("midi_in", as: MIDIIn.self) : nil
        midiOut = options.feedbackOutput ? try client.registerPort("feedback_out", as: MIDIOut.self) : nil
    }

    /// Whether either output is connected anywhere.
    var outputsConnected: Bool { left.connectionCount + right.connectionCount > 0 }
}
