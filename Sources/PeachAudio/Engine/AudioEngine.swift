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
    /// The client stays inside: callers ask the engine (its name, the clock, connections).
    let client: JackClient
    public let sampleRate: Int
    public let outputPorts: (left: String, right: String)
    /// `in`: what the musician sings or plays, for the disciplines that listen.
    public let inputPort: String
    /// midi_in and feedback_out, when registered.
    public let midiInputPort: String?
    public let feedbackPort: String?
    /// Problems met while connecting (never fatal).
    public let connectWarnings: [String]
    public let notices: AsyncStream<EngineNotice>
    /// Everything that arrives on midi_in, in order.
    public let midiInput: AsyncStream<TimedMIDI>

    let ports: EnginePorts
    let realTime: RealTimeMemory
    let state: Mutex<VoiceTable>
    let noticeSink: AsyncStream<EngineNotice>.Continuation
    let midiSink: AsyncStream<TimedMIDI>.Continuation
    let pumpDone = DispatchSemaphore(value: 0)
    /// The analysis thread reading `in`, while one listens.
    let listener = Mutex<InputListener?>(nil)

    public init(options: AudioEngineOptions = AudioEngineOptions()) throws {
        client = try JackClient(name: options.clientName, serverName: options.serverName)
        sampleRate = client.sampleRate
        ports = try EnginePorts(on: client, options: options)
        outputPorts = (ports.left.name, ports.right.name)
        inputPort = ports.input.name
        midiInputPort = ports.midiIn?.name
        feedbackPort = ports.midiOut?.name

        realTime = RealTimeMemory(client: client, ports: ports, voiceCount: options.voiceCount)
        realTime.signals.pointee.bufferSize.pointee.store(client.bufferSize, ordering: .relaxed)
        state = Mutex(VoiceTable(voiceCount: options.voiceCount, bufferSize: client.bufferSize))
        (notices, noticeSink) = AsyncStream.makeStream(of: EngineNotice.self, bufferingPolicy: .bufferingNewest(64))
        (midiInput, midiSink) = AsyncStream.makeStream(of: TimedMIDI.self, bufferingPolicy: .bufferingNewest(4096))

        try client.activate(with: realTime.callbacks)
        // Connect only after activating (JACK's rule); a port that will not connect is a warning.
        connectWarnings = ConnectionPolicy.connectAll(
            client, outputs: [outputPorts.left, outputPorts.right], input: inputPort, midiInput: midiInputPort, feedback: feedbackPort,
            options: options)
        for warning in connectWarnings { noticeSink.yield(.connectFailed(warning)) }
        state.withLock { $0.outputsConnected = ports.outputsConnected }
        startPump()
    }

    /// The name the server gave the client (`peach`, or `peach-01` when taken).
    public var clientName: String { client.name }
    /// The server's frame clock now.
    public var currentFrame: UInt32 { client.currentFrame }
    /// A JACK frame time on the engine's 64-bit clock, which does not wrap.
    public func extendedFrame(_ frame: UInt32) -> UInt64 { realTime.engine.extendedFrame(frame) }
    /// JACK's clock, in microseconds, at a frame.
    public func microseconds(atFrame frame: UInt32) -> UInt64 { client.microseconds(atFrame: frame) }

    /// The ports connected to any port, by name: where a mixer's inputs or a controller are.
    public func connections(ofPortNamed name: String) -> [String] { client.connections(ofPortNamed: name) }

    /// 0 once closed (the memory it was read from is gone).
    public var bufferSize: Int {
        state.withLock { $0.closed ? 0 : realTime.signals.pointee.bufferSize.pointee.load(ordering: .relaxed) }
    }
    public var xrunCount: Int {
        state.withLock { $0.closed ? $0.reportedXruns : realTime.signals.pointee.xruns.pointee.load(ordering: .relaxed) }
    }
    public var releaseFrames: Int { ToneEnvelope.rampFrames(sampleRate: sampleRate) }

    /// Where one of our ports is connected now.
    public func connections(of portName: String) -> [String] {
        (portName == outputPorts.left ? ports.left : ports.right).connections
    }

    // MARK: Scheduling

    /// Schedules `buffer` on a free voice: at `frame` (JACK's 32-bit frame time; one
    /// already past starts at once), at the start of the next period, or `offsetFrames`
    /// after `anchor` starts (sample-accurate, whenever the anchor actually starts).
    public func schedule(
        _ buffer: ToneBuffer, gainDecibels: Double = 0, at frame: UInt64? = nil, after anchor: ToneHandle? = nil, offsetFrames: Int = 0
    ) throws -> ToneHandle {
        guard buffer.sampleRate == sampleRate else {
            throw AudioError.playbackFailed("tone rendered at \(buffer.sampleRate) Hz, server runs at \(sampleRate) Hz")
        }
        return try state.withLock { state in
            if let failure = state.failure { throw failure }
            guard let slot = state.slots.firstIndex(where: { $0 == nil }) ?? reclaimEndedVoices(&state) else {
                throw AudioError.playbackFailed("all \(state.slots.count) voices are busy")
            }
            state.nextGeneration &+= 1
            let record = VoiceRecord(slot: slot, generation: state.nextGeneration, buffer: buffer)
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
                command.startFrame = max(1, realTime.engine.extendedFrame(UInt32(truncatingIfNeeded: frame)))
            }
            if let anchor {
                command.anchorVoice = Int32(anchor.record.slot)
                command.startOffset = UInt64(max(0, offsetFrames))
            }
            guard realTime.engine.commands.push(command) else {
                throw AudioError.playbackFailed("the audio thread's command queue is full")
            }
            state.slots[slot] = record
            return ToneHandle(engine: self, record: record)
        }
    }

    /// Voices the audio thread has ended that the pump has not yet seen (on a busy machine it
    /// may wait its turn for half a second): delivered here, under the same lock the pump
    /// takes to read the events, so that the queue keeps one reader at a time. Returns a
    /// free slot, if that made one.
    private func reclaimEndedVoices(_ state: inout VoiceTable) -> Int? {
        // Closed, the queue's memory is gone; shut down, nothing it reports counts any more.
        guard !state.closed, !state.shutDown else { return nil }
        while let event = realTime.engine.events.pop() {
            state.deliver(event)
        }
        return state.slots.firstIndex { $0 == nil }
    }

    /// Ends a voice with the release ramp (or before it starts). Safe to call at any time.
    func stop(_ record: VoiceRecord) {
        state.withLock { state in
            guard !record.hasEnded, !state.closed else { return }
            _ = realTime.engine.commands.push(stopCommand(for: record))
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
            guard !record.hasEnded, !state.closed, let buffer = record.buffer else { return }
            var command = VoiceCommand()
            command.kind = .retune
            command.voice = Int32(record.slot)
            command.generation = record.generation
            command.rate = frequency.hertz / buffer.frequency.hertz
            _ = realTime.engine.commands.push(command)
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
        guard feedbackPort != nil, (1...3).contains(bytes.count) else { return }
        var event = RawMIDIEvent()
        event.size = UInt8(bytes.count)
        event.byte0 = bytes[0]
        if bytes.count > 1 { event.byte1 = bytes[1] }
        if bytes.count > 2 { event.byte2 = bytes[2] }
        // The lock keeps the queue's producer single; after close the queue is gone.
        state.withLock { state in
            guard !state.closed else { return }
            _ = realTime.engine.midiOut.push(event)
        }
    }

    // MARK: Closing

    /// One connection of one of our ports, to restore after a suspension.
    public typealias Connection = PortConnection

    /// Ctrl-Z: takes the client out of the JACK graph before the process stops (a stopped
    /// client would make the server miss every period for everyone) and returns where its
    /// ports were connected.
    /// Known problem: deactivated, the client is still registered, and jackd2 writes its
    /// notices (clients come and go, xruns, connections) to every client with no time limit
    /// on the write. Once the stopped process's socket is full the server's request thread
    /// waits on it, and every other client's open, connect and close waits until `fg`.
    /// Closing the client here and opening it anew on resume would end that; it needs the
    /// engine to swap its client, ports and audio memory, which it cannot do yet.
    public func suspend() -> [Connection] {
        var connections: [Connection] = []
        for port in [outputPorts.left, outputPorts.right] + (feedbackPort.map { [$0] } ?? []) {
            connections += client.connections(ofPortNamed: port).map { Connection(source: port, destination: $0) }
        }
        for input in [inputPort] + (midiInputPort.map { [$0] } ?? []) {
            connections += client.connections(ofPortNamed: input).map { Connection(source: $0, destination: input) }
        }
        client.deactivate()
        return connections
    }

    /// Back into the graph with the connections it had; returns what could not be restored.
    public func resume(_ connections: [Connection]) -> [String] {
        do {
            try client.activate()
        } catch {
            return ["\(error)"]
        }
        var warnings: [String] = []
        for connection in connections {
            do { try client.connect(connection.source, to: connection.destination) } catch { warnings.append("\(error)") }
        }
        return warnings
    }

    /// Leaves the JACK graph; the client frees the audio thread's memory once closed.
    /// Pending waits throw.
    public func close() {
        let (wasOpen, onPump) = state.withLock { state -> (Bool, Bool) in
            let onPump = state.pumpThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
            guard !state.closed else { return (false, onPump) }
            state.closed = true
            state.failure = state.failure ?? AudioError.playbackFailed("the audio engine was closed")
            return (true, onPump)
        }
        guard wasOpen else { return }
        // The analysis thread reads the input's rings, which go with the client.
        stopListening()
        // On this engine's own pump thread (the last reference went there) it cannot wait for
        // itself; on any other thread, another engine's pump included, it waits.
        if !onPump {
            realTime.wakePump()
            pumpDone.wait()
        }
        client.close()
        state.withLock { state in
            state.failAll(AudioError.playbackFailed("the audio engine was closed"))
            state.slots = state.slots.map { _ in nil }
        }
        noticeSink.finish()
        midiSink.finish()
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
