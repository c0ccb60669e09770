import Synchronization

/// Everything the audio thread touches, in memory allocated once by `AudioEngine` and
/// freed only after the JACK client is closed. A plain struct of pointers: copying it
/// copies no reference counts.
package struct RealTimeEngine {
    let voices: UnsafeMutablePointer<Voice>
    package let voiceCount: Int
    package let commands: CommandQueue
    package let events: EventQueue
    /// The frame counter extended to 64 bits (JACK's wraps after 2^32 frames, about a day).
    let clock: UnsafeMutablePointer<FrameClock>
    /// The first frame of the latest period, for the player's side.
    package let periodStart: UnsafeMutablePointer<Atomic<UInt64>>
    /// MIDI that arrived on midi_in, with frame times, for the control side.
    package let midiIn: MIDIQueue
    /// MIDI to send from the feedback output (pad LEDs).
    package let midiOut: MIDIQueue

    struct FrameClock {
        var last: UInt32 = 0
        var wraps: UInt64 = 0
        var started = false
    }

    package static func allocate(voiceCount: Int, queueCapacity: Int) -> RealTimeEngine {
        let voices = UnsafeMutablePointer<Voice>.allocate(capacity: voiceCount)
        voices.initialize(repeating: Voice(), count: voiceCount)
        let clock = UnsafeMutablePointer<FrameClock>.allocate(capacity: 1)
        clock.initialize(to: FrameClock())
        let periodStart = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: 1)
        periodStart.initialize(to: Atomic(0))
        return RealTimeEngine(
            voices: voices, voiceCount: voiceCount,
            commands: .allocate(capacity: queueCapacity), events: .allocate(capacity: queueCapacity),
            clock: clock, periodStart: periodStart,
            midiIn: .allocate(capacity: queueCapacity), midiOut: .allocate(capacity: 256))
    }

    package func deallocate() {
        voices.deallocate()
        commands.deallocate()
        events.deallocate()
        clock.deallocate()
        periodStart.deinitialize(count: 1)
        periodStart.deallocate()
        midiIn.deallocate()
        midiOut.deallocate()
    }

    /// A 32-bit JACK frame time in the engine's 64-bit clock: the wrap nearest the latest period.
    /// Called off the audio thread; a torn read near a wrap costs one late start, not a crash.
    package func extendedFrame(_ frame: UInt32) -> UInt64 {
        let current = periodStart.pointee.load(ordering: .acquiring)
        let candidate = (current & ~0xFFFF_FFFF) | UInt64(frame)
        // Within half the 32-bit range of now, either side.
        if candidate > current &+ 0x8000_0000 && candidate >= 0x1_0000_0000 { return candidate &- 0x1_0000_0000 }
        if candidate &+ 0x8000_0000 < current { return candidate &+ 0x1_0000_0000 }
        return candidate
    }

    /// One incoming MIDI event of the current period (after `process`). Longer messages
    /// (SysEx) are of no use to Peach and are dropped here; the parser would skip them anyway.
    @_noLocks
    package func receiveMIDI(offset: UInt32, size: Int, bytes: UnsafePointer<UInt8>) {
        guard size >= 1 && size <= 3 else { return }
        var event = RawMIDIEvent()
        event.frame = clock.pointee.wraps << 32 | UInt64(clock.pointee.last) &+ UInt64(offset)
        event.size = UInt8(size)
        event.byte0 = bytes[0]
        if size > 1 { event.byte1 = bytes[1] }
        if size > 2 { event.byte2 = bytes[2] }
        // A full queue (nobody reading for seconds) drops the newest event, never blocks.
        _ = midiIn.push(event)
    }

    /// The next MIDI event to send this period, if any.
    @_noLocks
    package func nextOutgoingMIDI(into event: inout RawMIDIEvent) -> Bool {
        midiOut.pop(into: &event)
    }

    /// One period: apply the queued commands, mix the voices into `left`, copy to `right`,
    /// report starts and ends. Runs on the JACK thread; the compiler proves it takes no
    /// locks, allocates nothing and touches no reference counts.
    @_noLocks
    package func process(frameTime: UInt32, frames: Int, left: UnsafeMutablePointer<Float>, right: UnsafeMutablePointer<Float>) {
        let start = extend(frameTime)
        periodStart.pointee.store(start, ordering: .releasing)

        var command = VoiceCommand()
        while commands.pop(into: &command) {
            apply(command, periodStart: start)
        }

        for index in 0..<frames { left[index] = 0 }
        for voice in 0..<voiceCount {
            voices[voice].render(into: left, frames: frames, periodStart: start)
        }
        for index in 0..<frames {
            // Vary loudness tops out at −2 dBFS; this only guards overlapping voices.
            let sample = min(max(left[index], -1), 1)
            left[index] = sample
            right[index] = sample
        }

        let periodEnd = start &+ UInt64(frames)
        for voice in 0..<voiceCount {
            report(voice: voice, periodEnd: periodEnd)
        }
    }

    @_noLocks
    private func extend(_ frameTime: UInt32) -> UInt64 {
        if clock.pointee.started && frameTime < clock.pointee.last {
            clock.pointee.wraps &+= 1
        }
        clock.pointee.last = frameTime
        clock.pointee.started = true
        return clock.pointee.wraps << 32 | UInt64(frameTime)
    }

    @_noLocks
    private func apply(_ command: VoiceCommand, periodStart: UInt64) {
        let index = Int(command.voice)
        guard index >= 0 && index < voiceCount else { return }
        if command.kind == .start {
            var startFrame = command.startFrame == 0 ? periodStart : command.startFrame
            let anchor = Int(command.anchorVoice)
            if anchor >= 0 && anchor < voiceCount {
                startFrame = voices[anchor].startFrame &+ command.startOffset
            }
            // A start that arrives late begins now rather than never.
            voices[index] = Voice(
                state: .scheduled, generation: command.generation, startReported: false,
                samples: command.samples, length: command.length, position: 0, rate: command.rate,
                loopStart: command.loopStart, loopEnd: command.loopEnd,
                startFrame: max(startFrame, periodStart), endFrame: 0, gain: command.gain,
                releaseLength: 0, releaseRemaining: 0)
            return
        }
        guard voices[index].generation == command.generation else { return }
        switch command.kind {
        case .stop:
            if voices[index].state == .scheduled {
                voices[index].state = .finished
                voices[index].endFrame = periodStart
            } else if voices[index].state == .playing {
                voices[index].state = .releasing
                // `length` carries the release ramp's length in frames.
                voices[index].releaseLength = max(command.length, 1)
                voices[index].releaseRemaining = voices[index].releaseLength
            }
        case .retune:
            voices[index].rate = command.rate
        case .setGain:
            voices[index].gain = command.gain
        case .start, .none:
            break
        }
    }

    /// Sends the voice's pending events; one that does not fit is retried next period.
    @_noLocks
    private func report(voice index: Int, periodEnd: UInt64) {
        let state = voices[index].state
        guard state != .idle && state != .scheduled else { return }
        let generation = voices[index].generation
        let sounded = voices[index].startFrame < voices[index].endFrame || state != .finished
        if !voices[index].startReported && sounded && voices[index].startFrame < periodEnd {
            let event = EngineEvent(kind: .started, voice: Int32(index), generation: generation, frame: voices[index].startFrame, sounded: true)
            guard events.push(event) else { return }
            voices[index].startReported = true
        }
        if state == .finished {
            let event = EngineEvent(
                kind: .ended, voice: Int32(index), generation: generation, frame: voices[index].endFrame,
                sounded: voices[index].startReported)
            if events.push(event) {
                voices[index].state = .idle
                voices[index].samples = nil
            }
        }
    }
}

