import Foundation
import PeachApp
import PeachAudio
import PeachConfig
import PeachCore
import PeachListening
import PeachMIDI
import PeachNSM
import PeachStore

/// The composition root of a training run: every service made once and wired here.
struct TrainingComposition: Sendable {
    let configuration: PeachConfiguration
    let store: TrainingStore
    let audio: AudioStartup
    let midi: MIDIInputs
    /// The controls the MIDI inputs play, read once here for the screens or the headless loop.
    let playedControls: AsyncStream<PlayedControl>
    let player: JackNotePlayer
    let clicks: JackClickPlayer
    /// The input `in`, analysed by aubio's pitch and onset detectors.
    let hearing: JackHearing
    /// The SoundFonts, loaded once: playback, and the settings screen's list of sounds.
    let instruments: InstrumentRack
    let history: TrainingHistory
    let settings: ConfigFileSettings
    /// The same file as the settings screen edits it.
    let settingsFile: ConfigSettingsFile
    /// `--seed`: a reproducible trial sequence; nil for the system's randomness.
    let seed: UInt64?
    /// The NSM session Peach runs in, if a session manager started it.
    let session: ProjectJoin?
    /// The registered disciplines: what the start screen offers and the commands run.
    let disciplines: Disciplines
    /// The disciplines' services of their own, made from the store.
    let ownServices: [any Sendable]

    /// Opens the store (exit 4) before JACK (exit 3), rebuilds the profile from the records.
    static func make(
        _ studio: StudioOptions, overrides: RunOverrides, seed: UInt64?, warn: @escaping @Sendable (String) -> Void
    ) async throws -> TrainingComposition {
        // Under a session manager: the session's config file and JACK client name, known
        // before anything joins JACK.
        var studio = studio
        let session = try ProjectJoin.joinIfAsked(studio, warn: warn)
        if let session {
            studio.files.configPath = session.configPath
            studio.jackName = session.open.clientID
        }
        let configuration = try StartupStep.config(studio.files.resolvedConfigPath).run(reportingTo: session) {
            let configuration = try studio.files.loadConfiguration()
            // Also where the run shows its warnings (headless: `warning` events), so that a
            // script reading the events hears them; clamped values come from the settings.
            for message in configuration.fileWarnings { warn(message) }
            return configuration
        }
        let store = try StartupStep.openRecords.run(reportingTo: session) { try studio.files.openStore() }
        let rebuild = try StartupStep.readHistory.run(reportingTo: session, undo: store.close) {
            try HistoryReading.rebuild(store, into: studio.files.registry.profileParts, console: console)
        }
        let history = await TrainingHistory(parts: studio.files.registry.profileParts)
        await history.load(rebuild)
        let audio = try StartupStep.joinJack.run(reportingTo: session, undo: store.close) {
            try studio.startAudio(configuration, printNotes: false)
        }
        let midi = MIDIInputs(engine: audio.engine, configuration: configuration)
        let instruments = InstrumentRack(configuration, engine: audio.engine, warn: warn)
        let settings = ConfigFileSettings(
            path: studio.files.resolvedConfigPath, overrides: { overrides.apply(to: &$0) }, onWarning: warn,
            check: { [path = studio.files.resolvedConfigPath] in try $0.checkAdapterKeys(path: path) }, disciplineSettings: studio.files.registry.ownSettings)
        return TrainingComposition(
            configuration: configuration, store: store, audio: audio, midi: midi, playedControls: midi.playedControls(),
            player: JackNotePlayer(engine: audio.engine, renderer: instruments), clicks: JackClickPlayer(engine: audio.engine, fonts: instruments.fonts, warn: warn),
            hearing: JackHearing(engine: audio.engine, makeAnalyser: { [rate = audio.engine.sampleRate] in
                AubioInputAnalyser(options: ListeningOptions(sampleRate: rate))
            }),
            instruments: instruments, history: history,
            settings: settings, settingsFile: studio.files.settingsFile,
            seed: seed, session: session, disciplines: Disciplines(studio.files.registry.disciplines),
            ownServices: studio.files.registry.registrations.flatMap { $0.services(store) })
    }

    func ready() { session?.opened() }
    var isManaged: Bool { session != nil }

    /// What the sessions are made of: the store as the recorder (an answer is on disk before
    /// the profile or any observer hears of it, or its feedback shows; each session's loop
    /// then adds it to the history), and the controller's pads (when the config asks for a
    /// feedback output) as observers.
    var services: TrainingServices {
        let feedback = controllerFeedback()
        return TrainingServices(
            player: player, clicks: clicks, hearing: hearing, history: history, settings: settings, settingsFile: settingsFile,
            recordsPath: store.path,
            own: ownServices, recorder: StoreRecorder(store: store),
            observers: feedback.map { [$0] } ?? [],
            seed: seed, sounds: instruments.choices, defaultSound: instruments.defaultSound,
            disciplines: disciplines)
    }

    private func controllerFeedback() -> ControllerFeedback? {
        guard audio.engine.feedbackPort != nil else { return nil }
        return ControllerFeedback(
            output: audio.engine, correctNote: configuration.midi.feedbackCorrectNote,
            wrongNote: configuration.midi.feedbackWrongNote, settings: settings)
    }

    func shutDown() {
        session?.close()
        audio.shutDown()
        store.close()
    }
}

/// The JACK client and the MIDI inputs as the application sees them.
extension TrainingComposition: TrainingRig {
    var clientName: String { audio.engine.clientName }
    var sampleRate: Int { audio.engine.sampleRate }
    var bufferSize: Int { audio.engine.bufferSize }
    var xrunCount: Int { audio.engine.xrunCount }
    var connectWarnings: [String] { audio.engine.connectWarnings }
    var startupNotes: [String] { audio.notes }
    var configWarnings: [String] { configuration.warnings }
    var notices: AsyncStream<EngineNotice> { audio.engine.notices }
    var controls: AsyncStream<PlayedControl> { playedControls }
    func setMode(_ mode: TrainingMode) { midi.receiver.mode = mode }

    func midiSources() -> [String] {
        let engine = audio.engine
        return (engine.midiInputPort.map { engine.connections(ofPortNamed: $0) } ?? []) + midi.alsa.openPorts
    }

    func suspend() -> [PortConnection] { audio.engine.suspend() }
    func resume(_ connections: [PortConnection]) -> [String] { audio.engine.resume(connections) }
}
