import Foundation

/// The profile as every view shows it — the profile screen, the HTML report and
/// the profile for scripts — computed once from the history, so all three show the same
/// numbers, the same "not enough answers yet" and the same trend. It is made of the
/// registered disciplines' sections, in their order; a view finds a discipline's by type.
public struct ProfileSnapshot: Sendable {
    /// The notes the profile is shown for.
    public var range: NoteRange
    public private(set) var sections: [any ProfileSection]

    public init(range: NoteRange, sections: [any ProfileSection]) {
        self.range = range
        self.sections = sections
    }

    /// The section of type `type`, when its discipline is registered.
    public func section<Section: ProfileSection>(_ type: Section.Type) -> Section? {
        for section in sections { if let section = section as? Section { return section } }
        return nil
    }

    /// Puts `section` in the place of the one of its type, or after the others.
    public mutating func replace(_ section: some ProfileSection) {
        if let index = sections.firstIndex(where: { Swift.type(of: $0) == Swift.type(of: section) }) {
            sections[index] = section
        } else {
            sections.append(section)
        }
    }
}

/// One discipline's part of the profile as the views show it: what its `ProfilePart` makes
/// of its records for a snapshot.
public protocol ProfileSection: Sendable {}

extension TrainingHistory.Rebuild {
    /// The profile as the screens, the report and the profile for scripts show it.
    public func snapshot(range: NoteRange) -> ProfileSnapshot {
        ProfileSnapshot(range: range, sections: sections(range: range))
    }
}
