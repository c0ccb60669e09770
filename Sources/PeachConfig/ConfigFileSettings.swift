import Foundation
import PeachCore

/// The training settings from the config file, read again whenever the file changes, so
/// that a change (from the settings screen or an editor) applies to the very next trial.
/// A file that becomes invalid keeps the last good settings and says why once.
public final class ConfigFileSettings: TrainingSettingsSource, @unchecked Sendable {
    public let path: String
    private let overrides: @Sendable (inout SettingsRequest) -> Void
    private let onWarning: @Sendable (String) -> Void
    /// The adapters' own keys (MIDI backend, JACK client name), checked by their rules: a
    /// file Peach would refuse at start is a broken file here too, not settings to train with.
    private let check: @Sendable (PeachConfiguration) throws -> Void
    /// The `[training]` keys the registered disciplines own.
    private let disciplineSettings: [DisciplineSetting]
    private let lock = NSLock()
    private var cached: (modified: Date?, size: Int?, settings: TrainingSettings)?

    public init(
        path: String, overrides: @escaping @Sendable (inout SettingsRequest) -> Void = { _ in },
        onWarning: @escaping @Sendable (String) -> Void, check: @escaping @Sendable (PeachConfiguration) throws -> Void = { _ in },
        disciplineSettings: [DisciplineSetting]
    ) {
        self.path = path
        self.disciplineSettings = disciplineSettings
        self.overrides = overrides
        self.onWarning = onWarning
        self.check = check
    }

    public func currentSettings() async -> TrainingSettings {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let modified = attributes?[.modificationDate] as? Date, size = attributes?[.size] as? Int
        return lock.withLock {
            if let cached, cached.modified == modified, cached.size == size { return cached.settings }
            var request: SettingsRequest
            var configuration = PeachConfiguration()
            do {
                configuration = try PeachConfiguration.load(path: path, disciplineSettings: disciplineSettings)
                try check(configuration)
                request = configuration.training
            } catch {
                onWarning("\(error); keeping the previous settings")
                if let previous = cached {
                    // Remembered with the broken file's date: said once, until it changes again.
                    cached = (modified, size, previous.settings)
                    return previous.settings
                }
                request = SettingsRequest()
            }
            overrides(&request)
            let resolved = request.resolved()
            for adjustment in resolved.adjustments { onWarning(configuration.warning(adjustment, file: path)) }
            cached = (modified, size, resolved.settings)
            return resolved.settings
        }
    }
}
