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

    /// More taps on sounding steps than into the gaps: tapping along with everything, not
    /// aiming at the gap. Such a trial is kept and counted, and its taps stay out of the
    /// means and the spread (a gap hit while tapping every sixteenth says nothing of the ear).
    public var isMostlyExtra: Bool { extraTaps > taps.count }

    /// The summary of `taps`: the means as the CSV carries them. No taps, no record: a
    /// trial nobody tapped in has no timing to store, and a mean of 0 would read as perfect.
    public init?(tempo: Tempo, taps: [GapTap], extraTaps: Int = 0, timestamp: Date) {
        guard !taps.isEmpty else { return nil }
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
