import Foundation
import Synchronization
@testable import PeachCore

/// A tone the test starts and ends by hand; records stops and retunes.
final class MockHandle: PlaybackHandle, @unchecked Sendable {
    let tone: Tone
    private let lock = NSLock()
    private var hasStarted = false, hasEnded = false
    private var failure: AudioError?
    private var startWaiters: [CheckedContinuation<Void, Error>] = []
    private var endWaiters: [CheckedContinuation<Void, Error>] = []
    private(set) var stopCount = 0
    private(set) var retunes: [Frequency] = []

    init(tone: Tone) { self.tone = tone }

    func begin() {
        let waiters = lock.withLock { () -> [CheckedContinuation<Void, Error>] in
            hasStarted = true
            defer { startWaiters = [] }
            return startWaiters
        }
        waiters.forEach { $0.resume() }
    }

    func finish() {
        let waiters = lock.withLock { () -> [CheckedContinuation<Void, Error>] in
            hasStarted = true
            hasEnded = true
            defer { startWaiters = []; endWaiters = [] }
            return startWaiters + endWaiters
        }
        waiters.forEach { $0.resume() }
    }

    func fail(_ error: AudioError) {
        let waiters = lock.withLock { () -> [CheckedContinuation<Void, Error>] in
            failure = error
            defer { startWaiters = []; endWaiters = [] }
            return startWaiters + endWaiters
        }
        waiters.forEach { $0.resume(throwing: error) }
    }

    var isStarted: Bool { lock.withLock { hasStarted } }
    var isEnded: Bool { lock.withLock { hasEnded } }

    func started() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            lock.lock()
            if let failure {
                lock.unlock()
                continuation.resume(throwing: failure)
            } else if hasStarted || hasEnded {
                lock.unlock()
                continuation.resume()
            } else {
                startWaiters.append(continuation)
                lock.unlock()
            }
        }
    }

    func ended() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            lock.lock()
            if let failure {
                lock.unlock()
                continuation.resume(throwing: failure)
            } else if hasEnded {
                lock.unlock()
                continuation.resume()
            } else {
                endWaiters.append(continuation)
                lock.unlock()
            }
        }
    }

    func stop() async {
        lock.withLock { stopCount += 1 }
        finish()
    }

    func retune(to frequency: Frequency) async {
        lock.withLock { retunes.append(frequency) }
    }
}

/// A note player whose tones the test drives; records every request.
final class MockNotePlayer: NotePlayer, @unchecked Sendable {
    struct PairRequest {
        var first: MockHandle
        var gap: Double
        var second: MockHandle
        var start: AudioTime?
    }

    private let lock = NSLock()
    private(set) var pairs: [PairRequest] = []
    private(set) var started: [MockHandle] = []
    var failNextRequest: AudioError?
    let clockFrame = Atomic<UInt64>(48_000)

    func now() -> AudioTime { AudioTime(frame: clockFrame.load(ordering: .relaxed), sampleRate: 48_000) }

    func play(_ tone: Tone) async throws {
        let handle = try await start(tone)
        try await handle.ended()
    }

    func playPair(_ first: Tone, gap: Double, _ second: Tone, startingAt start: AudioTime?) async throws
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

    func start(_ tone: Tone) async throws -> any PlaybackHandle {
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

    var pairCount: Int { lock.withLock { pairs.count } }
    var lastPair: PairRequest? { lock.withLock { pairs.last } }
    var startedCount: Int { lock.withLock { started.count } }
    var lastStarted: MockHandle? { lock.withLock { started.last } }
}

/// Records completed trials, and the session state at the moment it was told.
final class RecordingObserver: ComparisonObserver, PitchMatchingObserver, TrainingRecorder, @unchecked Sendable {
    private let lock = NSLock()
    private(set) var comparisons: [CompletedComparison] = []
    private(set) var matches: [CompletedPitchMatching] = []
    var onComparison: (@Sendable () async -> Void)?
    /// As a recorder: fail every write from now on (a full disk).
    var failure: String?

    func comparisonCompleted(_ completed: CompletedComparison) async {
        await onComparison?()
        lock.withLock { comparisons.append(completed) }
    }

    func pitchMatchingCompleted(_ completed: CompletedPitchMatching) async {
        lock.withLock { matches.append(completed) }
    }

    func record(_ completed: CompletedComparison) async throws {
        if let failure = lock.withLock({ self.failure }) { throw SaveFailure(failure) }
        await comparisonCompleted(completed)
    }

    func record(_ completed: CompletedPitchMatching) async throws {
        if let failure = lock.withLock({ self.failure }) { throw SaveFailure(failure) }
        await pitchMatchingCompleted(completed)
    }

    var comparisonCount: Int { lock.withLock { comparisons.count } }
    var matchCount: Int { lock.withLock { matches.count } }
}

/// Settings the test can change between trials; counts the reads.
final class MockSettings: TrainingSettingsSource, @unchecked Sendable {
    private let lock = NSLock()
    private var value: TrainingSettings
    private(set) var reads = 0

    init(_ value: TrainingSettings = .defaults) { self.value = value }

    func update(_ change: (inout TrainingSettings) -> Void) { lock.withLock { change(&value) } }
    func currentSettings() async -> TrainingSettings { lock.withLock { reads += 1; return value } }
    var readCount: Int { lock.withLock { reads } }
}

struct MockChainHistory: ChainHistory {
    var stored: [ListeningTask: ChainState] = [:]
    func chain(of task: ListeningTask) async -> ChainState? { stored[task] }
}

/// Time that moves only when asked; sleeps return at once and are recorded.
final class MockClock: TrainingClock, @unchecked Sendable {
    private let lock = NSLock()
    private(set) var sleeps: [Double] = []
    func now() -> Date { Date(timeIntervalSince1970: 1_800_000_000) }
    func sleep(seconds: Double) async throws {
        lock.withLock { sleeps.append(seconds) }
        await Task.yield()
        try Task.checkCancellation()
    }
    var sleepCount: Int { lock.withLock { sleeps.count } }
}

/// Holds whoever waits until it is opened (a slow disk, say), then lets everyone through.
final class Gate: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        await withCheckedContinuation { continuation in
            let passes = lock.withLock {
                if !isOpen { waiters.append(continuation) }
                return isOpen
            }
            if passes { continuation.resume() }
        }
    }

    func open() {
        let waiting = lock.withLock {
            isOpen = true
            defer { waiters = [] }
            return waiters
        }
        for waiter in waiting { waiter.resume() }
    }
}

/// Polls until `condition` holds (the sessions run on their own actor).
func eventually(_ timeout: Double = 2, _ condition: @escaping () async -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if await condition() { return true }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return await condition()
}
