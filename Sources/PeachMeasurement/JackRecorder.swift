import Foundation
import PeachCore
import Synchronization
import PeachJack

/// A second JACK client that records one input into memory, with the absolute frame time
/// of every sample: what the tests measure is what really came out of Peach's ports.
public final class JackRecorder: @unchecked Sendable {
    struct Context {
        let clock: JackFrameClock
        let port: JackPort<AudioIn>
        let samples: UnsafeMutablePointer<Float>
        let capacity: Int
        let written: UnsafeMutablePointer<Atomic<Int>>
        let firstFrame: UnsafeMutablePointer<Atomic<UInt64>>
        let recording: UnsafeMutablePointer<Atomic<Bool>>
        let periodStarts: UnsafeMutablePointer<(index: Int, frame: UInt64)>
        let periodCapacity: Int
        let periodCount: UnsafeMutablePointer<Atomic<Int>>
        /// Where on JACK's clock the server reported each xrun (any client late), the first
        /// `xrunCapacity`; written by the notification thread, one at a time.
        let xrunFrames: UnsafeMutablePointer<Atomic<UInt64>>
        let xrunCount: UnsafeMutablePointer<Atomic<Int>>
    }
    static let xrunCapacity = 256

    public let client: JackClient
    public let inputPort: String
    private let context: UnsafeMutablePointer<Context>

