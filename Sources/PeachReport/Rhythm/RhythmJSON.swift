import PeachCore
import PeachJSON

/// Compare Timing and Fill the Gap in `peach profile --json`, under "rhythm": one entry
/// per trained tempo band of each, slowest first. Milliseconds throughout, signed − early
/// (rushing) / + late (dragging); every value with its 95 % interval (`low`, `high`) and
/// `measured`, false where the interval is still too wide to call it a measurement (then
/// the value is the estimate so far). A value with too few answers or taps for any
/// interval is null. A Compare Timing band lists its `patterns` ("* - * *") with answers,
/// each fitted on its own (answers imported without a pattern count in the band only).
public struct RhythmJSON: ProfileJSONSection {
    public init() {}

    public func fields(of snapshot: ProfileSnapshot) -> [(String, JSONValue)] {
        [("rhythm", Self.value(snapshot.rhythm))]
    }

    static func value(_ rhythm: RhythmSnapshot) -> JSONValue {
        .object([
            ("compareTiming", .array(rhythm.compareTiming.map(Self.timing))),
            ("fillTheGap", .array(rhythm.fillTheGap.map(Self.gapFill))),
        ])
    }

    static func band(_ band: TempoBand, medianTempo: Tempo) -> [(String, JSONValue)] {
        [
            ("band", .string(band.description)), ("lowestBPM", .integer(band.range.lowerBound)),
            ("highestBPM", .integer(band.range.upperBound)), ("medianBPM", .integer(medianTempo.bpm)),
        ]
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
            ])
        }
        // A pattern's own entry names it and has no trend; the band's lists its patterns.
        if let pattern = summary.pattern {
            return .object([
                ("pattern", .string(pattern.notation)), ("medianBPM", .integer(summary.medianTempo.bpm)),
                ("answers", .integer(summary.answers)), ("threshold", threshold), ("bias", bias),
            ])
        }
        return .object(band(summary.band, medianTempo: summary.medianTempo) + [
            ("answers", .integer(summary.answers)), ("threshold", threshold), ("bias", bias),
            ("trend", summary.trend.map { .string($0.rawValue) } ?? .null),
            ("patterns", .array(summary.patterns.map(Self.timing))),
        ])
    }

    static func gapFill(_ summary: GapBandSummary) -> JSONValue {
        .object(band(summary.band, medianTempo: summary.medianTempo) + [
            ("trials", .integer(summary.trials)), ("importedTrials", .integer(summary.importedTrials)), ("taps", .integer(summary.taps)),
            // Taps on sounding steps, and the trials left out of the means and spread for them.
            ("extraTaps", .integer(summary.extraTaps)), ("mostlyExtraTrials", .integer(summary.mostlyExtraTrials)),
            ("spread", spread(summary.spread)), ("trend", summary.trend.map { .string($0.rawValue) } ?? .null),
            ("positions", .array(summary.positions.map { position in
                .object([
                    ("position", .string(position.position.description)), ("taps", .integer(position.taps)),
                    ("importedMeans", .integer(position.importedMeans)), ("meanOffset", offset(position.offset)),
                    ("spread", spread(position.spread)),
                ])
            })),
        ])
    }

    static func offset(_ offset: GapOffset?) -> JSONValue {
        guard let offset else { return .null }
        return .object([
            ("ms", .rounded(offset.meanMs)), ("low", .rounded(offset.lowMs)), ("high", .rounded(offset.highMs)),
            ("values", .integer(offset.values)), ("measured", .bool(offset.isMeasured)),
        ])
    }

    /// The standard deviation of the taps (each around its position's mean).
    static func spread(_ spread: GapSpread?) -> JSONValue {
        guard let spread else { return .null }
        return .object([
            ("sd", .rounded(spread.sdMs)), ("low", .rounded(spread.lowMs)), ("high", .rounded(spread.highMs)),
            ("taps", .integer(spread.taps)), ("measured", .bool(spread.isMeasured)),
        ])
    }
}