/// One voice of the audio thread: reads a pre-rendered buffer from a start frame on,
/// at a rate that a retune may change, with an optional loop and a release ramp.
struct Voice {
    enum State: UInt8 {
        /// Free, or waiting for the player to learn that it ended.
        case idle
        case scheduled
        case playing
        case releasing
        /// Ended; the `ended` event is still to be sent.
        case finished
    }

    var state: State = .idle
    var generation: UInt32 = 0
    var startReported = false
    var samples: UnsafePointer<Float>? = nil
    var length = 0
    var position = 0.0
    var rate = 1.0
    var loopStart = 0.0
    var loopEnd = 0.0
    var startFrame: UInt64 = 0
    var endFrame: UInt64 = 0
    var gain: Float = 0
    /// Release envelope: counted in whole frames so that it lasts exactly its length.
    var releaseLength = 0
    var releaseRemaining = 0

    var isLooping: Bool { loopEnd > loopStart }

    /// Adds this voice's frames `from..<to` of the period into `mix`; `periodStart` is the
    /// absolute frame of `mix[0]`.
    @_noLocks
    mutating func render(into mix: UnsafeMutablePointer<Float>, frames: Int, periodStart: UInt64) {
        guard state == .scheduled || state == .playing || state == .releasing, let samples else { return }
        var index = 0
        if state == .scheduled {
            guard startFrame < periodStart &+ UInt64(frames) else { return }
            index = startFrame > periodStart ? Int(startFrame &- periodStart) : 0
            state = .playing
        }
        let direct = rate == 1 && !isLooping && position == Double(Int(position))
        while index < frames {
            let sample: Float
            if direct {
                let i = Int(position)
                guard i < length else { break }
                sample = samples[i]
                position += 1
            } else {
                guard let value = interpolatedSample(samples) else { break }
                sample = value
                position += rate
                if isLooping && position >= loopEnd { position -= loopEnd - loopStart }
            }
            if state == .releasing {
                mix[index] += sample * gain * (Float(releaseRemaining) / Float(releaseLength))
                index += 1
                releaseRemaining -= 1
                if releaseRemaining == 0 { break }
            } else {
                mix[index] += sample * gain
                index += 1
            }
        }
        if index < frames || (state == .releasing && releaseRemaining == 0) {
            state = .finished
            endFrame = periodStart &+ UInt64(index)
        }
    }

