import Foundation
import PeachRealTime
import Synchronization

/// The analysis thread: it takes what the audio thread captured from `in`, period by
/// period, and hands each period to the handler with the frame of its first sample, on
/// this thread (an analyser keeps its state here, never on the audio thread).
final class InputListener: @unchecked Sendable {
    typealias Handler = @Sendable (UnsafeBufferPointer<Float>, UInt64) -> Void

    private let input: InputCapture
    private let stopping = Atomic<Bool>(false)
    private let done = DispatchSemaphore(value: 0)

    init(_ input: InputCapture, handler: @escaping Handler) {
        self.input = input
        // What waited from an earlier listener is stale: whole periods are dropped, so that
        // samples and their frames stay paired.
        Self.drain(input)
        input.listening.pointee.store(true, ordering: .releasing)
        let thread = Thread { [self] in run(handler) }
        thread.name = "peach-listen"
        thread.start()
    }

    private func run(_ handler: Handler) {
        let scratch = UnsafeMutablePointer<Float>.allocate(capacity: input.samples.capacity)
        defer {
            scratch.deallocate()
            done.signal()
        }
        while !stopping.load(ordering: .acquiring) {
            PumpWake.wait(input.ready, upTo: 50_000_000)
            var period = CapturedPeriod()
            while !stopping.load(ordering: .relaxed), input.periods.pop(into: &period), input.samples.pop(into: scratch, count: period.count) {
                handler(UnsafeBufferPointer(start: scratch, count: period.count), period.frame)
            }
        }
    }

    /// Stops capturing and waits for the thread to finish its period.
    func stop() {
        input.listening.pointee.store(false, ordering: .releasing)
        stopping.store(true, ordering: .releasing)
        PumpWake.post(input.ready)
        done.wait()
    }

    private static func drain(_ input: InputCapture) {
        let scratch = UnsafeMutablePointer<Float>.allocate(capacity: input.samples.capacity)
        defer { scratch.deallocate() }
        var period = CapturedPeriod()
        while input.periods.pop(into: &period), input.samples.pop(into: scratch, count: period.count) {}
    }
}

extension AudioEngine {
    /// Starts hearing `in`: each period, with the engine-clock frame of its first sample,
    /// goes to `handler` on a thread of its own, until `stopListening` (a new call replaces
    /// the handler). Periods the thread could not take in time are dropped whole and counted.
    public func listen(_ handler: @escaping @Sendable (UnsafeBufferPointer<Float>, UInt64) -> Void) {
        // Under the listener's lock from stop to start: one reader of the rings at a time,
        // and `close` or `suspend` (which take the membership away, then stop the listener
        // before its memory goes) cannot slip between the look and the start.
        listener.withLock { listener in
            listener?.stop()
            listener = nil
            guard let memory = state.withLock({ $0.member?.memory }) else { return }
            listener = InputListener(memory.engine.input, handler: handler)
        }
    }

    /// Stops hearing `in`; returns once the handler has been called for the last time.
    public func stopListening() {
        // Stopped under the lock, so that a `listen` beside it waits: one reader of the rings
        // at a time, and the old listener never clears the new one's flag.
        listener.withLock { listener in
            listener?.stop()
            listener = nil
        }
    }

    /// Periods of `in` dropped because the analysis thread fell behind (by two seconds of
    /// samples, or by 8192 periods at the smallest buffers).
    public var droppedInputPeriods: Int {
        state.withLock { state in
            state.member?.memory.engine.input.droppedPeriods.pointee.load(ordering: .relaxed) ?? 0
        }
    }

    /// Whether anything feeds `in` now; false while out of the graph.
    public var inputIsConnected: Bool {
        state.withLock { state in state.member.map { $0.ports.input.connectionCount > 0 } ?? false }
    }

    /// Frames from the singer's microphone to `in` (JACK's capture latency of its connections).
    public var inputCaptureLatency: Int {
        state.withLock { state in state.member?.ports.input.latency(.capture).max ?? 0 }
    }
}
