import PeachCore
import PeachJSON

/// Compare Timing in `peach profile --json`, under "rhythm" (beside Fill the Gap's bands) as
/// "compareTiming": one entry per trained tempo band, slowest first. Milliseconds
/// throughout, signed − early / + late; every value with its 95 % interval (`low`, `high`)
/// and `measured`, false where the interval is still too wide to call it a measurement (then
/// the value is the estimate so far). A value with too few answers for any interval is
/// null. A band lists its `patterns` ("* - * *") with answers, each fitted on its own
/// (answers imported without a pattern count in the band only).
public struct CompareTimingJSON: ProfileJSONSection {
    public init() {}

    public func fields(of snapshot: ProfileSnapshot) -> [(String, JSONValue)] {
        [("rhythm", .object([("compareTiming", .array(snapshot.compareTiming.bands.map(Self.timing)))]))]
    }

    /// The threshold in ms and in % of a sixteenth at the band's median tempo.
    static func timing(_ summary: TimingBandSummary) -> JSONValue {
        var threshold = JSONValue.null, bias = JSONValue.null
        if let estimate = summary.estimate, let share = summary.thresholdShare {
            threshold = .object([
                ("ms", .rounded(estimate.threshold.threshold)), ("low", .rounded(estimate.threshold.low)),
                ("high", .rounded(estimate.threshold.high)), ("percentOfSixteenth", .rounded(100 * share.value)),
                ("percentLow", .rounded(100 * share.low)), ("percentHigh", .rounded(100 * share.high)),
                ("measured", .bool(summary.isThresholdMeasured)),
                // What a rough value says, by pitch's rules: "about", "between", "below" (only
                // right answers so far: the threshold lies under `high`), "above"; null once measured.
                ("roughness", summary.thresholdRoughness.map { .string($0.rawValue) } ?? .null),
                // What "above" says: the threshold lies beyond this, the largest offset played
                // at most (no answer was given beyond it); null unless the roughness is "above".
                ("above", summary.thresholdRoughness == .lowerBoundOnly ? summary.aboveMs.map { .rounded($0) } ?? .null : .null),
            ])
            bias = .object([
                ("ms", .rounded(estimate.biasMs)), ("low", .rounded(estimate.biasLow)), ("high", .rounded(estimate.biasHigh)),
                ("measured", .bool(summary.isBiasMeasured)),
                // An interval cut off by the fit's grid (±24 ms): the bias lies beyond this, all it says.
                ("beyond", estimate.biasBeyond.map { .rounded($0) } ?? .null),
            ])
        }
        // A pattern's own entry names it and has no trend; the band's lists its patterns.
        if let pattern = summary.pattern {
            return .object([
                ("pattern", .string(pattern.notation)), ("medianBPM", .integer(summary.medianTempo.bpm)),
                ("answers", .integer(summary.answers)), ("threshold", threshold), ("bias", bias),
                ("allAnswered", summary.estimate?.allAnswered.map { .string($0.rawValue) } ?? .null),
            ])
        }
        return .object(TempoBandJSON.fields(summary.band, medianTempo: summary.medianTempo) + [
            ("answers", .integer(summary.answers)), ("threshold", threshold), ("bias", bias),
            // Every answer "early" (or "late"): the threshold and the bias are not measured; null once both were given.
            ("allAnswered", summary.estimate?.allAnswered.map { .string($0.rawValue) } ?? .null),
            ("trend", summary.trend.map { .string($0.rawValue) } ?? .null),
            ("patterns", .array(summary.patterns.map(Self.timing))),
        ])
    }
}
