import PeachCore
import PeachJSON

/// A tempo band's fields in `peach profile --json`, as Compare Timing and Fill the Gap list
/// their bands under "rhythm": its name, its range and the median tempo trained in it.
enum TempoBandJSON {
    static func fields(_ band: TempoBand, medianTempo: Tempo) -> [(String, JSONValue)] {
        [
            ("band", .string(band.description)), ("lowestBPM", .integer(band.range.lowerBound)),
            ("highestBPM", .integer(band.range.upperBound)), ("medianBPM", .integer(medianTempo.bpm)),
        ]
    }
}
