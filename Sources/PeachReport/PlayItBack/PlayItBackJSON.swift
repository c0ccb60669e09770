import PeachCore
import PeachJSON

/// Play It Back in `peach profile --json`, under "playItBack": per scale, rhythm and tempo band, the
/// span with its 95 % interval and what a rough one says, the echo's timing spread and beat.
public struct PlayItBackJSON: ProfileJSONSection {
    public init() {}

    public func fields(of snapshot: ProfileSnapshot) -> [(String, JSONValue)] {
        let spans = snapshot.section(PlayItBackSection.self)?.spans ?? []
        return [("playItBack", .array(spans.map(Self.span)))]
    }

    static func span(_ summary: SpanSummary) -> JSONValue {
        let span: JSONValue = summary.estimate.map { estimate in
            .object([
                ("notes", .rounded(estimate.span)), ("low", .rounded(estimate.low)), ("high", .rounded(estimate.high)),
                ("measured", .bool(estimate.isMeasured)),
                // What a rough span says, by pitch's rules: "about", "between", "below", "above"; null once measured.
                ("roughness", estimate.roughness.map { .string($0.rawValue) } ?? .null),
                ("shortestPlayed", .integer(estimate.shortestPlayed)), ("longestPlayed", .integer(estimate.longestPlayed)),
            ])
        } ?? .null
        let spread: JSONValue = summary.spread.map { spread in
            .object([("sdMs", .rounded(spread.sdMs)), ("lowMs", .rounded(spread.lowMs)), ("highMs", .rounded(spread.highMs)),
                     ("notes", .integer(spread.taps)), ("measured", .bool(spread.isMeasured))])
        } ?? .null
        return .object([
            ("scale", .string(summary.style.scale.name)), ("rhythm", .string(summary.style.rhythm.name)), ("band", .string(summary.band.description)),
            ("phrases", .integer(summary.phrases)), ("right", .integer(summary.right)),
            // Phrases played again before their echo: counted above, left out of the span.
            ("heardAgain", .integer(summary.heardAgain)), ("span", span),
            ("timingSpread", spread), ("echoTempoRatio", summary.tempoRatio.map { .rounded($0) } ?? .null),
        ])
    }
}
