import Foundation

/// The settings a training screen runs with: "single notes" always trains unison, whatever
/// the intervals setting says; "intervals" trains the chosen intervals without unison (a
/// perfect fifth up when none is chosen). Read through on every trial like the settings.
public struct PitchVariantSettings: TrainingSettingsSource {
    public static let fallbackInterval = DirectedInterval(.perfectFifth, .up)

    private let base: any TrainingSettingsSource
    private let variant: PitchVariant

    public init(_ base: any TrainingSettingsSource, variant: PitchVariant) {
        self.base = base
        self.variant = variant
    }

    public func currentSettings() async -> TrainingSettings {
        var settings = await base.currentSettings()
        switch variant {
        case .singleNotes:
            settings.intervals = [.unison]
        case .intervals:
            let chosen = settings.intervals.filter { $0.interval != .unison }
            settings.intervals = chosen.isEmpty ? [Self.fallbackInterval] : chosen
        }
        return settings
    }
}
