import Foundation

/// A note held within the window, as the sung-pitch tracker keeps it: its pitches, and the
/// means of the vibrato cycles that lie wholly inside it since the pitch last settled. The
/// held value is the median of those means: one cycle's mean cancels a vibrato's swing (the
/// raw median of a hold that is not a whole number of cycles sits up to 9 cents off a
/// ±50-cent vibrato's centre), and the median of many keeps a stray cycle from pulling it.
/// A correction (landing sharp, then settling) starts the value again from the cycles after
/// it, so that the pitch the singer settled on is what is stored.
struct HeldStretch: Sendable {
    /// Cycle means this far from the value so far, on one side, for `correctionSeconds` are a
    /// correction. A 0.18 s mean of a ±50-cent vibrato swings by up to 12 cents at 4.5 Hz
    /// (less at 5–7 Hz) and lags a drift a little; such a swing passes within a quarter
    /// cycle, a correction stays. A smaller correction blends into the value.
    static let correctionCents = 15.0
    static let correctionSeconds = 0.1
    /// A pitch this far from its cycle's median is a stray (an octave error, a crack): it is
    /// left out of the cycle's mean. Past a ±50-cent vibrato's reach from its centre.
    static let strayCents = 100.0
    /// A cycle with more than this share of it missing (a consonant too short to break the
    /// hold) gives no mean: part of a cycle does not cancel the swing. A hop or two lost
    /// here and there does not count.
    static let missingShare = 0.15

    let start: UInt64
    /// Where the value is read from: the start, or where the last correction was first seen.
    private(set) var settledFrom: UInt64
    private(set) var pitches: [(frame: UInt64, cents: Double)] = []
    private(set) var cycleMeans: [Double] = []
    /// Means that stray from the value on one side, since `frame`: a correction once they
    /// have lasted, else a swing (they join the value when they come back).
    private var pending: (frame: UInt64, above: Bool, means: [Double])?

    init(start: UInt64) {
        self.start = start
        settledFrom = start
    }

    /// Adds a pitch heard at `frame`, with the cycle (the last `cycleSeconds` of pitches) that
    /// ends with it.
    mutating func add(cents: Double, at frame: UInt64, cycle: [(frame: UInt64, cents: Double)], rate: Double, cycleSeconds: Double) {
        pitches.append((frame, cents))
        // The cycle lies wholly inside the stretch since the pitch settled once that is a cycle long.
        guard SungPitchTracker.seconds(from: settledFrom, to: frame, rate: rate) >= cycleSeconds,
              let mean = Self.mean(of: cycle, cycleSeconds: cycleSeconds, rate: rate) else { return }
        guard !cycleMeans.isEmpty else {
            cycleMeans.append(mean)
            return
        }
        let away = mean - SungPitchTracker.median(cycleMeans)
        guard abs(away) > Self.correctionCents else {
            cycleMeans += (pending?.means ?? []) + [mean]
            pending = nil
            return
        }
        if let started = pending, started.above == (away > 0) {
            pending?.means.append(mean)
            if SungPitchTracker.seconds(from: started.frame, to: frame, rate: rate) >= Self.correctionSeconds {
                settledFrom = started.frame
                cycleMeans.removeAll()
                pending = nil
            }
        } else {
            cycleMeans += pending?.means ?? []
            pending = (frame, away > 0, [mean])
        }
    }

    /// Whether the value says where the pitch settled: not while a correction may be under
    /// way, and after one, once a whole cycle has been heard since (the match waits for it
    /// rather than store a guess), or two cycles' time when gaps left no mean.
    func isSettled(at frame: UInt64, rate: Double, cycleSeconds: Double) -> Bool {
        guard pending == nil else { return false }
        return !cycleMeans.isEmpty || settledFrom == start
            || SungPitchTracker.seconds(from: settledFrom, to: frame, rate: rate) >= 2 * cycleSeconds
    }

    /// The median of the cycle means since the pitch settled. With none yet: the median of
    /// the held pitches (a pad pressed within the first cycle), or after a correction of the
    /// last cycle's (mostly the pitch settled on: a correction is seen well after it begins).
    func value(rate: Double, cycleSeconds: Double) -> Cents {
        if !cycleMeans.isEmpty { return Cents(SungPitchTracker.median(cycleMeans)) }
        guard settledFrom != start, let last = pitches.last else { return Cents(SungPitchTracker.median(pitches.map(\.cents))) }
        let cycle = pitches.filter { SungPitchTracker.seconds(from: $0.frame, to: last.frame, rate: rate) < cycleSeconds }
        return Cents(SungPitchTracker.median(cycle.map(\.cents)))
    }

    /// A cycle's mean, strays left out; nil when more than `missingShare` of the cycle has no
    /// pitch.
    static func mean(of cycle: [(frame: UInt64, cents: Double)], cycleSeconds: Double, rate: Double) -> Double? {
        guard cycle.count >= 3 else { return nil }
        let steps = zip(cycle.dropFirst(), cycle).map { Double(Int64(bitPattern: $0.frame &- $1.frame)) }
        let hop = SungPitchTracker.median(steps)
        guard hop > 0 else { return nil }
        let missing = steps.filter { $0 > 1.5 * hop }.reduce(0) { $0 + $1 - hop }
        guard missing <= missingShare * cycleSeconds * rate else { return nil }
        let centre = SungPitchTracker.median(cycle.map(\.cents))
        let kept = cycle.map(\.cents).filter { abs($0 - centre) <= strayCents }
        return kept.reduce(0, +) / Double(kept.count)
    }
}
