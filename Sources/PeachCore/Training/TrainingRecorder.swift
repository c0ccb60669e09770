import Foundation

/// Where completed trials are kept. The session records each one first and only then tells
/// anyone (observers, the screen, a `trial` event): an answer is reported once it is
/// stored. A failure stops training; nothing stored before it is lost.
public protocol TrainingRecorder: Sendable {
    /// Stores `record` (with its parts: Fill the Gap's taps) before it returns.
    func record(_ record: some DisciplineRecord) async throws
}
