import Foundation

/// A Fill the Gap trial as it is stored (and exchanged as CSV, type
/// `continuousRhythmMatching`): the signed mean offset of its taps, the mean for each gap
/// position (nil where no tap hit that position), and the taps themselves. A record
/// imported from the original app has no taps: its CSV carries only the means.
public struct GapFillRecord: DisciplineRecord {
    public var tempo: Tempo
    public var meanOffsetMs: Double
    /// Indexed by `StepPosition.rawValue`: always four entries.
    public var meanOffsetMsByPosition: [Double?]
    public var taps: [GapTap]
    /// Taps on steps that sounded (and second taps into one gap): not aimed at a gap, so
    /// not timed against one. Peach's own; the exchange format has no column for them.
    public var extraTaps: Int
    public var timestamp: Date

    public init(
        tempo: Tempo, meanOffsetMs: Double, meanOffsetMsByPosition: [Double?], taps: [GapTap] = [], extraTaps: Int = 0, timestamp: Date
    ) {
        precondition(meanOffsetMsByPosition.count == StepPosition.allCases.count, "one mean per gap position")
        self.tempo = tempo
        self.meanOffsetMs = meanOffsetMs
        self.meanOffsetMsByPosition = meanOffsetMsByPosition
        self.taps = taps
        self.extraTaps = extraTaps
        self.timestamp = timestamp
    }

    /// No more taps into the gaps than on sounding steps: tapping along with everything, not
    /// aiming at the gap (16 gaps filled with 16 extra taps is every sixteenth tapped). Such
    /// a trial is kept and counted, and its taps stay out of the means and the spread (a gap
    /// hit while tapping every sixteenth says nothing of the ear). An imported trial has
    /// neither taps nor extra taps: not this.
    public var isMostlyExtra: Bool { extraTaps > 0 && extraTaps >= taps.count }

    /// The summary of `taps`: the means as the CSV carries them. A trial with extra taps and
    /// none into a gap is kept with them (mostly extra: its mean of 0 is never read, and
    /// never exported). Nothing tapped at all, no record: there is no answer to keep.
    public init?(tempo: Tempo, taps: [GapTap], extraTaps: Int = 0, timestamp: Date) {
        guard !taps.isEmpty || extraTaps > 0 else { return nil }
        guard !taps.isEmpty else {
            self.init(
                tempo: tempo, meanOffsetMs: 0, meanOffsetMsByPosition: StepPosition.allCases.map { _ in nil }, extraTaps: extraTaps,
                timestamp: timestamp)
            return
        }
        let offsets = taps.map(\.offsetMs)
        let byPosition = StepPosition.allCases.map { position -> Double? in
            let hits = taps.filter { $0.position == position }.map(\.offsetMs)
            return hits.isEmpty ? nil : hits.reduce(0, +) / Double(hits.count)
        }
        self.init(
            tempo: tempo, meanOffsetMs: offsets.reduce(0, +) / Double(offsets.count),
            meanOffsetMsByPosition: byPosition, taps: taps, extraTaps: extraTaps, timestamp: timestamp)
    }
}

extension GapFillRecord {
    public static let kind = RecordKind.gapFill
    public var distinguishingValues: [Int] { [tempo.bpm] }
}

extension RecordKind {
    public static let gapFill = RecordKind(id: "gapFill", rank: 3, one: "Fill the Gap trial", many: "Fill the Gap trials", unit: "trial")
}
