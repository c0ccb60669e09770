import PeachCore
import PeachDoubles

extension RhythmFixture {
    /// The screens' pitch history (`ScreenTests.snapshot()`) with this rhythm beside it.
    static func snapshot() -> ProfileSnapshot {
        var rebuild = TrainingHistory.Rebuild()
        add(to: &rebuild)
        var snapshot = ScreenTests.snapshot()
        let rhythm = rebuild.snapshot(range: snapshot.range)
        snapshot.compareTiming = rhythm.compareTiming
        snapshot.fillTheGap = rhythm.fillTheGap
        return snapshot
    }
}
