import Foundation

/// How Peach sets the key before a call (a phrase, a progression): the key note's chord
/// broken upwards (1 3 5 8, in eighths, its last note held), a drone on the key note an
/// octave below, alone for two beats and then under the call until its last note begins, or
/// a cadence of block chords (I–IV–V–I). A chromatic phrase has no key: none. Each
/// discipline offers the cues that suit it (Play It Back the first two).
public enum KeyCue: Int, CaseIterable, Sendable, Hashable {
    case chord, drone, cadence

    /// Its word in the config file: "chord", "drone", "cadence".
    public var name: String {
        switch self {
        case .chord: "chord"
        case .drone: "drone"
        case .cadence: "cadence"
        }
    }

    public init?(name: String) {
        guard let cue = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = cue
    }
}
