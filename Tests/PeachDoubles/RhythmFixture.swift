import Foundation
import PeachCore

/// A rhythm history with something of everything the section shows: Compare Timing measured
/// at 80–99 BPM and rough at 160–200, Fill the Gap measured at 80–99 over three days (with
/// one imported trial) and a single trial at 120–159. Shared by the report's and the
/// profile screen's tests.
public enum RhythmFixture {
    public static let start = Date(timeIntervalSince1970: 1_767_254_400)  // 2026-01-01 08:00 UTC

    public static func add(to rebuild: inout TrainingHistory.Rebuild) {
        var random = SeededRandom(seed: 77)
        func timing(bpm: Int, count: Int, threshold: Double, bias: Double) {
            let ear = PsychometricFunction(threshold: threshold, slope: 2)
            for index in 0..<count {
                let offset = (random.coinFlip() ? -1 : 1) * threshold * exp2(random.uniform(in: -1.5...1.5))
                let heard = offset - bias
                let told = ear.probabilityCorrect(at: abs(heard))
                let late = random.nextUnit() < (heard >= 0 ? told : 1 - told)
                rebuild.add(TimingComparisonRecord(
                    tempo: Tempo(bpm: bpm), offsetMs: offset, isCorrect: late == (offset > 0), timestamp: start.addingTimeInterval(Double(index) * 5)))
            }
        }
        timing(bpm: 90, count: 300, threshold: 10, bias: 3)
        timing(bpm: 180, count: 15, threshold: 6, bias: 0)

        /// Rushes the beat, drags the "a"; 12 ms SD everywhere.
        let means = [-8.0, 3, -2, 6]
        func trial(bpm: Int, at time: Date) -> GapFillRecord {
            let taps = (0..<16).map { cycle -> GapTap in
                let position = StepPosition(rawValue: cycle % 4)!
                let normal = (-2 * log(1 - random.nextUnit())).squareRoot() * cos(2 * .pi * random.nextUnit())
                let ms = means[position.rawValue] + 12 * normal
                return GapTap(cycle: cycle, position: position, offsetFrames: Int((ms * 48).rounded()), sampleRate: 48_000)
            }
            return GapFillRecord(tempo: Tempo(bpm: bpm), taps: taps, timestamp: time)!
        }
        for index in 0..<24 {
            rebuild.add(trial(bpm: 84 + index % 3, at: start.addingTimeInterval(Double(index / 8) * 86_400 + Double(index) * 30)))
        }
        rebuild.add(GapFillRecord(tempo: Tempo(bpm: 85), meanOffsetMs: -1, meanOffsetMsByPosition: [-7, 2, nil, 4], timestamp: start))
        rebuild.add(trial(bpm: 130, at: start.addingTimeInterval(3 * 86_400)))
    }

    /// Compare Timing at 130 BPM in two patterns heard differently (four sixteenths 6 ms,
    /// a dotted eighth and a sixteenth 15 ms), and ten answers imported without a pattern.
    public static func addPatterns(to rebuild: inout TrainingHistory.Rebuild) {
        var random = SeededRandom(seed: 78)
        for (pattern, threshold, count) in [(TimingPattern?.some(.fourSixteenths), 6.0, 250), (.dottedEighthSixteenth, 15, 250), (nil, 10, 10)] {
            let ear = PsychometricFunction(threshold: threshold, slope: 2)
            for index in 0..<count {
                let offset = (random.coinFlip() ? -1 : 1) * threshold * exp2(random.uniform(in: -1.5...1.5))
                let late = random.nextUnit() < (offset >= 0 ? ear.probabilityCorrect(at: abs(offset)) : 1 - ear.probabilityCorrect(at: abs(offset)))
                rebuild.add(TimingComparisonRecord(
                    tempo: Tempo(bpm: 130), offsetMs: offset, isCorrect: late == (offset > 0),
                    timestamp: start.addingTimeInterval(Double(index) * 5), pattern: pattern))
            }
        }
    }

    /// Compare Timing at 90 BPM answered right every time, the offset falling from 80 ms to
    /// 17 ms and staying there: the answers bound the threshold from above only.
    /// A listener who cannot tell even the largest offset played (half a sixteenth, 83 ms at
    /// 90 BPM): twelve wrong answers there.
    public static func addAllWrong(to rebuild: inout TrainingHistory.Rebuild) {
        for index in 0..<12 {
            let offset = 0.5 * Tempo(bpm: 90).sixteenthMs
            rebuild.add(TimingComparisonRecord(
                tempo: Tempo(bpm: 90), offsetMs: index.isMultiple(of: 2) ? offset : -offset, isCorrect: false,
                timestamp: start.addingTimeInterval(Double(index) * 5)))
        }
    }

    public static func addAllRight(to rebuild: inout TrainingHistory.Rebuild) {
        let offsets = [80.0, 60, 45, 34, 25, 20, 17, 17, 17, 17, 17, 17]
        for (index, offset) in offsets.enumerated() {
            rebuild.add(TimingComparisonRecord(
                tempo: Tempo(bpm: 90), offsetMs: index.isMultiple(of: 2) ? offset : -offset, isCorrect: true,
                timestamp: start.addingTimeInterval(Double(index) * 5)))
        }
    }
}
