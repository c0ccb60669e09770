/// The plain values that cross between the audio thread and the rest, through the rings:
/// copied bit for bit, no reference counts.

/// What the player asks of the audio thread. Plain values only: it is copied through the
/// command queue and read on the audio thread.
package struct VoiceCommand: BitwiseCopyable {
    package init() {}
    package enum Kind: UInt8, BitwiseCopyable {
        case none, start, stop, retune, setGain
    }

    package var kind: Kind = .none
    package var voice: Int32 = 0
    /// Guards against a late command reaching a slot that has been reused.
    package var generation: UInt32 = 0

    // start
    package var samples: UnsafePointer<Float>? = nil
    package var length: Int = 0
    /// A loop region (loopEnd > loopStart) makes the voice sound until stopped.
    package var loopStart: Double = 0
    package var loopEnd: Double = 0
    /// Absolute frame to start at; 0 means the first frame of the next period.
    package var startFrame: UInt64 = 0
    /// When ≥ 0, start `startOffset` frames after that voice started (sample-accurate pairs).
    package var anchorVoice: Int32 = -1
    package var startOffset: UInt64 = 0

    // start, retune
    /// Read rate: 1 plays the buffer as rendered; r plays it r times higher in frequency.
    package var rate: Double = 1
    // start, setGain
    package var gain: Float = 0
}

/// What the audio thread reports back.
package struct EngineEvent: BitwiseCopyable {
    package init() {}
    package init(kind: Kind, voice: Int32, generation: UInt32, frame: UInt64, sounded: Bool) {
        self.kind = kind
        self.voice = voice
        self.generation = generation
        self.frame = frame
        self.sounded = sounded
    }
    package enum Kind: UInt8, BitwiseCopyable {
        case none, started, ended
    }

    package var kind: Kind = .none
    package var voice: Int32 = 0
    package var generation: UInt32 = 0
    /// Absolute frame of the first sample (started) or just after the last one (ended).
    package var frame: UInt64 = 0
    /// For ended: whether the voice ever sounded.
    package var sounded: Bool = false
}

/// A short MIDI message (up to three bytes) and the frame it belongs to.
package struct RawMIDIEvent: BitwiseCopyable {
    package var frame: UInt64 = 0
    package var size: UInt8 = 0
    package var byte0: UInt8 = 0
    package var byte1: UInt8 = 0
    package var byte2: UInt8 = 0

    package init() {}
}
