import Foundation
import PeachJack
import Synchronization

/// A JACK client with one audio output, standing in for a singer, an instrument or a
/// microphone: it plays a signal the test made, from a chosen frame of the server's clock,
/// and says at which frame its first sample went out, so that what Peach heard can be
/// compared with what was played, frame for frame. Silence before and after.
public final class JackPlayer: @unchecked Sendable {
    private enum Phase: Int {
        case idle, armed, playing, done, stopping
    }

    struct Context {
        let clock: JackFrameClock
        let port: JackPort<AudioOut>
        let signal: UnsafeMutablePointer<Float>
        let capacity: Int
        let length: UnsafeMutablePointer<Atomic<Int>>
        /// The frame to start at; 0: the next period.
        let startFrame: UnsafeMutablePointer<Atomic<UInt64>>
        let phase: UnsafeMutablePointer<Atomic<Int>>
        /// Where the signal's first sample went out, once it did.
        let startedFrame: UnsafeMutablePointer<Atomic<UInt64>>
    }

    public let client: JackClient
    public let outputPort: String
    private let context: UnsafeMutablePointer<Context>

    /// `seconds`: the longest signal it will play. `captureLatency`: frames it declares on
    /// its output, as a sound card's capture port declares what lies between the
    /// microphone and it; none by default.
    public init(name: String, serverName: String? = nil, seconds: Double, captureLatency: Int? = nil) throws {
        client = try JackClient(name: name, serverName: serverName)
        let port = try client.registerPort("out", as: AudioOut.self)
        outputPort = port.name
        let capacity = Int(seconds * Double(client.sampleRate))
        func atomic<T: AtomicRepresentable>(_ value: T) -> UnsafeMutablePointer<Atomic<T>> {
            let pointer = UnsafeMutablePointer<Atomic<T>>.allocate(capacity: 1)
            pointer.initialize(to: Atomic(value))
            return pointer
        }
        let signal = UnsafeMutablePointer<Float>.allocate(capacity: capacity)
        signal.initialize(repeating: 0, count: capacity)
        let context = UnsafeMutablePointer<Context>.allocate(capacity: 1)
        context.initialize(to: Context(
            clock: client.frameClock, port: port, signal: signal, capacity: capacity, length: atomic(0), startFrame: atomic(0),
            phase: atomic(Phase.idle.rawValue), startedFrame: atomic(0)))
        self.context = context
        let process: JackCallbacks.Process = { frames, argument in
            let context = argument!.assumingMemoryBound(to: Context.self).pointee
            guard let output = context.port.buffer(frames) else { return 0 }
            for index in 0..<Int(frames) { output[index] = 0 }
            let periodStart = UInt64(context.clock.periodStart)
            var phase = context.phase.pointee.load(ordering: .acquiring)
            if phase == Phase.stopping.rawValue {
                context.phase.pointee.store(Phase.idle.rawValue, ordering: .releasing)
                return 0
            }
            var offset = 0
            if phase == Phase.armed.rawValue {
                let start = context.startFrame.pointee.load(ordering: .relaxed)
                guard start < periodStart + UInt64(frames) else { return 0 }
                offset = start > periodStart ? Int(start - periodStart) : 0
                context.startedFrame.pointee.store(periodStart + UInt64(offset), ordering: .relaxed)
                // Only from armed: a stop asked for meanwhile wins.
                guard context.phase.pointee.compareExchange(
                    expected: Phase.armed.rawValue, desired: Phase.playing.rawValue, ordering: .acquiringAndReleasing).exchanged else { return 0 }
                phase = Phase.playing.rawValue
            }
            guard phase == Phase.playing.rawValue else { return 0 }
            // By the clock, not by the periods played: a period the server skipped (an
            // xrun) loses its own samples, and the rest still go out at their frames.
            let started = context.startedFrame.pointee.load(ordering: .relaxed)
            let now = periodStart + UInt64(offset)
            let position = now >= started ? Int(now - started) : 0
            let length = context.length.pointee.load(ordering: .relaxed)
            let count = min(Int(frames) - offset, length - position)
            if count > 0 { (output + offset).update(from: context.signal + position, count: count) }
            if position + max(count, 0) >= length {
                _ = context.phase.pointee.compareExchange(expected: Phase.playing.rawValue, desired: Phase.done.rawValue, ordering: .acquiringAndReleasing)
            }
            return 0
        }
        var callbacks = JackCallbacks(process: process, context: context) {
            signal.deallocate()
            context.pointee.length.deallocate()
            context.pointee.startFrame.deallocate()
            context.pointee.phase.deallocate()
            context.pointee.startedFrame.deallocate()
            context.deallocate()
        }
        if let captureLatency { callbacks.declareLatency(JackLatencyRange(frames: captureLatency), .capture, on: port) }
        try client.activate(with: callbacks)
    }

    public var sampleRate: Int { client.sampleRate }

    /// Plays `signal` (at most `seconds` long) from `frame` of the server's clock (one
    /// already past: at once), or from the next period. Stops what played before.
    public func play(_ signal: [Float], atFrame frame: UInt64? = nil) async {
        await stop()
        let count = min(signal.count, context.pointee.capacity)
        signal.withUnsafeBufferPointer { context.pointee.signal.update(from: $0.baseAddress!, count: count) }
        context.pointee.length.pointee.store(count, ordering: .relaxed)
        context.pointee.startFrame.pointee.store(frame ?? 0, ordering: .relaxed)
        context.pointee.startedFrame.pointee.store(0, ordering: .relaxed)
        context.pointee.phase.pointee.store(Phase.armed.rawValue, ordering: .releasing)
    }

    /// Silence from the next period on; returns once the process callback has let go of
    /// the signal (it may then be replaced).
    public func stop() async {
        let phase = context.pointee.phase.pointee.load(ordering: .acquiring)
        guard phase == Phase.armed.rawValue || phase == Phase.playing.rawValue else { return }
        context.pointee.phase.pointee.store(Phase.stopping.rawValue, ordering: .releasing)
        _ = await waitUntil(timeout: 5) { self.context.pointee.phase.pointee.load(ordering: .acquiring) == Phase.idle.rawValue }
    }

    /// The frame of the signal's first sample, once it went out.
    public var startedFrame: UInt64? {
        let phase = context.pointee.phase.pointee.load(ordering: .acquiring)
        guard phase == Phase.playing.rawValue || phase == Phase.done.rawValue else { return nil }
        return context.pointee.startedFrame.pointee.load(ordering: .relaxed)
    }

    /// Whether the whole signal has gone out.
    public var isDone: Bool { context.pointee.phase.pointee.load(ordering: .acquiring) == Phase.done.rawValue }

    /// Leaves the server; the client then frees the signal.
    public func close() { client.close() }
}
