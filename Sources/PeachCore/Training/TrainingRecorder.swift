import Foundation

/// Where completed trials are kept. The session records each one first and only then tells
/// anyone (observers, the screen, a `trial` event): an answer is reported once it is
/// stored. A failure stops training; nothing stored before it is lost.
public protocol TrainingRecorder: Sendable {
    func record(_ completed: CompletedComparison) async throws
    func record(_ completed: CompletedPitchMatching) async throws
    func record(_ record: TimingComparisonRecord) async throws
    func record(_ record: GapFillRecord) async throws
}