    /// `playbackLatency`: frames the recorder declares on its input, as a sound card's
    /// playback port declares what lies between it and the speaker; none by default.
    public init(
        name: String = "rec-\(UUID().uuidString.prefix(8))", serverName: String? = nil, seconds: Double, playbackLatency: Int? = nil
    ) throws {
        client = try JackClient(name: name, serverName: serverName)
        let port = try client.registerPort("in", as: AudioIn.self)
        inputPort = port.name
        let capacity = Int(seconds * Double(client.sampleRate))
        let samples = UnsafeMutablePointer<Float>.allocate(capacity: capacity)
        samples.initialize(repeating: 0, count: capacity)
        let written = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: 1)
        written.initialize(to: Atomic(0))
        let firstFrame = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: 1)
        firstFrame.initialize(to: Atomic(0))
        let recording = UnsafeMutablePointer<Atomic<Bool>>.allocate(capacity: 1)
        recording.initialize(to: Atomic(false))
        let periodCapacity = capacity / 16 + 1
        let periodStarts = UnsafeMutablePointer<(index: Int, frame: UInt64)>.allocate(capacity: periodCapacity)
        periodStarts.initialize(repeating: (0, 0), count: periodCapacity)
        let periodCount = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: 1)
        periodCount.initialize(to: Atomic(0))
        let xrunFrames = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: Self.xrunCapacity)
        for index in 0..<Self.xrunCapacity { (xrunFrames + index).initialize(to: Atomic(0)) }
        let xrunCount = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: 1)
        xrunCount.initialize(to: Atomic(0))
        let context = UnsafeMutablePointer<Context>.allocate(capacity: 1)
        context.initialize(to: Context(
            clock: client.frameClock, port: port, samples: samples, capacity: capacity,
            written: written, firstFrame: firstFrame, recording: recording,
            periodStarts: periodStarts, periodCapacity: periodCapacity, periodCount: periodCount,
            xrunFrames: xrunFrames, xrunCount: xrunCount))
        self.context = context
        let process: JackCallbacks.Process = { frames, argument in
            let context = argument!.assumingMemoryBound(to: Context.self).pointee
            guard context.recording.pointee.load(ordering: .acquiring),
                  let input = context.port.samples(frames) else { return 0 }
            let now = UInt64(context.clock.periodStart)
            let offset = context.written.pointee.load(ordering: .relaxed)
            if offset == 0 {
                context.firstFrame.pointee.store(now, ordering: .relaxed)
            }
            // The samples stay contiguous (what came out, in order); each period's frame
            // time is noted, so a period JACK skipped (an xrun) does not shift frame times.
            let period = context.periodCount.pointee.load(ordering: .relaxed)
            let count = min(Int(frames), context.capacity - offset)
            if count > 0, period < context.periodCapacity {
                (context.samples + offset).update(from: input, count: count)
                context.periodStarts[period] = (offset, now)
                context.periodCount.pointee.store(period + 1, ordering: .releasing)
                context.written.pointee.store(offset + count, ordering: .releasing)
            }
            return 0
        }
        var callbacks = JackCallbacks(process: process, context: context) {
            samples.deallocate()
            written.deallocate()
            firstFrame.deallocate()
            recording.deallocate()
            periodStarts.deallocate()
            periodCount.deallocate()
            xrunFrames.deallocate()
            xrunCount.deallocate()
            context.deallocate()
        }
        callbacks.xrun = ({ argument in
            let context = argument!.assumingMemoryBound(to: Context.self).pointee
            let count = context.xrunCount.pointee.load(ordering: .relaxed)
            if count < JackRecorder.xrunCapacity {
                context.xrunFrames[count].store(UInt64(context.clock.now), ordering: .relaxed)
                context.xrunCount.pointee.store(count + 1, ordering: .releasing)
            }
            return 0
        }, UnsafeMutableRawPointer(context))
        if let playbackLatency { callbacks.declareLatency(JackLatencyRange(frames: playbackLatency), .playback, on: port) }
        try client.activate(with: callbacks)
    }

    public var sampleRate: Int { client.sampleRate }

    public func start() { context.pointee.recording.pointee.store(true, ordering: .releasing) }
    public func stop() { context.pointee.recording.pointee.store(false, ordering: .releasing) }

    /// Samples recorded so far.
    public var recordedCount: Int { context.pointee.written.pointee.load(ordering: .acquiring) }

    /// Whether anything but silence was recorded from sample `index` on: what a test polls
    /// for to know a tone sounds, without copying the recording.
    public func heardSound(from index: Int = 0) -> Bool {
        let count = recordedCount
        guard index < count else { return false }
        return UnsafeBufferPointer(start: context.pointee.samples + index, count: count - index).contains { $0 != 0 }
    }

    /// Whether the recording has used all of its `seconds`: nothing more is recorded.
    public var isFull: Bool { recordedCount >= context.pointee.capacity }

    /// The JACK frame just after the last recorded sample; nil before the first period.
    public var recordedThroughFrame: UInt64? {
        let periods = context.pointee.periodCount.pointee.load(ordering: .acquiring)
        guard periods > 0 else { return nil }
        let last = context.pointee.periodStarts[periods - 1]
        return last.frame + UInt64(recordedCount - last.index)
    }

    /// Waits until the recording holds JACK frame `frame` (a fact on JACK's clock, however
    /// slow the machine); false after `timeout` seconds.
    public func waitUntilRecorded(throughFrame frame: UInt64, timeout: Double = 10) async -> Bool {
        await waitUntil(timeout: timeout) { (self.recordedThroughFrame ?? 0) > frame }
    }

    /// Waits until `seconds` more of the input are recorded: a stretch of JACK's time.
    public func waitForRecording(seconds: Double, timeout: Double = 10) async -> Bool {
        let target = recordedCount + Int(seconds * Double(client.sampleRate))
        return await waitUntil(timeout: timeout) { self.recordedCount >= target }
    }

    /// The samples recorded from sample `index` on, and the JACK frame of the first of them
    /// (counted back from the last period: right where no period was skipped since `index`),
    /// without copying the rest of the recording: what a client listening as it goes reads.
    public func samples(from index: Int) -> (samples: [Float], frame: UInt64)? {
        let periods = context.pointee.periodCount.pointee.load(ordering: .acquiring)
        let count = context.pointee.written.pointee.load(ordering: .acquiring)
        guard periods > 0, index < count else { return nil }
        let last = context.pointee.periodStarts[periods - 1]
        let frame = UInt64(Int64(last.frame) + Int64(index - last.index))
        return (Array(UnsafeBufferPointer(start: context.pointee.samples + index, count: count - index)), frame)
    }

    /// What was recorded so far, and the frame time of its first sample.
    public func recording() -> Recording {
        let periods = context.pointee.periodCount.pointee.load(ordering: .acquiring)
        let count = context.pointee.written.pointee.load(ordering: .acquiring)
        return Recording(
            samples: Array(UnsafeBufferPointer(start: context.pointee.samples, count: count)),
            firstFrame: context.pointee.firstFrame.pointee.load(ordering: .relaxed),
            sampleRate: client.sampleRate,
            periodStarts: Array(UnsafeBufferPointer(start: context.pointee.periodStarts, count: periods)))
    }

    /// Where on JACK's clock the server reported an xrun while this client was open (to
    /// within a period or so): stretches whose sound a measurement cannot vouch for.
    public var xrunFrames: [UInt64] {
        let count = context.pointee.xrunCount.pointee.load(ordering: .acquiring)
        return (0..<count).map { context.pointee.xrunFrames[$0].load(ordering: .relaxed) }
    }

    /// Leaves the server; the client then frees the recording.
    public func close() {
        client.close()
    }
}

