import Foundation

/// A note held within the window, as the sung-pitch tracker keeps it: its pitches, and the
/// means of the vibrato cycles that lie wholly inside it since the pitch last settled. The
/// held value is the median of those means: one cycle's mean cancels a vibrato's swing (the
/// raw median of a hold that is not a whole number of cycles sits up to 9 cents off a
/// ±50-cent vibrato's centre), and the median of many keeps a stray cycle from pulling it.
/// A correction (landing sharp, then settling) starts the value again from the cycles after
/// it, so that the pitch the singer settled on is what is stored.
struct HeldStretch: Sendable {
    /// A cycle's mean this far from the value so far is a correction. Above what the mean of
    /// a 0.18 s window swings by in a ±50-cent vibrato of 5–7 Hz (up to 9 cents) plus the lag
    /// of a slow drift behind the median; a smaller correction blends into the value.
    static let correctionCents = 15.0
    /// A pitch this far from its cycle's median is a stray (an octave error, a crack): it is
    /// left out of the cycle's mean. Past a ±50-cent vibrato's reach from its centre.
    static let strayCents = 100.0

    let start: UInt64
    /// Where the value is read from: the start, or the last correction.
    private(set) var settledFrom: UInt64
    private(set) var pitches: [(frame: UInt64, cents: Double)] = []
    private(set) var cycleMeans: [Double] = []

    init(start: UInt64) {
        self.start = start
        settledFrom = start
    }

    /// Adds a pitch heard at `frame`, with the cycle (the last `cycleSeconds` of pitches) that
    /// ends with it.
    mutating func add(cents: Double, at frame: UInt64, cycle: [(frame: UInt64, cents: Double)], rate: Double, cycleSeconds: Double) {
        pitches.append((frame, cents))
        // The cycle lies wholly inside the stretch since the pitch settled once that is a cycle long.
        guard SungPitchTracker.seconds(from: settledFrom, to: frame, rate: rate) >= cycleSeconds, let mean = Self.mean(of: cycle) else {
            return
        }
        if !cycleMeans.isEmpty, abs(mean - SungPitchTracker.median(cycleMeans)) > Self.correctionCents {
            settledFrom = frame
            cycleMeans.removeAll()
            return
        }
        cycleMeans.append(mean)
    }

    /// Whether the value says where the pitch settled: after a correction, once a whole cycle
    /// has been heard since (the match waits for it rather than store a guess).
    var isSettled: Bool { !cycleMeans.isEmpty || settledFrom == start }

    /// The median of the cycle means since the pitch settled; with none yet (a pad pressed
    /// early, a correction just made), the median of the pitches since then.
    func value(rate: Double) -> Cents {
        if !cycleMeans.isEmpty { return Cents(SungPitchTracker.median(cycleMeans)) }
        let settled = pitches.filter { SungPitchTracker.seconds(from: settledFrom, to: $0.frame, rate: rate) >= 0 }
        return Cents(SungPitchTracker.median((settled.isEmpty ? pitches : settled).map(\.cents)))
    }

    /// A cycle's mean, strays left out; nil when the cycle has a gap (a consonant too short
    /// to break the hold): part of a cycle does not cancel the swing.
    static func mean(of cycle: [(frame: UInt64, cents: Double)]) -> Double? {
        guard cycle.count >= 3 else { return nil }
        let steps = zip(cycle.dropFirst(), cycle).map { Double(Int64(bitPattern: $0.frame &- $1.frame)) }
        let hop = SungPitchTracker.median(steps)
        guard hop > 0, steps.allSatisfy({ $0 <= 1.5 * hop }) else { return nil }
        let centre = SungPitchTracker.median(cycle.map(\.cents))
        let kept = cycle.map(\.cents).filter { abs($0 - centre) <= strayCents }
        return kept.reduce(0, +) / Double(kept.count)
    }
}
