/// What every training screen's view has: the reason training stopped, shown until it
/// starts again, and an idle state for when no session runs.
public protocol TrainingViewState: Sendable {
    var stopMessage: String? { get set }
    mutating func becomeIdle()
}
