import Foundation

/// Where sessions read their settings from, once per trial.
public protocol TrainingSettingsSource: Sendable {
    func currentSettings() async -> TrainingSettings
}
