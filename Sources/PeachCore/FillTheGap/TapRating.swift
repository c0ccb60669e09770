/// A Fill the Gap tap rated by its offset as a share of a sixteenth — as the original app
/// rates it, so a musician moving from the phone reads the same words: excellent within
/// 4 %, precise within 8 %, moderate within 15 %, loose within 25 %, erratic beyond. Each
/// boundary is kept between a floor and a ceiling in ms, so that a slow tempo's long
/// sixteenth does not call a 20 ms miss excellent, nor a fast tempo's short one call 9 ms
/// loose.
public enum TapRating: String, CaseIterable, Sendable, Hashable {
    case excellent, precise, moderate, loose, erratic

    /// (share of a sixteenth, floor ms, ceiling ms) of each boundary but erratic's.
    static let boundaries: [(share: Double, floor: Double, ceiling: Double)] = [
        (0.04, 8, 15), (0.08, 12, 30), (0.15, 20, 40), (0.25, 30, 55),
    ]

    public init(offsetMs: Double, tempo: Tempo) {
        let size = abs(offsetMs)
        for (rating, boundary) in zip(Self.allCases, Self.boundaries) {
            let limit = min(max(boundary.share * tempo.sixteenthMs, boundary.floor), boundary.ceiling)
            if size <= limit {
                self = rating
                return
            }
        }
        self = .erratic
    }
}
