import Foundation
import Testing
@testable import PeachCore

@Suite("Compare Timing per tempo band")
struct TimingBandTallyTests {
    static func answers(
        _ listener: (Double) -> Double, bpm: Int, count: Int, seed: UInt64, pattern: TimingPattern? = .standard, into profile: inout CompareTimingProfile
    ) {
        var random = SeededRandom(seed: seed)
        for index in 0..<count {
            let offset = (random.coinFlip() ? -1 : 1) * 12 * exp2(random.uniform(in: -2...2))
            let late = random.nextUnit() < listener(offset)
            profile.add(TimingComparisonRecord(
                tempo: Tempo(bpm: bpm), offsetMs: offset, isCorrect: late == (offset > 0),
                timestamp: Date(timeIntervalSince1970: 1_767_225_600 + Double(index) * 4), pattern: pattern))
        }
    }

    /// Late with the probability a listener of threshold `t` and bias `bias` answers it.
    static func listener(threshold t: Double, bias: Double) -> (Double) -> Double {
        { offset in
            let heard = offset - bias
            let told = PsychometricFunction(threshold: t, slope: 2).probabilityCorrect(at: abs(heard))
            return heard >= 0 ? told : 1 - told
        }
    }

    @Test("each band its own fit: the threshold in ms and as a share of a sixteenth at the band's median tempo, and the bias")
    func bands() throws {
        var profile = CompareTimingProfile()
        Self.answers(Self.listener(threshold: 10, bias: 3), bpm: 90, count: 400, seed: 11, into: &profile)
        Self.answers(Self.listener(threshold: 10, bias: 3), bpm: 84, count: 100, seed: 12, into: &profile)
        Self.answers(Self.listener(threshold: 4, bias: 0), bpm: 170, count: 20, seed: 3, into: &profile)
        Self.answers(Self.listener(threshold: 4, bias: 0), bpm: 30, count: 50, seed: 4, into: &profile)  // outside every band
        #expect(profile.count == 520)
        let summaries = profile.summaries()
        #expect(summaries.map(\.band) == [.moderate, .veryFast] && summaries.map(\.answers) == [500, 20])
        let moderate = summaries[0]
        let estimate = try #require(moderate.estimate)
        #expect(moderate.medianTempo == Tempo(bpm: 90))
        #expect(estimate.threshold.contains(10) && moderate.isThresholdMeasured, "\(estimate)")
        #expect(estimate.biasContains(3) && moderate.isBiasMeasured, "\(estimate)")
        let share = try #require(moderate.thresholdShare)
        // 90 BPM: a sixteenth of 166.7 ms.
        #expect(abs(share.value - estimate.threshold.threshold / (15_000 / 90)) < 1e-12)
        #expect(abs(share.low - estimate.threshold.low / (15_000 / 90)) < 1e-12 && share.high > share.value)
        #expect(moderate.trend == .stable)
        // Twenty answers: an estimate, but not yet a measurement.
        #expect(summaries[1].estimate != nil && !summaries[1].isThresholdMeasured)
        // The fits made all at once are the fits made one after another; a band of one
        // pattern lists it, with the band's own fit.
        #expect(summaries.map { var band = $0; band.patterns = []; return band } == [profile[.moderate]!.summary(), profile[.veryFast]!.summary()])
        #expect(summaries[0].patterns.map(\.pattern) == [.standard] && summaries[0].patterns[0].estimate == estimate)
        #expect(!summaries[0].showsPatterns)
    }

    @Test("a listener who cannot tell even the largest offset played: never a measured threshold, only 'above'")
    func aboveTheLargestOffset() throws {
        var profile = CompareTimingProfile()
        var random = SeededRandom(seed: 31)
        // At 90 BPM half a sixteenth, the largest offset a trial plays, is 83.3 ms; this ear's threshold is 400 ms.
        let ear = Self.listener(threshold: 400, bias: 0)
        for index in 0..<400 {
            let offset = (random.coinFlip() ? -1 : 1) * 83.3 * exp2(-random.uniform(in: 0...2))
            let late = random.nextUnit() < ear(offset)
            profile.add(TimingComparisonRecord(
                tempo: Tempo(bpm: 90), offsetMs: offset, isCorrect: late == (offset > 0), timestamp: Date(timeIntervalSince1970: Double(index))))
        }
        let band = try #require(profile.summaries().first)
        let threshold = try #require(band.estimate?.threshold)
        #expect(threshold.high > band.largestOffsetMs, "\(threshold)")
        #expect(!band.isThresholdMeasured && band.thresholdRoughness == .lowerBoundOnly, "\(threshold)")
    }

