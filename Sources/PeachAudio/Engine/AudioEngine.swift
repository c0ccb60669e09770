import Foundation
import PeachCore
import PeachRealTime
import Synchronization
import PeachJack

/// How the engine joins the JACK graph.
public struct AudioEngineOptions: Sendable {
    public var clientName = "peach"
    /// Nil: the server `JACK_DEFAULT_SERVER` names, or the default server.
    public var serverName: String?
    /// Where out_L/out_R go: nil for the physical playback ports, [] for nowhere
    /// (`--no-connect`), else these ports, alternately for left and right.
    public var destinations: [String]?
    /// Voices that can sound or wait at once.
    public var voiceCount = 16
    /// Register midi_in, the controller input.
    public var midiInput = true
    /// Sources for midi_in: nil for the physical MIDI capture ports, [] for none.
    public var midiSources: [String]?
    /// Register feedback_out, a MIDI output for pad LEDs.
    public var feedbackOutput = false
    /// Where feedback_out goes ([] for nowhere).
    public var feedbackDestinations: [String] = []
    /// Sources for `in`, the microphone or instrument: nothing unless named (a microphone
    /// connected by default would hear the studio's loudspeakers).
    public var listenSources: [String] = []

    public init(
        clientName: String = "peach", serverName: String? = nil, destinations: [String]? = nil,
        midiSources: [String]? = nil, feedbackOutput: Bool = false
    ) {
        self.clientName = clientName
        self.serverName = serverName
        self.destinations = destinations
        self.midiSources = midiSources
        self.feedbackOutput = feedbackOutput
    }
}

/// MIDI bytes that arrived on midi_in, with the frame they belong to.
public struct TimedMIDI: Sendable, Hashable {
    public var bytes: [UInt8]
    public var frame: UInt64
}


/// The JACK client that plays pre-rendered tones: outputs out_L/out_R, a fixed pool of
/// voices on the audio thread, commands in and events out through lock-free queues.
/// Everything here runs off the audio thread.
public final class AudioEngine: Sendable {
    /// How it joins the graph, at the start and again after a suspension.
    let options: AudioEngineOptions
    public let sampleRate: Int
    /// Problems met while connecting (never fatal).
    public let connectWarnings: [String]
    public let notices: AsyncStream<EngineNotice>
    /// Everything that arrives on midi_in, in order.
    public let midiInput: AsyncStream<TimedMIDI>

    /// The voices, what the pump last saw, and the client with its ports and audio memory
    /// (the membership, which Ctrl-Z ends and `fg` renews): callers ask the engine, never the client.
    let state: Mutex<VoiceTable>
    let noticeSink: AsyncStream<EngineNotice>.Continuation
    let midiSink: AsyncStream<TimedMIDI>.Continuation
    /// The analysis thread reading `in`, while one listens.
    let listener = Mutex<InputListener?>(nil)

    public init(options: AudioEngineOptions = AudioEngineOptions()) throws {
        self.options = options
        let member = try EngineMembership(options: options)
        sampleRate = member.client.sampleRate
        state = Mutex(VoiceTable(voiceCount: options.voiceCount, member: member))
        (notices, noticeSink) = AsyncStream.makeStream(of: EngineNotice.self, bufferingPolicy: .bufferingNewest(64))
        (midiInput, midiSink) = AsyncStream.makeStream(of: TimedMIDI.self, bufferingPolicy: .bufferingNewest(4096))

        // Connect only after activating (JACK's rule); a port that will not connect is a warning.
        let names = member.names
        connectWarnings = ConnectionPolicy.connectAll(
            member.client, outputs: [names.left, names.right], input: names.input, midiInput: names.midiIn, feedback: names.feedback,
            options: options)
        for warning in connectWarnings { noticeSink.yield(.connectFailed(warning)) }
        state.withLock { $0.outputsConnected = member.ports.outputsConnected }
        startPump(member)
    }

