import Foundation

/// Follows what the musician sings or plays against the target, hop by hop, and decides
/// when the match is taken: once the pitch's centre has stayed within the window (±50
/// cents) for the hold time without a break, moving no faster than `fastestDrift` over it
/// (a glide through the target is no held note), the match is what that held stretch settled
/// at (`HeldStretch`: the median of its vibrato cycles' means since the last correction).
/// The centre is the median of the last vibrato cycle's pitches: a singer's ±50-cent vibrato
/// around the target holds, though it swings out of the window twice a cycle. The first
/// attempt is the median of the stretch that begins a little after the note does, past the
/// attack's scoop.
public struct SungPitchTracker: Sendable {
    /// How far from the target the pitch may wander while it is held.
    public static let window: Cents = 50
    /// Past the attack: the first attempt is read from here on …
    public static let attackSeconds = 0.1
    /// … over this long (a whole cycle of a singer's vibrato, 5–6 Hz).
    public static let firstAttemptSeconds = 0.2
    /// A gap in the pitch longer than this (a breath, a consonant) ends a held stretch.
    public static let longestGapSeconds = 0.06
    /// The centre is taken over this long: a cycle of the slowest usual vibrato (5.5 Hz).
    public static let centreSeconds = 0.18
    /// A pad press before the hold is done takes this last stretch.
    public static let recentSeconds = 0.3
    /// A held note is a steady one: its centre (each vibrato cycle's mean) may move at most
    /// this fast over the hold, fitted by a line (cents a second). A singer's drift of 10
    /// cents a second passes; a glide through the target at 50 or more does not, however
    /// long it stays within the window (at 100 cents a second, a whole second).
    public static let fastestDrift = 30.0

    public let target: Frequency
    public let octaveFree: Bool
    public let holdSeconds: Double
    public let sampleRate: Int

    /// The latest pitch heard, in cents from the target (the needle); nil while none is heard.
    public private(set) var needle: Cents?
    /// The held stretch so far.
    private var held: HeldStretch?
    private var lastPitchFrame: UInt64?
    /// The frame of the note's first pitch, and the pitches from which the first attempt is read.
    private var noteStart: UInt64?
    private var firstAttemptCents: [Double] = []
    /// The pitches of the last `recentSeconds`: the centre, and a pad press before the hold is done.
    private var recent: [(frame: UInt64, cents: Double)] = []
    /// The held stretch's cycle means of the last hold: how fast its centre moves.
    private var centres: [(frame: UInt64, cents: Double)] = []

    public init(target: Frequency, octaveFree: Bool, holdSeconds: Double, sampleRate: Int) {
        self.target = target
        self.octaveFree = octaveFree
        self.holdSeconds = holdSeconds
        self.sampleRate = sampleRate
    }

    /// The cents from the target of a heard frequency; with `octaveFree` the nearest octave
    /// of the target counts (a bass voice matching a treble note).
    public func cents(of frequency: Frequency) -> Double {
        let cents = 1200 * log2(frequency.hertz / target.hertz)
        guard octaveFree else { return cents }
        return cents - 1200 * (cents / 1200).rounded()
    }

    /// How much of the hold time the current stretch has held, 0 … 1.
    public var holdProgress: Double {
        guard let held, let last = lastPitchFrame else { return 0 }
        return min(1, max(0, Self.seconds(from: held.start, to: last, rate: Double(sampleRate)) / holdSeconds))
    }

    /// Takes one event; returns the match once the hold is complete.
    public mutating func hear(_ event: HeardEvent) -> SungMatch? {
        switch event {
        case let .pitch(pitch): return hear(cents: cents(of: pitch.frequency), at: pitch.frame)
        case let .noPitch(frame, _):
            needle = nil
            if let last = lastPitchFrame, Self.seconds(from: last, to: frame, rate: Double(sampleRate)) > Self.longestGapSeconds { breakOff() }
            return nil
        case .onset, .unusable: return nil
        }
    }