public struct Recording: Sendable {
    public var samples: [Float]
    public var firstFrame: UInt64
    public var sampleRate: Int
    /// Where each recorded period starts in `samples`, and its JACK frame time.
    public var periodStarts: [(index: Int, frame: UInt64)] = []

    public init(samples: [Float], firstFrame: UInt64, sampleRate: Int, periodStarts: [(index: Int, frame: UInt64)] = []) {
        self.samples = samples
        self.firstFrame = firstFrame
        self.sampleRate = sampleRate
        self.periodStarts = periodStarts
    }

    /// The sample index of a JACK frame (through the period table, so skipped periods count).
    public func index(ofFrame frame: UInt64) -> Int {
        guard let period = periodStarts.last(where: { $0.frame <= frame }) else { return Int(Int64(bitPattern: frame &- firstFrame)) }
        return period.index + Int(frame - period.frame)
    }

    /// The samples placed at their frames (sample i is frame `firstFrame + i`), silence where
    /// no period was recorded, and those stretches: what a measurement across an xrun, when
    /// the server skipped the recorder, has to leave out rather than read as silence.
    public func alignedToFrames() -> (samples: [Float], missed: [Range<Int>]) {
        guard let first = periodStarts.first, first.index == 0 else { return (samples, []) }
        var aligned: [Float] = [], missed: [Range<Int>] = []
        aligned.reserveCapacity(samples.count)
        for (number, period) in periodStarts.enumerated() {
            let end = number + 1 < periodStarts.count ? periodStarts[number + 1].index : samples.count
            let start = Int(Int64(bitPattern: period.frame &- firstFrame))
            guard start >= 0 else { continue }
            if start > aligned.count {
                missed.append(aligned.count..<start)
                aligned.append(contentsOf: repeatElement(0, count: start - aligned.count))
            } else if start < aligned.count {
                // A period JACK dated earlier than the last one's end: keep the newer samples.
                aligned.removeLast(aligned.count - start)
            }
            aligned.append(contentsOf: samples[period.index..<end])
        }
        return (aligned, missed)
    }

    /// Whether the samples `range` may be spliced: the recorder was skipped inside them, or
    /// the server reported an xrun (any client late) within `margin` frames of them. A fit
    /// across such a stretch measures the splice, not the sound.
    public func isDisturbed(_ range: ClosedRange<Int>, xrunFrames: [UInt64], margin: Int) -> Bool {
        let first = frame(atIndex: range.lowerBound), last = frame(atIndex: range.upperBound)
        if last &- first != UInt64(range.count - 1) { return true }
        return xrunFrames.contains { $0 &+ UInt64(margin) >= first && $0 <= last &+ UInt64(margin) }
    }

    /// The JACK frame of a sample index.
    public func frame(atIndex index: Int) -> UInt64 {
        guard let period = periodStarts.last(where: { $0.index <= index }) else { return firstFrame &+ UInt64(index) }
        return period.frame &+ UInt64(index - period.index)
    }
}

/// Polls until `condition` holds or `timeout` seconds pass.
public func waitUntil(timeout: Double = 5, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 2_000_000)
    }
    return condition()
}

/// A unique client name for tests that share the server.
public func uniqueName(_ prefix: String) -> String { "\(prefix)-\(UUID().uuidString.prefix(8))" }

extension Recording {
    /// Runs of sound separated by at least `silence` zero samples.
    public func segments(silence: Int = 200) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        var start: Int?
        var lastSound = -1
        for (index, sample) in samples.enumerated() where sample != 0 {
            if let s = start, index - lastSound > silence {
                result.append(s...lastSound)
                start = index
            } else if start == nil {
                start = index
            }
            lastSound = index
        }
        if let s = start { result.append(s...lastSound) }
        return result
    }

    /// Where each run of sound (`segments(silence:)`) is heard to begin, as a sample index:
    /// where its envelope first comes within 15 dB of its maximum (`PerceptualOnset`), the
    /// rule Peach places its own notes and what it hears by.
    public func perceivedOnsets(silence: Int = 200) -> [Int] {
        let before = PerceptualOnset.framesBefore(sampleRate: sampleRate), after = PerceptualOnset.framesAfter(sampleRate: sampleRate)
        return samples.withUnsafeBufferPointer { all in
            segments(silence: silence).map { segment in
                let from = max(0, segment.lowerBound - before), to = min(all.count, segment.lowerBound + after)
                return from + PerceptualOnset.index(in: UnsafeBufferPointer(rebasing: all[from..<to]), found: segment.lowerBound - from, sampleRate: sampleRate)
            }
        }
    }
}