    /// The name the server gave the client (`peach`, or `peach-01` when taken).
    public var clientName: String { state.withLock { $0.names.client } }
    public var outputPorts: (left: String, right: String) { state.withLock { ($0.names.left, $0.names.right) } }
    /// `in`: what the musician sings or plays, for the disciplines that listen.
    public var inputPort: String { state.withLock { $0.names.input } }
    /// midi_in and feedback_out, when registered.
    public var midiInputPort: String? { state.withLock { $0.names.midiIn } }
    public var feedbackPort: String? { state.withLock { $0.names.feedback } }

    /// The client, ports and audio memory while in the graph; for tests that reach past the
    /// engine (nil while suspended and once closed).
    var membership: EngineMembership? { state.withLock { $0.member } }

    /// The server's frame clock now; 0 while out of the graph.
    public var currentFrame: UInt32 { state.withLock { $0.member?.client.currentFrame ?? 0 } }
    /// A JACK frame time on the engine's 64-bit clock, which does not wrap.
    public func extendedFrame(_ frame: UInt32) -> UInt64 {
        state.withLock { $0.member?.memory.engine.extendedFrame(frame) ?? UInt64(frame) }
    }
    /// JACK's clock, in microseconds, at a frame; 0 while out of the graph.
    public func microseconds(atFrame frame: UInt32) -> UInt64 {
        state.withLock { $0.member?.client.microseconds(atFrame: frame) ?? 0 }
    }

    /// The ports connected to any port, by name: where a mixer's inputs or a controller are.
    public func connections(ofPortNamed name: String) -> [String] {
        state.withLock { $0.member?.client.connections(ofPortNamed: name) ?? [] }
    }

    /// 0 while out of the graph (the memory it was read from is gone).
    public var bufferSize: Int {
        state.withLock { $0.member?.memory.signals.pointee.bufferSize.pointee.load(ordering: .relaxed) ?? 0 }
    }
    /// Xruns since the engine started, suspensions included.
    public var xrunCount: Int { state.withLock { $0.xruns } }
    public var releaseFrames: Int { ToneEnvelope.rampFrames(sampleRate: sampleRate) }

    /// Where one of our outputs is connected now.
    public func connections(of portName: String) -> [String] {
        state.withLock { state in
            guard let member = state.member else { return [] }
            return (portName == state.names.left ? member.ports.left : member.ports.right).connections
        }
    }

    // MARK: Scheduling

    /// Schedules `buffer` on a free voice: at `frame` (JACK's 32-bit frame time; one
    /// already past starts at once), at the start of the next period, or `offsetFrames`
    /// after `anchor` starts (sample-accurate, whenever the anchor actually starts).
    ///
    /// `asKey`: a key the musician played, on the keys' share of the voices (`keyVoices`):
    /// beyond `soundingKeys` the oldest key still sounding is released for it, and with the
    /// whole share taken (keys still in their release) it is not sounded (an error the
    /// key's player drops). Peach's own tones keep the other half, however fast the
    /// keys come.
    public func schedule(
        _ buffer: ToneBuffer, gainDecibels: Double = 0, at frame: UInt64? = nil, after anchor: ToneHandle? = nil, offsetFrames: Int = 0,
        asKey: Bool = false
    ) throws -> ToneHandle {
        guard buffer.sampleRate == sampleRate else {
            throw AudioError.playbackFailed("tone rendered at \(buffer.sampleRate) Hz, server runs at \(sampleRate) Hz")
        }
        return try state.withLock { state in
            if let failure = state.failure { throw failure }
            guard let member = state.member else { throw state.outOfGraph ?? AudioError.playbackFailed("Peach is out of the JACK graph (suspended)") }
            if asKey { try makeRoomForKey(&state, member: member) }
            guard let slot = state.slots.firstIndex(where: { $0 == nil }) ?? reclaimEndedVoices(&state) else {
                throw AudioError.playbackFailed("all \(state.slots.count) voices are busy")
            }
            state.nextGeneration &+= 1
            let record = VoiceRecord(slot: slot, generation: state.nextGeneration, buffer: buffer, isKey: asKey)
            var command = VoiceCommand()
            command.kind = .start
            command.voice = Int32(slot)
            command.generation = record.generation
            command.samples = UnsafePointer(buffer.samples)
            command.length = buffer.count
            command.loopStart = buffer.loop?.start ?? 0
            command.loopEnd = buffer.loop?.end ?? 0
            command.rate = 1
            command.gain = Float(pow(10, gainDecibels / 20))
            if let frame {
                command.startFrame = max(1, member.memory.engine.extendedFrame(UInt32(truncatingIfNeeded: frame)))
            }
            if let anchor {
                // Its slot may hold another tone by now.
                if anchor.record.abandoned { throw anchor.record.failure ?? AudioError.playbackFailed("the tone to follow is gone") }
                command.anchorVoice = Int32(anchor.record.slot)
                command.startOffset = UInt64(max(0, offsetFrames))
            }
            guard member.memory.engine.commands.push(command) else {
                throw AudioError.playbackFailed("the audio thread's command queue is full")
            }
            state.slots[slot] = record
            return ToneHandle(engine: self, record: record)
        }
    }

