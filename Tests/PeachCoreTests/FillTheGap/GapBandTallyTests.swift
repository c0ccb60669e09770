import Foundation
import Testing
@testable import PeachCore

@Suite("Fill the Gap per tempo band")
struct GapBandTallyTests {
    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    static let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00 UTC

    /// A trial whose taps lie `offsets` ms from their gaps (at 48 kHz, 48 frames a ms).
    static func trial(_ bpm: Int, _ offsets: [(StepPosition, Int)], day: Int = 0) -> GapFillRecord {
        let taps = offsets.enumerated().map { GapTap(cycle: $0.offset, position: $0.element.0, offsetFrames: 48 * $0.element.1, sampleRate: 48000) }
        return GapFillRecord(tempo: Tempo(bpm: bpm), taps: taps, timestamp: start.addingTimeInterval(Double(day) * 86_400 + 3600))!
    }

    @Test("taps go to their band and position; the mean and spread are theirs")
    func taps() throws {
        var profile = FillTheGapProfile(calendar: Self.utc)
        profile.add(Self.trial(85, [(.beat, -12), (.e, 4), (.beat, -8), (.beat, -10)]))
        profile.add(Self.trial(95, [(.beat, -6), (.e, 6), (.beat, -9)]))
        profile.add(Self.trial(130, [(.a, 3)]))
        profile.add(Self.trial(210, [(.a, 3)]))  // outside every band
        #expect(profile.count == 3)
        let summaries = profile.summaries()
        #expect(summaries.map(\.band) == [.moderate, .fast])
        let moderate = summaries[0]
        #expect(moderate.trials == 2 && moderate.taps == 7 && moderate.importedTrials == 0 && moderate.medianTempo == Tempo(bpm: 85))
        let beat = try #require(moderate[.beat].offset)
        #expect(beat.meanMs == -9 && abs(beat.halfWidthMs - 2.7764451051977934) < 1e-9)
        #expect(abs(moderate[.beat].spread!.sdMs - 2.23606797749979) < 1e-12)
        #expect(moderate[.e].offset?.meanMs == 5 && moderate[.and].offset == nil && moderate[.and].taps == 0)
        // Pooled: beat's 4 df and e's 1 df, each around its own mean.
        let pooled = try #require(moderate.spread)
        #expect(pooled.degreesOfFreedom == 5 && abs(pooled.sdMs - (22.0 / 5).squareRoot()) < 1e-12)
    }

    @Test("an imported trial's means count into the mean offset as one value each, never into the spread")
    func imported() throws {
        var profile = FillTheGapProfile(calendar: Self.utc)
        profile.add(Self.trial(85, [(.beat, -12), (.beat, -8)]))
        profile.add(GapFillRecord(tempo: Tempo(bpm: 90), meanOffsetMs: -5, meanOffsetMsByPosition: [-4, nil, 2, nil], timestamp: Self.start))
        let band = try #require(profile.summaries().first)
        #expect(band.trials == 2 && band.importedTrials == 1 && band.taps == 2)
        #expect(band[.beat].importedMeans == 1 && band[.beat].taps == 2)
        #expect(band[.beat].offset?.meanMs == -8 && band[.beat].offset?.values == 3)
        #expect(band[.beat].spread?.taps == 2 && band[.beat].spread?.sdMs == Welford([-12, -8]).standardDeviation)
        // One imported mean alone: one value, no interval.
        #expect(band[.and].offset == nil && band[.and].importedMeans == 1 && band[.and].spread == nil)
        #expect(band.days.count == 1 && band.days[0].taps == 2)
    }

    @Test("days: each day's taps, mean and spread, in order")
    func days() throws {
        var profile = FillTheGapProfile(calendar: Self.utc)
        profile.add(Self.trial(80, [(.beat, -4), (.beat, -2)], day: 1))
        profile.add(Self.trial(80, [(.e, 10), (.e, 14), (.beat, -6)], day: 0))
        profile.add(Self.trial(80, [(.beat, 0)], day: 1))
        let days = try #require(profile.summaries().first?.days)
        #expect(days.map(\.day) == [Self.start, Self.start.addingTimeInterval(86_400)])
        #expect(days.map(\.taps) == [3, 3])
        #expect(days[0].meanOffsetMs == 6 && days[0].spread?.degreesOfFreedom == 1 && days[0].spread?.sdMs == 8.0.squareRoot())
        #expect(days[1].meanOffsetMs == -2 && days[1].spread?.sdMs == 2)
    }

    @Test("the trend of the spread: a drummer who halved their spread improves; the same one throughout is stable")
    func trend() {
        func drummer(_ spreads: [Double], seed: UInt64) -> Trend? {
            var random = SeededRandom(seed: seed)
            var profile = FillTheGapProfile(calendar: Self.utc)
            for (index, spread) in spreads.enumerated() {
                // Normal taps by Box–Muller, around −5 ms.
                let taps = (0..<16).map { cycle -> (StepPosition, Int) in
                    let normal = (-2 * log(1 - random.nextUnit())).squareRoot() * cos(2 * .pi * random.nextUnit())
                    return (StepPosition(rawValue: cycle % 4)!, Int((-5 + spread * normal).rounded()))
                }
                profile.add(Self.trial(80, taps, day: index))
            }
            return profile.summaries().first?.trend
        }
        #expect(drummer(Array(repeating: 20, count: 10) + Array(repeating: 10, count: 10), seed: 1) == .improving)
        #expect(drummer(Array(repeating: 15, count: 20), seed: 2) == .stable)
        #expect(drummer([15], seed: 3) == nil)
    }
}
