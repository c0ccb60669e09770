import Foundation
import Synchronization
import PeachCore

/// A note player whose tones the test drives; records every request.
public final class MockNotePlayer: NotePlayer, @unchecked Sendable {
    public init() {}
    public struct PairRequest {
        public var first: MockHandle
        public var gap: Double
        public var second: MockHandle
        public var start: AudioTime?
    }

    private let lock = NSLock()
    public private(set) var pairs: [PairRequest] = []
    public private(set) var started: [MockHandle] = []
    public var failNextRequest: AudioError?
    public let clockFrame = Atomic<UInt64>(48_000)

    public func now() -> AudioTime { AudioTime(frame: clockFrame.load(ordering: .relaxed), sampleRate: 48_000) }

    public func play(_ tone: Tone) async throws {
        let handle = try await start(tone)
        try await handle.ended()
    }

    public func playPair(_ first: Tone, gap: Double, _ second: Tone, startingAt start: AudioTime?) async throws
        -> (first: any PlaybackHandle, second: any PlaybackHandle)
    {
        try lock.withLock {
            if let failure = failNextRequest {
                failNextRequest = nil
                throw failure
            }
            let request = PairRequest(first: MockHandle(tone: first), gap: gap, second: MockHandle(tone: second), start: start)
            pairs.append(request)
            return (request.first, request.second)
        }
    }

    public func start(_ tone: Tone) async throws -> any PlaybackHandle {
        try lock.withLock {
            if let failure = failNextRequest {
                failNextRequest = nil
                throw failure
            }
            let handle = MockHandle(tone: tone)
            started.append(handle)
            return handle
        }
    }

    /// Tones scheduled at a frame, in order.
    public private(set) var scheduled: [(handle: MockHandle, time: AudioTime)] = []

    public func start(_ tone: Tone, at time: AudioTime) async throws -> any PlaybackHandle {
        try lock.withLock {
            if let failure = failNextRequest {
                failNextRequest = nil
                throw failure
            }
            let handle = MockHandle(tone: tone)
            scheduled.append((handle, time))
            return handle
        }
    }

    /// Keys sounded as the musician played them.
    public private(set) var keys: [Tone] = []
    public func sound(key tone: Tone) async {
        lock.withLock { keys.append(tone) }
    }
    public var soundedKeys: [Tone] { lock.withLock { keys } }

    /// Every tone's rise to where it is heard, frames: as a sine's 5 ms ramp, unless a test sets another.
    public let attack = Atomic<Int>(43)
    public func attackFrames(of tone: Tone) -> Int { attack.load(ordering: .relaxed) }

    public var scheduledHandles: [(handle: MockHandle, time: AudioTime)] { lock.withLock { scheduled } }
    public var pairCount: Int { lock.withLock { pairs.count } }
    public var lastPair: PairRequest? { lock.withLock { pairs.last } }
    public var startedCount: Int { lock.withLock { started.count } }
    public var lastStarted: MockHandle? { lock.withLock { started.last } }
}
