import Foundation
import Synchronization
import PeachCore

/// A click player whose clicks the test starts by hand; records every click with its frame.
public final class MockClickPlayer: ClickPlayer, @unchecked Sendable {
    public struct Click {
        public var sound: ClickSound
        public var frame: UInt64
        public var handle: MockHandle
    }

    private let lock = NSLock()
    private var scheduled: [Click] = []
    public let clockFrame = Atomic<UInt64>(48_000)
    public var reportedLatency = StudioLatency.none(sampleRate: 48_000)
    public var failNextClick: AudioError?

    public init() {}

    public var clicks: [Click] { lock.withLock { scheduled } }
    public var clickCount: Int { lock.withLock { scheduled.count } }

    public func now() -> AudioTime { AudioTime(frame: clockFrame.load(ordering: .relaxed), sampleRate: 48_000) }

    public func click(_ sound: ClickSound, at frame: UInt64) throws -> any PlaybackHandle {
        try lock.withLock {
            if let failure = failNextClick {
                failNextClick = nil
                throw failure
            }
            let handle = MockHandle(tone: Tone(frequency: Frequency(hertz: 1_000), duration: 0.025))
            scheduled.append(Click(sound: sound, frame: frame, handle: handle))
            return handle
        }
    }

    public func latency() -> StudioLatency { lock.withLock { reportedLatency } }

    /// Starts (and ends) every click up to `frame`, moving the clock there, as the audio
    /// thread would.
    public func play(through frame: UInt64) {
        clockFrame.store(frame, ordering: .relaxed)
        for click in clicks where click.frame <= frame && !click.handle.isEnded {
            click.handle.finish()
        }
    }
}
