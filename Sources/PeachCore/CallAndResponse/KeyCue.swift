import Foundation

/// How Peach sets the key before a call (a phrase, a progression): the key note's chord
/// broken upwards (1 3 5 8, in eighths, its last note held), or a drone on the key note an
/// octave below, alone for two beats and then under the call until its last note begins. A
/// chromatic phrase has no key: neither.
public enum KeyCue: Int, CaseIterable, Sendable, Hashable {
    case chord, drone

    /// Its word in the config file: "chord", "drone".
    public var name: String {
        switch self {
        case .chord: "chord"
        case .drone: "drone"
        }
    }

    public init?(name: String) {
        guard let cue = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = cue
    }
}
