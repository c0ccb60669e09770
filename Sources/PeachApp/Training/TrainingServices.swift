import Foundation
import PeachCore

/// Everything a training session is made of, made once by the composition root: the
/// player, the history, the settings, the recorder (the store: a trial is stored before
/// any observer hears of it), the observers, and what a discipline's registration adds of
/// its own (Hear & Compare's chain memory).
public struct TrainingServices: Sendable {
    public var player: any NotePlayer
    /// The rhythm disciplines' clicks, on the same engine and clock.
    public var clicks: any ClickPlayer
    /// The audio input `in`, analysed: what Sing & Match listens to.
    public var hearing: any InputHearing
    public var history: TrainingHistory
    /// The config file's settings, read on every trial.
    public var settings: any TrainingSettingsSource
    /// The same file as the settings screen reads and edits it.
    public var settingsFile: any SettingsFile
    public var recordsPath: String
    /// The disciplines' services of their own, each found by its type (`own(_:)`).
    public var own: [any Sendable]
    /// Where every completed trial is stored before anyone hears of it.
    public var recorder: any TrainingRecorder
    /// Told of every discipline's completed trials after the store and the profile: the
    /// controller's pads.
    public var observers: [any TrainingObserver]
    /// `--seed`: a reproducible sequence; else the system's randomness.
    public var seed: UInt64?
    /// The sounds the settings screen offers, and which one the default is.
    public var sounds: [(source: SoundSource, name: String)]
    public var defaultSound: SoundSource?
    /// The registered disciplines: what the start screen offers and the commands run.
    public var disciplines: Disciplines

    public init(
        player: any NotePlayer, clicks: any ClickPlayer, hearing: any InputHearing, history: TrainingHistory, settings: any TrainingSettingsSource, settingsFile: any SettingsFile,
        recordsPath: String, own: [any Sendable] = [], recorder: any TrainingRecorder,
        observers: [any TrainingObserver], seed: UInt64?, sounds: [(source: SoundSource, name: String)], defaultSound: SoundSource?,
        disciplines: Disciplines
    ) {
        self.disciplines = disciplines
        self.player = player
        self.clicks = clicks
        self.hearing = hearing
        self.history = history
        self.settings = settings
        self.settingsFile = settingsFile
        self.recordsPath = recordsPath
        self.own = own
        self.recorder = recorder
        self.observers = observers
        self.seed = seed
        self.sounds = sounds
        self.defaultSound = defaultSound
    }

    public var configPath: String { settingsFile.path }

    /// The first of the disciplines' own services that is a `Service`; nil when none registered one.
    public func own<Service>(_ type: Service.Type) -> Service? {
        own.lazy.compactMap { $0 as? Service }.first
    }

    public func makeRandom() -> any RandomSource { seed.map { SeededRandom(seed: $0) } ?? SystemRandom() }
}