    /// Cubic (Catmull-Rom) interpolation at the fractional read position; nil past the end.
    @_noLocks
    private func interpolatedSample(_ samples: UnsafePointer<Float>) -> Float? {
        let i = Int(position)
        guard i >= 1, i + 2 < length else { return i < 1 && i >= 0 && length > 1 ? samples[i] : nil }
        let t = Float(position - Double(i))
        let y0 = samples[i - 1], y1 = samples[i], y2 = samples[i + 1], y3 = samples[i + 2]
        let a = -0.5 * y0 + 1.5 * y1 - 1.5 * y2 + 0.5 * y3
        let b = y0 - 2.5 * y1 + 2 * y2 - 0.5 * y3
        let c = -0.5 * y0 + 0.5 * y2
        return ((a * t + b) * t + c) * t + y1
    }
}

/// The indices of a single-producer/single-consumer ring (Lamport's queue): the producer
/// alone moves `head`, the consumer alone moves `tail`; acquire/release ordering makes a
/// slot's contents visible before its index. No locks, no allocation after creation.
/// Capacity is a power of two so that wrapping is a mask.
struct RingIndices {
    let head: UnsafeMutablePointer<Atomic<Int>>
    let tail: UnsafeMutablePointer<Atomic<Int>>
    let capacity: Int

    static func allocate(capacity: Int) -> RingIndices {
        precondition(capacity > 0 && capacity & (capacity - 1) == 0, "capacity must be a power of two")
        let head = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: 1)
        head.initialize(to: Atomic(0))
        let tail = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: 1)
        tail.initialize(to: Atomic(0))
        return RingIndices(head: head, tail: tail, capacity: capacity)
    }

    func deallocate() {
        head.deinitialize(count: 1)
        head.deallocate()
        tail.deinitialize(count: 1)
        tail.deallocate()
    }

    /// Producer: the slot to fill next, or nil when full.
    @_noLocks
    func writableSlot() -> Int? {
        let h = head.pointee.load(ordering: .relaxed)
        let t = tail.pointee.load(ordering: .acquiring)
        return h &- t < capacity ? h & (capacity - 1) : nil
    }

    /// Producer: publishes the slot just filled.
    @_noLocks
    func commitWrite() {
        head.pointee.store(head.pointee.load(ordering: .relaxed) &+ 1, ordering: .releasing)
    }

    /// Consumer: the slot to read next, or nil when empty.
    @_noLocks
    func readableSlot() -> Int? {
        let t = tail.pointee.load(ordering: .relaxed)
        let h = head.pointee.load(ordering: .acquiring)
        return h != t ? t & (capacity - 1) : nil
    }

    /// Consumer: frees the slot just read.
    @_noLocks
    func commitRead() {
        tail.pointee.store(tail.pointee.load(ordering: .relaxed) &+ 1, ordering: .releasing)
    }
}

