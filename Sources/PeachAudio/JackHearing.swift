import Foundation
import PeachCore
import Synchronization

/// The engine's input `in` as the sessions hear it: each period goes through an analyser
/// (made afresh for each hearing, used only on the engine's listening thread), and what it
/// heard goes to the session's stream. The analyser comes from the composition root, so
/// that the audio adapter knows nothing of how pitches are found.
public final class JackHearing: InputHearing, Sendable {
    private let engine: AudioEngine
    private let makeAnalyser: @Sendable () -> any InputAnalyser
    private let sink = Mutex<AsyncStream<HeardEvent>.Continuation?>(nil)

    public init(engine: AudioEngine, makeAnalyser: @escaping @Sendable () -> any InputAnalyser) {
        self.engine = engine
        self.makeAnalyser = makeAnalyser
    }

    public var sampleRate: Int { engine.sampleRate }
    public var isConnected: Bool { engine.inputIsConnected }
    public var captureLatencyFrames: Int { engine.inputCaptureLatency }

    public func startHearing() -> AsyncStream<HeardEvent> {
        stopHearing()
        // A slow reader loses the oldest events, never blocks the listening thread.
        let (events, continuation) = AsyncStream.makeStream(of: HeardEvent.self, bufferingPolicy: .bufferingNewest(4096))
        sink.withLock { $0 = continuation }
        let analyser = OneThread(makeAnalyser())
        engine.listen { block, frame in
            for event in analyser.value.analyse(block, startingAt: frame) { continuation.yield(event) }
        }
        return events
    }

    public func stopHearing() {
        engine.stopListening()
        sink.withLock { continuation in
            continuation?.finish()
            continuation = nil
        }
    }
}

/// A value used on one thread only (the analyser, on the listening thread), handed there
/// once: what `Sendable` cannot see.
private final class OneThread<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
