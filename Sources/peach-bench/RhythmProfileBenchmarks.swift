import Foundation
import PeachCore
import PeachStore
import PeachWiring

/// The rhythm profile of a long history: reading it (Fill the Gap's taps included) and
/// fitting it (a Compare Timing fit per band, two more for each band's trend).
func rhythmProfileBenchmarks(answersPerBand: Int = 2_000, trialsPerBand: Int = 500) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peach-bench-rhythm-\(getpid())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/rhythm.sqlite"
    var random = SeededRandom(seed: 5)
    // A musician of 10 ms, unbiased, answering offsets from a quarter to four times that.
    let ear = PsychometricFunction(threshold: 10, slope: 2)
    let start = 1_700_000_000.0, bands = TempoBand.allCases
    let store = try TrainingStore(path: path, kinds: peachKinds)
    for (b, band) in bands.enumerated() {
        for index in 0..<answersPerBand {
            let offset = (random.coinFlip() ? -1 : 1) * 10 * exp2(random.uniform(in: -2...2))
            try store.insert(TimingComparisonRecord(
                tempo: Tempo(bpm: random.integer(in: band.range)), offsetMs: offset, isCorrect: random.nextUnit() < ear.probabilityCorrect(at: abs(offset)),
                timestamp: Date(timeIntervalSince1970: start + Double(index * bands.count + b) * 600)))
        }
        for index in 0..<trialsPerBand {
            let taps = (0..<16).map { GapTap(cycle: $0, position: StepPosition(rawValue: $0 % 4)!, offsetFrames: random.integer(in: -960...960), sampleRate: 48_000) }
            try store.insert(GapFillRecord(
                tempo: Tempo(bpm: random.integer(in: band.range)), taps: taps,
                timestamp: Date(timeIntervalSince1970: start + Double(index * bands.count + b) * 2400))!)
        }
    }
    store.close()

    var begin = now()
    let reader = try TrainingStore(path: path, access: .read, kinds: peachKinds)
    var rebuild = TrainingHistory.Rebuild(parts: DisciplineRegistry.peach.profileParts)
    try reader.forEachRecord { rebuild.add($0) }
    reader.close()
    let read = (now() - begin) / 1e6
    begin = now()
    let compareTiming = CompareTimingSnapshot(rebuild.part(CompareTimingProfile.self))
    _ = rebuild.part(FillTheGapProfile.self).summaries()
    let fits = (now() - begin) / 1e6
    begin = now()
    _ = TimingEstimator.shared.estimate(rebuild.part(CompareTimingProfile.self)[.moderate]!.answers)
    let oneFit = (now() - begin) / 1e6
    print("")
    print("Rhythm profile: \(bands.count) bands × \(answersPerBand) Compare Timing answers and \(trialsPerBand) Fill the Gap trials (\(bands.count * trialsPerBand * 16) taps)")
    print(String(format: "rebuild (open, read with taps, tally): %.2f s; snapshot (%d bands fitted, %d with a trend): %.2f s; one Compare Timing fit: %.3f s",
                 read, compareTiming.bands.count, compareTiming.bands.filter { $0.trend != nil }.count, fits, oneFit))
}
