/// Told of every stored rhythm trial, after the store and before the screen: the history
/// (the profile's rhythm section) is one.
public protocol RhythmObserver: Sendable {
    func timingComparisonCompleted(_ record: TimingComparisonRecord) async
    func gapFillCompleted(_ record: GapFillRecord) async
}