    @Test("one button every time: 'early' forty times measures neither a threshold nor a bias and says so; once 'late' among them, the bias is a bound, never an interval cut off at the grid's end")
    func oneSidedAnswers() throws {
        var early = CompareTimingProfile()
        Self.answers({ _ in 0 }, bpm: 90, count: 40, seed: 5, into: &early)
        let band = try #require(early.summaries().first)
        let estimate = try #require(band.estimate)
        #expect(estimate.allAnswered == .early && !band.isThresholdMeasured && !band.isBiasMeasured && band.thresholdRoughness == nil, "\(estimate)")
        // Before, this fit a bias of about +22 (+6…+24), the grid's end, and looked measured.
        var almost = CompareTimingProfile()
        Self.answers({ _ in 0 }, bpm: 90, count: 39, seed: 5, into: &almost)
        almost.add(TimingComparisonRecord(tempo: Tempo(bpm: 90), offsetMs: 40, isCorrect: true, timestamp: Date(timeIntervalSince1970: 1_767_300_000)))
        let cut = try #require(almost.summaries().first?.estimate)
        #expect(cut.allAnswered == nil && cut.biasHigh > TimingEstimator.largestBias - 0.5, "\(cut)")
        let beyond = try #require(cut.biasBeyond, "\(cut)")
        #expect(beyond == cut.biasLow && beyond > 0 && !cut.isBiasMeasured)
        // A listener with both answers and a bias well inside the grid: no bound, an interval.
        var fair = CompareTimingProfile()
        Self.answers(Self.listener(threshold: 10, bias: 3), bpm: 90, count: 200, seed: 6, into: &fair)
        #expect(fair.summaries().first?.estimate?.biasBeyond == nil && fair.summaries().first?.estimate?.allAnswered == nil)
    }

    @Test("each pattern in a band its own fit beside the band's, which pools them; answers of no known pattern count in the band only")
    func patterns() throws {
        var profile = CompareTimingProfile()
        Self.answers(Self.listener(threshold: 5, bias: 0), bpm: 90, count: 400, seed: 21, pattern: .fourSixteenths, into: &profile)
        Self.answers(Self.listener(threshold: 20, bias: 0), bpm: 90, count: 400, seed: 22, pattern: .dottedEighthSixteenth, into: &profile)
        Self.answers(Self.listener(threshold: 10, bias: 0), bpm: 90, count: 50, seed: 23, pattern: nil, into: &profile)
        let band = try #require(profile.summaries().first)
        #expect(band.answers == 850 && band.showsPatterns)
        #expect(band.patterns.map(\.pattern) == [.fourSixteenths, .dottedEighthSixteenth] && band.patterns.map(\.answers) == [400, 400])
        let four = try #require(band.patterns[0].estimate), dotted = try #require(band.patterns[1].estimate)
        #expect(four.threshold.contains(5) && !four.threshold.contains(20), "\(four)")
        #expect(dotted.threshold.contains(20) && !dotted.threshold.contains(5), "\(dotted)")
        let pooled = try #require(band.estimate).threshold.threshold
        #expect(pooled > four.threshold.threshold && pooled < dotted.threshold.threshold)
        // A pattern never played resumes from the band's latest: the last one added, imported without a pattern.
        let latest = try #require(profile.latest(in: .moderate, pattern: .twoEighths))
        #expect(latest.pattern == nil && latest == profile[.moderate]?.latest)
        #expect(profile.latest(in: .moderate, pattern: .fourSixteenths)?.pattern == .fourSixteenths)
    }

    @Test("the trend's halves follow the boundary: equal to fits of each half made apart")
    func halves() throws {
        var random = SeededRandom(seed: 9)
        var trend = TimingTrend()
        var records: [TimingComparisonRecord] = []
        for index in 0..<41 {
            let record = TimingComparisonRecord(
                tempo: .standard, offsetMs: random.uniform(in: -40...40), isCorrect: random.nextUnit() < 0.8, timestamp: Date(timeIntervalSince1970: Double(index)))
            records.append(record)
            trend.add(record)
        }
        var older = TimingAnswers(), newer = TimingAnswers()
        for (index, record) in records.enumerated() {
            if index < 20 { older.add(record) } else { newer.add(record) }
        }
        #expect(trend.count == 41)
        let halves = try #require(trend.halves())
        #expect(halves.older == TimingEstimator.shared.estimate(older) && halves.newer == TimingEstimator.shared.estimate(newer))
        var early = TimingTrend()
        for record in records.prefix(19) { early.add(record) }
        #expect(early.halves() == nil && early.trend() == nil)
    }

    @Test("a listener whose threshold halved improves")
    func improving() {
        var profile = CompareTimingProfile()
        Self.answers(Self.listener(threshold: 16, bias: 0), bpm: 80, count: 300, seed: 5, into: &profile)
        Self.answers(Self.listener(threshold: 6, bias: 0), bpm: 80, count: 300, seed: 6, into: &profile)
        #expect(profile.summaries().first?.trend == .improving)
    }

    @Test("a band's latest answer is the last one added, even after a record dated in the future (a wrong clock, an import)")
    func latest() {
        var tally = TimingBandTally(band: .slow)
        #expect(tally.latest == nil)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let future = TimingComparisonRecord(tempo: Tempo(bpm: 70), offsetMs: 30, isCorrect: true, timestamp: now + 86_400 * 365)
        let answered = TimingComparisonRecord(tempo: Tempo(bpm: 72), offsetMs: -4, isCorrect: false, timestamp: now)
        tally.add(future)
        tally.add(answered)
        #expect(tally.latest == answered)
    }
}
