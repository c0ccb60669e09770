import Foundation

/// Told of every trial of every discipline once it is stored and in the profile, before its
/// feedback is shown: side effects that do not care which discipline answered, such as a
/// controller's pad lit for right or wrong. A discipline's own observers (`ComparisonObserver`,
/// …) get its completed trials as they are.
public protocol TrainingObserver: Sendable {
    func trialCompleted(_ record: TrainingRecord) async
}

/// Whether a trial was answered right, for whatever lights up for it.
public enum TrialVerdict: Hashable, Sendable {
    case right, wrong
}
