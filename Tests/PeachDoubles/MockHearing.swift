import Foundation
import PeachCore
import Synchronization

/// The audio input as a test plays it: `hear` sends events to the session that listens.
public final class MockHearing: InputHearing, Sendable {
    public let sampleRate: Int
    private let state = Mutex((connected: true, latency: 0))
    public var isConnected: Bool {
        get { state.withLock { $0.connected } }
        set { state.withLock { $0.connected = newValue } }
    }
    public var captureLatencyFrames: Int {
        get { state.withLock { $0.latency } }
        set { state.withLock { $0.latency = newValue } }
    }
    private let sink = Mutex<AsyncStream<HeardEvent>.Continuation?>(nil)
    private let starts = Mutex(0)

    public init(sampleRate: Int = 48000) { self.sampleRate = sampleRate }

    public func startHearing() -> AsyncStream<HeardEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: HeardEvent.self)
        sink.withLock { $0?.finish(); $0 = continuation }
        starts.withLock { $0 += 1 }
        return stream
    }

    public func stopHearing() {
        sink.withLock { $0?.finish(); $0 = nil }
    }

    /// Whether a session listens now, and how many times one began to.
    public var isHearing: Bool { sink.withLock { $0 != nil } }
    public var startCount: Int { starts.withLock { $0 } }

    public func hear(_ event: HeardEvent) {
        _ = sink.withLock { $0?.yield(event) }
    }

    /// A held pitch `cents` from `target`, one event a hop of 256 frames from `frame` on.
    public func sing(_ target: Frequency, cents: (Int) -> Double, hops: Int, from frame: UInt64) {
        for hop in 0..<hops {
            let frequency = Frequency(hertz: target.hertz * pow(2, cents(hop) / 1200))
            hear(.pitch(HeardPitch(frame: frame + UInt64(hop * 256), frequency: frequency, confidence: 0.98, level: -20)))
        }
    }
}