    private mutating func hear(cents: Double, at frame: UInt64) -> SungMatch? {
        needle = Cents(cents)
        // Dated before the last pitch: shown, but it adds nothing to what is held.
        if let last = lastPitchFrame, Self.seconds(from: last, to: frame, rate: Double(sampleRate)) < 0 { return nil }
        let rate = Double(sampleRate)
        if let last = lastPitchFrame, Self.seconds(from: last, to: frame, rate: rate) > Self.longestGapSeconds { breakOff() }
        lastPitchFrame = frame
        let start = noteStart ?? frame
        noteStart = start
        let sinceStart = Self.seconds(from: start, to: frame, rate: rate)
        if sinceStart >= Self.attackSeconds && sinceStart < Self.attackSeconds + Self.firstAttemptSeconds {
            firstAttemptCents.append(cents)
        }
        recent.append((frame, cents))
        // Kept for the centre and for a pad press (the last 0.3 s).
        if let stale = recent.firstIndex(where: { Self.seconds(from: $0.frame, to: frame, rate: rate) <= Self.recentSeconds }), stale > 0 {
            recent.removeFirst(stale)
        }
        let cycle = recent.filter { Self.seconds(from: $0.frame, to: frame, rate: rate) < Self.centreSeconds }
        guard abs(Self.median(cycle.map(\.cents))) <= Self.window.value else {
            held = nil
            centres.removeAll()
            return nil
        }
        var stretch = held ?? HeldStretch(start: frame)
        stretch.add(cents: cents, at: frame, cycle: cycle, rate: rate, cycleSeconds: Self.centreSeconds)
        held = stretch
        if let mean = HeldStretch.mean(of: cycle, cycleSeconds: Self.centreSeconds, rate: rate) { centres.append((frame, mean)) }
        if let old = centres.firstIndex(where: { Self.seconds(from: $0.frame, to: frame, rate: rate) <= holdSeconds }), old > 0 {
            centres.removeFirst(old)
        }
        guard Self.seconds(from: stretch.start, to: frame, rate: rate) >= holdSeconds,
              stretch.isSettled(at: frame, rate: rate, cycleSeconds: Self.centreSeconds),
              abs(drift(rate: rate)) <= Self.fastestDrift else { return nil }
        return SungMatch(
            firstAttempt: firstAttempt(orElse: stretch.pitches.map(\.cents)), held: stretch.value(rate: rate, cycleSeconds: Self.centreSeconds))
    }

    /// A breath or a consonant: a new note begins after it, with a centre of its own.
    private mutating func breakOff() {
        held = nil
        recent.removeAll()
        centres.removeAll()
    }

    /// How fast the centre moved over the last hold, cents a second: the slope of a line
    /// fitted to its cycle means (0 with fewer than three, as gaps leave).
    private func drift(rate: Double) -> Double {
        guard centres.count >= 3, let first = centres.first?.frame else { return 0 }
        let times = centres.map { Self.seconds(from: first, to: $0.frame, rate: rate) }, values = centres.map(\.cents)
        let meanTime = times.reduce(0, +) / Double(times.count), meanValue = values.reduce(0, +) / Double(values.count)
        let spread = times.reduce(0) { $0 + ($1 - meanTime) * ($1 - meanTime) }
        guard spread > 0 else { return 0 }
        return zip(times, values).reduce(0) { $0 + ($1.0 - meanTime) * ($1.1 - meanValue) } / spread
    }

    /// The match taken now (a pad press): the held stretch so far, or else the last 0.3 s of
    /// pitches; nil when nothing was heard.
    public func takeNow() -> SungMatch? {
        let rate = Double(sampleRate)
        if let held, !held.pitches.isEmpty {
            return SungMatch(
                firstAttempt: firstAttempt(orElse: held.pitches.map(\.cents)), held: held.value(rate: rate, cycleSeconds: Self.centreSeconds))
        }
        guard let last = recent.last else { return nil }
        let cents = recent.filter { Self.seconds(from: $0.frame, to: last.frame, rate: rate) <= Self.recentSeconds }.map(\.cents)
        return SungMatch(firstAttempt: firstAttempt(orElse: cents), held: Cents(Self.median(cents)))
    }

    /// Seconds from one frame to another, negative when the second is earlier: an analyser
    /// dates each pitch by the span it measured, and a span that changes length with the
    /// period can date a pitch a little before the last one.
    static func seconds(from earlier: UInt64, to later: UInt64, rate: Double) -> Double {
        Double(Int64(bitPattern: later &- earlier)) / rate
    }

    private func firstAttempt(orElse cents: [Double]) -> Cents {
        Cents(Self.median(firstAttemptCents.isEmpty ? cents : firstAttemptCents))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
