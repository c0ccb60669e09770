import PeachCore
import PeachJSON

/// Chords in `peach profile --json`, under "chords": per level and tempo band, the harmonic
/// span with its 95 % interval and what a rough one says, how together the hands are; and
/// each kind of chord (root position and inverted apart), right with its 95 % interval and
/// what it was taken for.
public struct ChordsJSON: ProfileJSONSection {
    public init() {}

    public func fields(of snapshot: ProfileSnapshot) -> [(String, JSONValue)] {
        guard let section = snapshot.section(ChordsSection.self) else { return [("chords", .object([("spans", .array([])), ("qualities", .array([]))]))] }
        return [("chords", .object([("spans", .array(section.spans.map(Self.span))), ("qualities", .array(section.qualities.map(Self.quality)))]))]
    }

    static func span(_ summary: HarmonicSpanSummary) -> JSONValue {
        let span: JSONValue = summary.estimate.map { estimate in
            .object([
                ("chords", .rounded(estimate.span)), ("low", .rounded(estimate.low)), ("high", .rounded(estimate.high)),
                ("measured", .bool(estimate.isMeasured)),
                // What a rough span says: "about", "between", "below" (below 1: single chords under 75 %), "above"; null once measured.
                ("roughness", estimate.roughness.map { .string($0.rawValue) } ?? .null),
                ("shortestPlayed", .integer(estimate.shortestPlayed)), ("longestPlayed", .integer(estimate.longestPlayed)),
            ])
        } ?? .null
        return .object([
            ("level", .integer(summary.level)), ("band", .string(summary.band.description)),
            ("progressions", .integer(summary.progressions)), ("right", .integer(summary.right)),
            // Progressions played again before their echo: counted above, left out of the span.
            ("heardAgain", .integer(summary.heardAgain)), ("span", span),
            ("rightChords", .integer(summary.rightChords)), ("medianSpreadMs", summary.medianSpreadMs.map { .rounded($0) } ?? .null),
        ])
    }

    static func quality(_ tally: ChordQualityTally) -> JSONValue {
        let share = tally.shareRight
        return .object([
            ("quality", .string(tally.quality.name)), ("inverted", .bool(tally.inverted)),
            ("played", .integer(tally.played)), ("right", .integer(tally.right)),
            ("shareRight", share.map { .rounded($0.share) } ?? .null), ("low", share.map { .rounded($0.low) } ?? .null),
            ("high", share.map { .rounded($0.high) } ?? .null),
            // Wrong ones by the quality the notes made ("none": no chord Peach knows), and those left out.
            ("takenFor", .object(tally.takenFor.sorted { ($0.key?.rawValue ?? 99) < ($1.key?.rawValue ?? 99) }.map { ($0.key?.name ?? "none", .integer($0.value)) })),
            ("missing", .integer(tally.missing)),
        ])
    }
}
