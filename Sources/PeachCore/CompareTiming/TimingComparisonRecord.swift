import Foundation

/// A Compare Timing answer as it is stored (and exchanged as CSV, type
/// `rhythmOffsetDetection`): at `tempo`, the note at `position` of `pattern` came
/// `offsetMs` early (−) or late (+), and the answer Early or Late was right or wrong.
/// The pattern and position are nil for an answer imported from the exchange format,
/// which has no columns for them (the original app keeps them as settings).
public struct TimingComparisonRecord: DisciplineRecord {
    public var tempo: Tempo
    public var offsetMs: Double
    public var isCorrect: Bool
    public var timestamp: Date
    public var pattern: TimingPattern?
    public var position: Int?

    public init(
        tempo: Tempo, offsetMs: Double, isCorrect: Bool, timestamp: Date, pattern: TimingPattern? = .standard, position: Int? = nil
    ) {
        self.tempo = tempo
        self.offsetMs = offsetMs
        self.isCorrect = isCorrect
        self.timestamp = timestamp
        self.pattern = pattern
        self.position = pattern.map { position ?? $0.defaultPosition }
    }

    /// What was answered: right on a late click is Late, and so is wrong on an early one.
    public var answeredLate: Bool { isCorrect == (offsetMs > 0) }
}

extension TimingComparisonRecord {
    public static let kind = RecordKind.timingComparison
    public var distinguishingValues: [Int] { [tempo.bpm] }
    public var verdict: TrialVerdict? { isCorrect ? .right : .wrong }
}

extension RecordKind {
    public static let timingComparison = RecordKind(id: "timingComparison", rank: 2, one: "Compare Timing answer", many: "Compare Timing answers", unit: "answer")
}
