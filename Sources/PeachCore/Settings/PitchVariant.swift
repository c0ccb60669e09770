/// Single notes or intervals: the two variants of each pitch discipline (Hear & Compare,
/// Tune & Match, Sing & Match), each with its own start screen entry and difficulty chain.
/// ("Discipline" names the trainings themselves.)
public enum PitchVariant: String, Sendable, Hashable, CaseIterable {
    case singleNotes
    case intervals
}
