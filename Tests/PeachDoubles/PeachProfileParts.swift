import Foundation
import PeachCore

/// Peach's disciplines' parts of the profile as `Disciplines.profileParts` registers them
/// (a test of the application's checks that the two are alike), for the tests of the
/// modules below the application, which cannot ask it.
public let peachProfileParts: [any ProfilePart.Type] = [ComparisonProfile.self, TuneAndMatchProfile.self, RhythmProfile.self, SingAndMatchProfile.self]

extension TrainingHistory {
    /// A history of Peach's parts, as training has it.
    public convenience init(calendar: Calendar = .current) {
        self.init(calendar: calendar, parts: peachProfileParts)
    }
}

extension TrainingHistory.Rebuild {
    /// A rebuild into Peach's parts, as training has it.
    public init(calendar: Calendar = .current) {
        self.init(calendar: calendar, parts: peachProfileParts)
    }
}
