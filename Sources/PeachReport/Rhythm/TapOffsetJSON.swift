import PeachCore
import PeachJSON

/// A mean offset of taps and their spread in `profile --json`, as Fill the Gap and Rhythm
/// Back write them: ms, signed − early / + late, each with its 95 % interval and `measured`;
/// null with too few taps for an interval.
enum TapOffsetJSON {
    static func offset(_ offset: TapOffset?) -> JSONValue {
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
