import Foundation
import PeachAudio
import PeachCore
import PeachMIDI

/// What the application needs of the running studio — the JACK client and the MIDI
/// inputs — and nothing more: the screens and the headless loop ask it, the composition
/// root provides it (and a test can stand in for it without JACK).
public protocol Studio: Sendable {
    var clientName: String { get }
    var sampleRate: Int { get }
    var bufferSize: Int { get }
    var xrunCount: Int { get }
    /// Ports that would not connect when joining the graph (never fatal).
    var connectWarnings: [String] { get }
    /// What starting said that a musician must know ("no sound card: nothing will be heard").
    var startupNotes: [String] { get }
    /// What reading the config file said (a value out of range and the one used instead,
    /// an unknown key): on the screens' status line, not on a terminal hidden behind them.
    var configWarnings: [String] { get }
    /// Xruns, buffer-size changes, unplugged outputs, the server going away.
    var notices: AsyncStream<EngineNotice> { get }
    /// Every MIDI input, parsed and mapped for the current mode.
    var controls: AsyncStream<MIDIInputEvent> { get }
    /// What the MIDI mapping should produce: answers or tuning.
    func setMode(_ mode: TrainingMode)
    /// The MIDI sources in use: connected to midi_in, and ALSA inputs.
    func midiSources() -> [String]
    /// Ctrl-Z: leaves the JACK graph; returns what `resume` needs to restore it.
    func suspend() -> [AudioEngine.Connection]
    /// Back into the graph; returns what could not be restored.
    func resume(_ connections: [AudioEngine.Connection]) -> [String]
}

extension Studio {
    public var configWarnings: [String] { [] }
}

/// Everything a training session is made of, made once by the composition root: the
/// player, the history, the settings, the observers (the store first), the chain's memory.
public struct TrainingServices: Sendable {
    public var player: any NotePlayer
    public var history: TrainingHistory
    /// The config file's settings, read on every trial.
    public var settings: any TrainingSettingsSource
    public var configPath: String
    public var recordsPath: String
    public var chainHistory: any ChainHistory
    /// Where every completed trial is stored before anyone hears of it.
    public var recorder: any TrainingRecorder
    /// After the store: the profile, then the controller's pads.
    public var comparisonObservers: [any ComparisonObserver]
    public var matchingObservers: [any PitchMatchingObserver]
    /// `--seed`: a reproducible sequence; else the system's randomness.
    public var seed: UInt64?
    /// The sounds the settings screen offers, and which one the default is.
    public var sounds: [(source: SoundSource, name: String)]
    public var defaultSound: SoundSource?

    public init(
        player: any NotePlayer, history: TrainingHistory, settings: any TrainingSettingsSource, configPath: String,
        recordsPath: String, chainHistory: any ChainHistory, recorder: any TrainingRecorder,
        comparisonObservers: [any ComparisonObserver], matchingObservers: [any PitchMatchingObserver],
        seed: UInt64?, sounds: [(source: SoundSource, name: String)], defaultSound: SoundSource?
    ) {
        self.player = player
        self.history = history
        self.settings = settings
        self.configPath = configPath
        self.recordsPath = recordsPath
        self.chainHistory = chainHistory
        self.recorder = recorder
        self.comparisonObservers = comparisonObservers
        self.matchingObservers = matchingObservers
        self.seed = seed
        self.sounds = sounds
        self.defaultSound = defaultSound
    }

    public func makeRandom() -> any RandomSource { seed.map { SeededRandom(seed: $0) } ?? SystemRandom() }
}
