/// One of Compare Timing's five one-beat patterns, as the original app plays them: which
/// of a beat's four sixteenths sound (`*`) and which rest (`-`). The first always sounds,
/// accented: the anchor every other note is heard against.
public enum TimingPattern: Int, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// `* * * *`, "1 e + a"
    case fourSixteenths
    /// `* - * *`, "1 . + a": an eighth, then two sixteenths
    case eighthTwoSixteenths
    /// `* * - *`, "1 e . a": a sixteenth, an eighth, a sixteenth
    case sixteenthEighthSixteenth
    /// `* - * -`, "1 . + .": two eighths
    case twoEighths
    /// `* - - *`, "1 . . a": a dotted eighth and a sixteenth
    case dottedEighthSixteenth

    /// The steps of the beat that sound (0 is the beat, 3 its "a").
    public var soundingSteps: [Int] {
        switch self {
        case .fourSixteenths: [0, 1, 2, 3]
        case .eighthTwoSixteenths: [0, 2, 3]
        case .sixteenthEighthSixteenth: [0, 1, 3]
        case .twoEighths: [0, 2]
        case .dottedEighthSixteenth: [0, 3]
        }
    }

    /// How many notes sound.
    public var noteCount: Int { soundingSteps.count }

    /// The note moved when no position is set, counted among the sounding notes from 1
    /// (the original app's defaults): the third of four sixteenths, the second otherwise.
    public var defaultPosition: Int { self == .fourSixteenths ? 3 : 2 }

    /// The positions a moved click may take: any sounding note but the first.
    public var positions: ClosedRange<Int> { 2...noteCount }

    /// `position` if the pattern may move that click, else its nearest that it may.
    public func nearestPosition(_ position: Int) -> Int {
        min(max(position, positions.lowerBound), positions.upperBound)
    }

    /// The step of the beat the note at `position` (2 … `noteCount`) sounds on.
    public func step(ofPosition position: Int) -> Int {
        precondition(positions.contains(position), "position \(position) is not among \(self)'s notes")
        return soundingSteps[position - 1]
    }

    /// "* - * *": the notation the original app, the config and `--pattern` use.
    public var notation: String {
        (0..<4).map { soundingSteps.contains($0) ? "*" : "-" }.joined(separator: " ")
    }

    public var description: String { notation }

    /// A pattern from its notation, spaces optional ("* - * *", "*-**"); `x` may stand for `*`.
    public init?(notation: String) {
        let marks = notation.filter { !$0.isWhitespace }.map { $0 == "x" || $0 == "X" ? "*" : $0 }
        guard marks.count == 4, marks.allSatisfy({ $0 == "*" || $0 == "-" }) else { return nil }
        let steps = marks.indices.filter { marks[$0] == "*" }
        guard let pattern = Self.allCases.first(where: { $0.soundingSteps == steps }) else { return nil }
        self = pattern
    }

    /// The pattern Peach played before patterns came, and the original app before its catalog.
    public static let standard = TimingPattern.fourSixteenths
}
