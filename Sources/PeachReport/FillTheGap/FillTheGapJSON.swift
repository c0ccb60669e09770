import PeachCore
import PeachJSON

/// Fill the Gap in `peach profile --json`, under "rhythm" (beside Compare Timing's bands) as
/// "fillTheGap": one entry per trained tempo band, slowest first, with each gap position's
/// mean offset and the spread of the taps. Milliseconds throughout, signed − early
/// (rushing) / + late (dragging); every value with its 95 % interval (`low`, `high`) and
/// `measured`; a value with too few taps for any interval is null.
public struct FillTheGapJSON: ProfileJSONSection {
    public init() {}

    public func fields(of snapshot: ProfileSnapshot) -> [(String, JSONValue)] {
        [("rhythm", .object([("fillTheGap", .array(snapshot.fillTheGap.bands.map(Self.gapFill)))]))]
    }

    static func gapFill(_ summary: GapBandSummary) -> JSONValue {
        .object(TempoBandJSON.fields(summary.band, medianTempo: summary.medianTempo) + [
            ("trials", .integer(summary.trials)), ("importedTrials", .integer(summary.importedTrials)), ("taps", .integer(summary.taps)),
            // Taps on sounding steps, and the trials left out of the means and spread for them.
            ("extraTaps", .integer(summary.extraTaps)), ("mostlyExtraTrials", .integer(summary.mostlyExtraTrials)),
            ("spread", TapOffsetJSON.spread(summary.spread)), ("trend", summary.trend.map { .string($0.rawValue) } ?? .null),
            ("positions", .array(summary.positions.map { position in
                .object([
                    ("position", .string(position.position.description)), ("taps", .integer(position.taps)),
                    ("importedMeans", .integer(position.importedMeans)), ("meanOffset", TapOffsetJSON.offset(position.offset)),
                    ("spread", TapOffsetJSON.spread(position.spread)),
                ])
            })),
        ])
    }
}
