/// The controls `peach midi learn` asks for, in the order it asks.
public enum LearnedControl: String, CaseIterable, Sendable {
    case higher, lower, submit, tuning
}