/// Commands from the player to the audio thread. Shared by exactly two threads by design.
package struct CommandQueue: @unchecked Sendable {
    let indices: RingIndices
    let slots: UnsafeMutablePointer<VoiceCommand>

    static func allocate(capacity: Int) -> CommandQueue {
        let slots = UnsafeMutablePointer<VoiceCommand>.allocate(capacity: capacity)
        slots.initialize(repeating: VoiceCommand(), count: capacity)
        return CommandQueue(indices: .allocate(capacity: capacity), slots: slots)
    }

    func deallocate() {
        indices.deallocate()
        slots.deallocate()
    }

    /// Producer side (one thread at a time: the engine serialises its callers).
    package func push(_ command: VoiceCommand) -> Bool {
        guard let slot = indices.writableSlot() else { return false }
        slots[slot] = command
        indices.commitWrite()
        return true
    }

    @_noLocks
    func pop(into command: inout VoiceCommand) -> Bool {
        guard let slot = indices.readableSlot() else { return false }
        command = slots[slot]
        indices.commitRead()
        return true
    }
}

/// MIDI bytes with their frame time, between the audio thread and the control side.
package struct MIDIQueue: @unchecked Sendable {
    let indices: RingIndices
    let slots: UnsafeMutablePointer<RawMIDIEvent>

    package static func allocate(capacity: Int) -> MIDIQueue {
        let slots = UnsafeMutablePointer<RawMIDIEvent>.allocate(capacity: capacity)
        slots.initialize(repeating: RawMIDIEvent(), count: capacity)
        return MIDIQueue(indices: .allocate(capacity: capacity), slots: slots)
    }

    package func deallocate() {
        indices.deallocate()
        slots.deallocate()
    }

    @_noLocks
    package func push(_ event: RawMIDIEvent) -> Bool {
        guard let slot = indices.writableSlot() else { return false }
        slots[slot] = event
        indices.commitWrite()
        return true
    }

    @_noLocks
    package func pop(into event: inout RawMIDIEvent) -> Bool {
        guard let slot = indices.readableSlot() else { return false }
        event = slots[slot]
        indices.commitRead()
        return true
    }
}

/// A short MIDI message (up to three bytes) and the frame it belongs to.
package struct RawMIDIEvent {
    package var frame: UInt64 = 0
    package var size: UInt8 = 0
    package var byte0: UInt8 = 0
    package var byte1: UInt8 = 0
    package var byte2: UInt8 = 0

    package init() {}
}

/// Events from the audio thread to the player. Shared by exactly two threads by design.
package struct EventQueue: @unchecked Sendable {
    let indices: RingIndices
    let slots: UnsafeMutablePointer<EngineEvent>

    static func allocate(capacity: Int) -> EventQueue {
        let slots = UnsafeMutablePointer<EngineEvent>.allocate(capacity: capacity)
        slots.initialize(repeating: EngineEvent(), count: capacity)
        return EventQueue(indices: .allocate(capacity: capacity), slots: slots)
    }

    func deallocate() {
        indices.deallocate()
        slots.deallocate()
    }

    @_noLocks
    func push(_ event: EngineEvent) -> Bool {
        guard let slot = indices.writableSlot() else { return false }
        slots[slot] = event
        indices.commitWrite()
        return true
    }

    package func pop() -> EngineEvent? {
        guard let slot = indices.readableSlot() else { return nil }
        let event = slots[slot]
        indices.commitRead()
        return event
    }
}

/// What the player asks of the audio thread. Plain values only: it is copied through the
/// command queue and read on the audio thread.
package struct VoiceCommand {
    package init() {}
    package enum Kind: UInt8 {
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
package struct EngineEvent {
    package init() {}
    package init(kind: Kind, voice: Int32, generation: UInt32, frame: UInt64, sounded: Bool) {
        self.kind = kind
        self.voice = voice
        self.generation = generation
        self.frame = frame
        self.sounded = sounded
    }
    package enum Kind: UInt8 {
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