    /// Voices the musician's keys may hold at once, releasing ones included: half of them.
    var keyVoices: Int { options.voiceCount / 2 }
    /// Keys sounding at once (not yet released): a quarter of the voices, so that the rest
    /// of the keys' share is there for the releases of the ones given way.
    var soundingKeys: Int { max(1, options.voiceCount / 4) }

    /// Room for one more key on the keys' share: the oldest key still sounding released when
    /// `soundingKeys` sound; refused when the share is taken by keys in their release.
    private func makeRoomForKey(_ state: inout VoiceTable, member: EngineMembership) throws {
        var keys = state.slots.compactMap { $0 }.filter { $0.isKey && !$0.hasEnded }
        if keys.count >= keyVoices {
            _ = reclaimEndedVoices(&state)
            keys = state.slots.compactMap { $0 }.filter { $0.isKey && !$0.hasEnded }
        }
        // Oldest first: the most generations ago (the count wraps).
        let next = state.nextGeneration
        let sounding = keys.filter { !$0.stopSent }.sorted { next &- $0.generation > next &- $1.generation }
        if sounding.count >= soundingKeys, let oldest = sounding.first {
            if member.memory.engine.commands.push(stopCommand(for: oldest)) { oldest.stopSent = true }
        }
        guard keys.count < keyVoices else { throw AudioError.playbackFailed("no voice is spare for a key (the keys' \(keyVoices) are sounding or releasing)") }
    }

    /// Voices the audio thread has ended that the pump has not yet seen (on a busy machine it
    /// may wait its turn for half a second): delivered here, under the same lock the pump
    /// takes to read the events, so that the queue keeps one reader at a time. Returns a
    /// free slot, if that made one.
    private func reclaimEndedVoices(_ state: inout VoiceTable) -> Int? {
        // Out of the graph, the queue's memory is gone; shut down, nothing it reports counts any more.
        guard let member = state.member, !state.shutDown else { return nil }
        while let event = member.memory.engine.events.pop() {
            state.deliver(event)
        }
        return state.slots.firstIndex { $0 == nil }
    }

    /// Ends a voice with the release ramp (or before it starts). Safe to call at any time.
    func stop(_ record: VoiceRecord) {
        state.withLock { state in
            guard !record.hasEnded, let member = state.member else { return }
            if member.memory.engine.commands.push(stopCommand(for: record)) { record.stopSent = true }
        }
    }

    func stopCommand(for record: VoiceRecord) -> VoiceCommand {
        var command = VoiceCommand()
        command.kind = .stop
        command.voice = Int32(record.slot)
        command.generation = record.generation
        command.length = releaseFrames
        return command
    }

