import PeachCore
import PeachJSON

/// Rhythm Back in `peach profile --json`, under "rhythmBack": per level and tempo band, the
/// rhythmic span in beats with its 95 % interval and what a rough one says; the taps' mean
/// offset and spread with their intervals, in all and at each place in the beat (ms, − early,
/// + late); the responses that were a fixed grid, and those timed on their own grid.
public struct RhythmBackJSON: ProfileJSONSection {
    public init() {}

    public func fields(of snapshot: ProfileSnapshot) -> [(String, JSONValue)] {
        let spans = snapshot.section(RhythmBackSection.self)?.spans ?? []
        return [("rhythmBack", .object([("spans", .array(spans.map(Self.span)))]))]
    }

    static func span(_ summary: RhythmicSpanSummary) -> JSONValue {
        let span: JSONValue = summary.estimate.map { estimate in
            .object([
                ("beats", .rounded(estimate.span)), ("low", .rounded(estimate.low)), ("high", .rounded(estimate.high)),
                ("measured", .bool(estimate.isMeasured)),
                ("roughness", estimate.roughness.map { .string($0.rawValue) } ?? .null),
                ("shortestPlayed", .integer(estimate.shortestPlayed)), ("longestPlayed", .integer(estimate.longestPlayed)),
            ])
        } ?? .null
        return .object([
            ("level", .integer(summary.level)), ("band", .string(summary.band.description)),
            ("calls", .integer(summary.calls)), ("right", .integer(summary.right)), ("fixedGrids", .integer(summary.fixedGrids)),
            ("span", span), ("taps", .integer(summary.taps)),
            ("meanOffset", TapOffsetJSON.offset(summary.offset)), ("spread", TapOffsetJSON.spread(summary.spread)),
            ("places", .array(summary.places.map { place in
                .object([("place", .string(place.place.name)), ("taps", .integer(place.taps)),
                         ("meanOffset", TapOffsetJSON.offset(place.offset)), ("spread", TapOffsetJSON.spread(place.spread))])
            })),
            ("ownGridCalls", .integer(summary.ownGridCalls)),
            ("medianOwnTempoRatio", summary.medianOwnTempoRatio.map { .rounded($0) } ?? .null),
        ])
    }
}
