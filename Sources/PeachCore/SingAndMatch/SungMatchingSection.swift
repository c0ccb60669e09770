import Foundation

/// Sing & Match's part of the profile as the views show it: the held matches, and where
/// the first attempts landed.
public struct SungMatchingSection: ProfileSection {
    public var held: MatchingStatistics
    public var firstAttempts: MatchingStatistics

    public init(held: MatchingStatistics, firstAttempts: MatchingStatistics) {
        self.held = held
        self.firstAttempts = firstAttempts
    }
}

extension SingAndMatchProfile {
    public func section(range: NoteRange) -> any ProfileSection {
        SungMatchingSection(held: held.all, firstAttempts: firstAttempts)
    }
}

extension ProfileSnapshot {
    /// Sing & Match: the held matches, and where the first attempts landed.
    public var sungMatching: MatchingStatistics { section(SungMatchingSection.self)?.held ?? MatchingStatistics() }
    public var sungFirstAttempts: MatchingStatistics { section(SungMatchingSection.self)?.firstAttempts ?? MatchingStatistics() }
}
