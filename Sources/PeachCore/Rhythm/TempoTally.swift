/// How many answers or trials a tempo band holds at each of its tempos: enough to name the
/// band's median tempo, where its milliseconds become shares of a sixteenth.
public struct TempoTally: Hashable, Sendable {
    public let band: TempoBand
    /// Indexed by BPM − the band's lowest BPM.
    private var counts: [Int]

    public init(band: TempoBand) {
        self.band = band
        counts = Array(repeating: 0, count: band.range.count)
    }

    public var total: Int { counts.reduce(0, +) }

    /// `tempo` must lie in the band.
    public mutating func add(_ tempo: Tempo) {
        counts[tempo.bpm - band.range.lowerBound] += 1
    }

    /// The tempo at or below which half of them were played (the lower one of two middles);
    /// nil while there are none.
    public var median: Tempo? {
        let total = total
        guard total > 0 else { return nil }
        var seen = 0
        for (offset, count) in counts.enumerated() {
            seen += count
            if 2 * seen >= total { return Tempo(bpm: band.range.lowerBound + offset) }
        }
        return nil
    }
}
