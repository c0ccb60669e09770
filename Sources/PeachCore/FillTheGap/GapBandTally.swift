import Foundation

/// One tempo band's Fill the Gap trials: per gap position the offsets (taps, and imported
/// trials' means), the taps in order for the trend, and the taps by day.
public struct GapBandTally: Hashable, Sendable {
    public let band: TempoBand
    /// Indexed by `StepPosition.rawValue`.
    public private(set) var positions = [TapOffsetTally](repeating: TapOffsetTally(), count: StepPosition.allCases.count)
    public private(set) var trials = 0
    /// Trials imported from the original app: their means without taps.
    public private(set) var importedTrials = 0
    /// Taps on sounding steps, and the trials left out of the means and spread for them.
    public private(set) var extraTaps = 0
    public private(set) var mostlyExtraTrials = 0
    public private(set) var tempos: TempoTally
    public private(set) var log = GapTapLog()
    public private(set) var timeline: GapTimeline

    public init(band: TempoBand, calendar: Calendar) {
        self.band = band
        tempos = TempoTally(band: band)
        timeline = GapTimeline(calendar: calendar)
    }

    /// `record`'s tempo must lie in the band. A record with taps counts its taps; one
    /// without (imported) counts its per-position means, into the mean offsets only.
    public mutating func add(_ record: GapFillRecord) {
        trials += 1
        tempos.add(record.tempo)
        extraTaps += record.extraTaps
        if record.isMostlyExtra {
            mostlyExtraTrials += 1
            return
        }
        guard !record.taps.isEmpty else {
            importedTrials += 1
            for position in StepPosition.allCases {
                if let mean = record.meanOffsetMsByPosition[position.rawValue], mean.isFinite {
                    positions[position.rawValue].add(importedMeanMs: mean)
                }
            }
            return
        }
        for tap in record.taps { log.add(tap) }
        for position in StepPosition.allCases {
            positions[position.rawValue].add(trialTapsMs: record.taps.filter { $0.position == position }.map(\.offsetMs))
        }
        timeline.add(record.taps, at: record.timestamp)
    }

    public func summary() -> GapBandSummary {
        GapBandSummary(
            band: band, trials: trials, importedTrials: importedTrials, extraTaps: extraTaps, mostlyExtraTrials: mostlyExtraTrials,
            medianTempo: tempos.median ?? Tempo(bpm: band.range.lowerBound),
            positions: StepPosition.allCases.map { positions[$0.rawValue].summary($0) },
            spread: GapSpread(pooling: positions.map(\.taps)), trend: log.trend(), days: timeline.days)
    }
}
