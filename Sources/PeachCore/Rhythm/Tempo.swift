/// A tempo in beats per minute: the clicks are sixteenth notes of it.
public struct Tempo: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var bpm: Int

    public init(bpm: Int) {
        self.bpm = bpm
    }

    /// What the rhythm disciplines train at; the original app's range.
    public static let trainable = 40...200
    public static let standard = Tempo(bpm: 80)

    /// One sixteenth note (a step of the click loop) in milliseconds: 187.5 ms at 80 BPM.
    public var sixteenthMs: Double { 15_000 / Double(bpm) }

    /// A signed offset in ms as a share of a sixteenth (0.04 is 4 %).
    public func shareOfSixteenth(_ offsetMs: Double) -> Double { offsetMs / sixteenthMs }

    public var band: TempoBand? { TempoBand(self) }

    public static func < (lhs: Tempo, rhs: Tempo) -> Bool { lhs.bpm < rhs.bpm }
    public var description: String { "\(bpm) BPM" }
}
