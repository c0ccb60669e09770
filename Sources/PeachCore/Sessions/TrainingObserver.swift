import Foundation

/// Told of every trial of every discipline once it is stored and in the profile, before its
/// feedback is shown: side effects that do not care which discipline answered, such as a
/// controller's pad lit for right or wrong. The one channel every discipline tells: a record
/// is what it is (`TrainingRecord.as(_:)`) for an observer that cares.
public protocol TrainingObserver: Sendable {
    func trialCompleted(_ record: TrainingRecord) async
}

/// Whether a trial was answered right, for whatever lights up for it.
public enum TrialVerdict: Hashable, Sendable {
    case right, wrong
}
