import Foundation

/// The settings a training screen runs with: "single notes" always trains unison, whatever
/// the intervals setting says; "intervals" trains the chosen intervals without unison (a
/// perfect fifth up when none is chosen). Read through on every trial like the settings.
public struct DisciplineSettings: TrainingSettingsSource {
    public static let fallbackInterval = DirectedInterval(.perfectFifth, .up)

    private let base: any TrainingSettingsSource
    private let discipline: Discipline

    public init(_ base: any TrainingSettingsSource, discipline: Discipline) {
        self.base = base
        self.discipline = discipline
    }

    public func currentSettings() async -> TrainingSettings {
        var settings = await base.currentSettings()
        switch discipline {
        case .singleNotes:
            settings.intervals = [.unison]
        case .intervals:
            let chosen = settings.intervals.filter { $0.interval != .unison }
            settings.intervals = chosen.isEmpty ? [Self.fallbackInterval] : chosen
        }
        return settings
    }
}
