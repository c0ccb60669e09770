import Foundation

/// One discipline's part of the profile: fed the records of its kinds in timestamp order,
/// every stored one at a rebuild and then each as it is stored. A discipline registers its
/// part's type once; the history builds and feeds whatever parts it is given, and a
/// discipline reads its own back by type (`TrainingHistory.Rebuild.part(_:)`).
public protocol ProfilePart: Sendable {
    /// The kinds of record it is fed; any other never reaches it.
    static var kinds: [RecordKind] { get }
    init(calendar: Calendar)
    /// A record of one of its kinds.
    mutating func add(_ record: TrainingRecord)
    /// Nothing of it trained yet.
    var isEmpty: Bool { get }
    /// What the views show of it, for the notes of `range`.
    func section(range: NoteRange) -> any ProfileSection
}