    /// Changes the read rate so that the voice sounds at `frequency`, phase-continuously.
    func retune(_ record: VoiceRecord, to frequency: Frequency) {
        state.withLock { state in
            guard !record.hasEnded, let member = state.member, let buffer = record.buffer else { return }
            var command = VoiceCommand()
            command.kind = .retune
            command.voice = Int32(record.slot)
            command.generation = record.generation
            command.rate = frequency.hertz / buffer.frequency.hertz
            _ = member.memory.engine.commands.push(command)
        }
    }

    func waitUntilStarted(_ record: VoiceRecord) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            state.withLock { _ in
                if let failure = record.failure {
                    continuation.resume(throwing: failure)
                } else if record.startFrame != nil || record.hasEnded {
                    continuation.resume()
                } else {
                    record.startWaiters.append(continuation)
                }
            }
        }
    }

    func waitUntilEnded(_ record: VoiceRecord) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            state.withLock { _ in
                if let failure = record.failure {
                    continuation.resume(throwing: failure)
                } else if record.hasEnded {
                    continuation.resume()
                } else {
                    record.endWaiters.append(continuation)
                }
            }
        }
    }

    /// Sends a short MIDI message from feedback_out at the start of the next period.
    /// Does nothing when the engine has no feedback output.
    public func sendMIDI(_ bytes: [UInt8]) {
        guard (1...3).contains(bytes.count) else { return }
        var event = RawMIDIEvent()
        event.size = UInt8(bytes.count)
        event.byte0 = bytes[0]
        if bytes.count > 1 { event.byte1 = bytes[1] }
        if bytes.count > 2 { event.byte2 = bytes[2] }
        // The lock keeps the queue's producer single; out of the graph the queue is gone.
        state.withLock { state in
            guard let member = state.member, member.ports.midiOut != nil else { return }
            _ = member.memory.engine.midiOut.push(event)
        }
    }

    // MARK: Closing

    /// Leaves the JACK graph for good; the client frees the audio thread's memory once
    /// closed. Pending waits throw.
    public func close() {
        let closing = state.withLock { state -> (member: EngineMembership?, onPump: Bool)? in
            guard !state.closed else { return nil }
            state.closed = true
            state.failure = state.failure ?? AudioError.playbackFailed("the audio engine was closed")
            defer {
                state.departing = state.member
                state.member = nil
            }
            return (state.member, state.pumpThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false)
        }
        guard let closing else { return }
        // On this engine's own pump thread (the last reference went there) it cannot wait for
        // itself; on any other thread, another engine's pump included, it waits.
        if let member = closing.member { leave(member, waitingForPump: !closing.onPump) }
        state.withLock { $0.abandonAll(AudioError.playbackFailed("the audio engine was closed")) }
        noticeSink.finish()
        midiSink.finish()
    }

    /// Ends the membership just moved from `member` to `departing`: the analysis thread and
    /// the pump stop (both read the memory that goes with the client), its counts carry
    /// over, and the client closes.
    func leave(_ member: EngineMembership, waitingForPump: Bool) {
        stopListening()
        if waitingForPump {
            member.memory.wakePump()
            member.pumpDone.wait()
        }
        state.withLock { state in
            state.xrunBase += member.xruns
            state.latencyBase += member.latencyChanges
            state.departing = nil
            // Its pump has ended: no thread's identity (they are reused) may pass for it.
            state.pumpThread = nil
        }
        member.client.close()
    }

    deinit {
        close()
    }
}

/// A scheduled or sounding tone of the engine.
public final class ToneHandle: PlaybackHandle {
    let engine: AudioEngine
    let record: VoiceRecord

    init(engine: AudioEngine, record: VoiceRecord) {
        self.engine = engine
        self.record = record
    }

    public func started() async throws { try await engine.waitUntilStarted(record) }
    public func ended() async throws { try await engine.waitUntilEnded(record) }
    public func stop() async { engine.stop(record) }
    public func retune(to frequency: Frequency) async { engine.retune(record, to: frequency) }

    /// Synchronous stop, for cancellation handlers.
    public func stopNow() { engine.stop(record) }
}
