import Foundation

/// The rhythms a Play It Back phrase is played in: quarter notes only (the first level), or
/// quarters and pairs of eighths (the next: each beat one quarter or two eighths, at least
/// one pair in a phrase). The span is measured per rhythm as per scale: a phrase with
/// eighths asks the ear to hold its rhythm too.
public enum PhraseRhythm: Int, CaseIterable, Sendable, Hashable {
    case quarters, eighths

    /// Its word in the config file: "quarters", "eighths".
    public var name: String {
        switch self {
        case .quarters: "quarters"
        case .eighths: "eighths"
        }
    }

    public init?(name: String) {
        guard let rhythm = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = rhythm
    }
}

/// What a phrase is drawn from and its span is measured per: its scale and its rhythm.
public struct PhraseStyle: Hashable, Sendable, Comparable {
    public var scale: PhraseScale
    public var rhythm: PhraseRhythm

    public init(_ scale: PhraseScale, _ rhythm: PhraseRhythm = .quarters) {
        self.scale = scale
        self.rhythm = rhythm
    }

    public static func < (lhs: PhraseStyle, rhs: PhraseStyle) -> Bool {
        (lhs.scale.rawValue, lhs.rhythm.rawValue) < (rhs.scale.rawValue, rhs.rhythm.rawValue)
    }
}
