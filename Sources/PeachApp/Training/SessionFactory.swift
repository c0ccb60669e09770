import Foundation
import PeachCore

/// The one place sessions are made, for the screens and the headless mode alike: the same
/// strategy, player, history, observers and chain memory, with the settings source and the
/// warning channel each caller gives.
public struct SessionFactory: Sendable {
    public let services: TrainingServices

    public init(services: TrainingServices) {
        self.services = services
    }

    @TrainingActor
    public func comparison(settings: any TrainingSettingsSource) -> ComparisonSession {
        ComparisonSession(
            player: services.player, strategy: KazezNoteStrategy(), history: services.history, recorder: services.recorder,
            observers: services.comparisonObservers, settings: settings,
            chainHistory: services.chainHistory, random: services.makeRandom())
    }

    @TrainingActor
    public func matching(settings: any TrainingSettingsSource) -> PitchMatchingSession {
        PitchMatchingSession(
            player: services.player, strategy: KazezNoteStrategy(), history: services.history, recorder: services.recorder,
            observers: services.matchingObservers, settings: settings, random: services.makeRandom())
    }
}
