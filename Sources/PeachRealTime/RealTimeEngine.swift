import Synchronization

/// Everything the audio thread touches, in memory allocated once by `AudioEngine` and
/// freed only after the JACK client is closed. A plain struct of pointers: copying it
/// copies no reference counts.
package struct RealTimeEngine {
    let voices: UnsafeMutablePointer<Voice>
    package let voiceCount: Int
    package let commands: SPSCRing<VoiceCommand>
    package let events: SPSCRing<EngineEvent>
    /// The frame counter extended to 64 bits (JACK's wraps after 2^32 frames, about a day).
    let clock: UnsafeMutablePointer<FrameClock>
    /// The first frame of the latest period, for the player's side.
    package let periodStart: UnsafeMutablePointer<Atomic<UInt64>>
    /// MIDI that arrived on midi_in, with frame times, for the control side.
    package let midiIn: SPSCRing<RawMIDIEvent>
    /// MIDI to send from the feedback output (pad LEDs).
    package let midiOut: SPSCRing<RawMIDIEvent>
    /// peach:in, for the analysis thread while it listens.
    package let input: InputCapture

    struct FrameClock {
        var last: UInt32 = 0
        var wraps: UInt64 = 0
        var started = false
    }

    /// `sampleRate` sizes the input's ring: two seconds may wait for the analysis thread.
    package static func allocate(voiceCount: Int, queueCapacity: Int, sampleRate: Int = 48000) -> RealTimeEngine {
        let voices = UnsafeMutablePointer<Voice>.allocate(capacity: voiceCount)
        voices.initialize(repeating: Voice(), count: voiceCount)
        let clock = UnsafeMutablePointer<FrameClock>.allocate(capacity: 1)
        clock.initialize(to: FrameClock())
        let periodStart = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: 1)
        periodStart.initialize(to: Atomic(0))
        return RealTimeEngine(
            voices: voices, voiceCount: voiceCount,
            commands: .allocate(capacity: queueCapacity, filledWith: VoiceCommand()),
            events: .allocate(capacity: queueCapacity, filledWith: EngineEvent()),
            clock: clock, periodStart: periodStart,
            midiIn: .allocate(capacity: queueCapacity, filledWith: RawMIDIEvent()),
            midiOut: .allocate(capacity: 256, filledWith: RawMIDIEvent()),
            input: .allocate(seconds: 2, sampleRate: sampleRate))
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
        input.deallocate()
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
    /// Returns whether it was queued (the caller then wakes the event pump).
    @_noLocks
    @discardableResult
    package func receiveMIDI(offset: UInt32, size: Int, bytes: UnsafePointer<UInt8>) -> Bool {
        guard size >= 1 && size <= 3 else { return false }
        var event = RawMIDIEvent()
        event.frame = clock.pointee.wraps << 32 | UInt64(clock.pointee.last) &+ UInt64(offset)
        event.size = UInt8(size)
        event.byte0 = bytes[0]
        if size > 1 { event.byte1 = bytes[1] }
        if size > 2 { event.byte2 = bytes[2] }
        // A full queue (nobody reading for seconds) drops the newest event, never blocks.
        return midiIn.push(event)
    }

    /// This period of peach:in (after `process`), when the analysis side listens. Returns
    /// whether it was captured (the caller then posts `input.ready`).
    @_noLocks
    package func captureInput(_ samples: UnsafePointer<Float>, frames: Int) -> Bool {
        input.capture(samples, frames: frames, at: clock.pointee.wraps << 32 | UInt64(clock.pointee.last))
    }

    /// The next MIDI event to send this period, if any.
    @_noLocks
    package func nextOutgoingMIDI(into event: inout RawMIDIEvent) -> Bool {
        midiOut.pop(into: &event)
    }

    /// One period: apply the queued commands, mix the voices into `left`, copy to `right`,
    /// report starts and ends. Runs on the JACK thread; the compiler proves it takes no
    /// locks, allocates nothing and touches no reference counts. Returns whether it
    /// reported anything (the caller then wakes the event pump).
    @_noLocks
    @discardableResult
    package func process(frameTime: UInt32, frames: Int, left: UnsafeMutablePointer<Float>, right: UnsafeMutablePointer<Float>) -> Bool {
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
        var reported = false
        for voice in 0..<voiceCount where report(voice: voice, periodEnd: periodEnd) {
            reported = true
        }
        return reported
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
    /// Returns whether it sent any.
    @_noLocks
    private func report(voice index: Int, periodEnd: UInt64) -> Bool {
        let state = voices[index].state
        guard state != .idle && state != .scheduled else { return false }
        var sent = false
        let generation = voices[index].generation
        let sounded = voices[index].startFrame < voices[index].endFrame || state != .finished
        if !voices[index].startReported && sounded && voices[index].startFrame < periodEnd {
            let event = EngineEvent(kind: .started, voice: Int32(index), generation: generation, frame: voices[index].startFrame, sounded: true)
            guard events.push(event) else { return false }
            voices[index].startReported = true
            sent = true
        }
        if state == .finished {
            let event = EngineEvent(
                kind: .ended, voice: Int32(index), generation: generation, frame: voices[index].endFrame,
                sounded: voices[index].startReported)
            if events.push(event) {
                voices[index].state = .idle
                voices[index].samples = nil
                sent = true
            }
        }
        return sent
    }
}
