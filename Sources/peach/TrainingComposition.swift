import ArgumentParser
import Foundation
import PeachAudio
import PeachConfig
import PeachCore
import PeachMIDI
import PeachStore

/// The composition root of a training run: every service made once and wired here.
struct TrainingComposition: Sendable {
    let configuration: PeachConfiguration
    let store: TrainingStore
    let audio: AudioSetup
    let midi: MIDISetup
    let player: JackNotePlayer
    /// The SoundFonts, loaded once: playback, and the settings screen's list of sounds.
    let instruments: InstrumentRack
    let history: TrainingHistory
    let settings: ConfigFileSettings
    /// `--seed`: a reproducible trial sequence; nil for the system's randomness.
    let seed: UInt64?

    func makeRandom() -> any RandomSource { seed.map { SeededRandom(seed: $0) } ?? SystemRandom() }

    /// Opens the store (exit 4) before JACK (exit 3), rebuilds the profile from the records.
    static func make(
        _ global: GlobalOptions, intervals: [DirectedInterval]?, seed: UInt64?, warn: @escaping @Sendable (String) -> Void
    ) async throws -> TrainingComposition {
        let configuration = try global.loadConfiguration()
        let store = try global.openStore()
        let rebuild: TrainingHistory.Rebuild
        do {
            rebuild = try readHistory(store)
        } catch {
            store.close()
            throw error
        }
        let history = await TrainingHistory()
        await history.load(rebuild)
        let audio: AudioSetup
        do {
            audio = try AudioSetup.start(global, configuration: configuration)
        } catch {
            store.close()
            throw error
        }
        let midi = MIDISetup(engine: audio.engine, configuration: configuration)
        let instruments = InstrumentRack(
            fontPaths: SoundFontLibrary.discover(configured: configuration.sound.soundFonts),
            sampleRate: audio.engine.sampleRate, warn: warn)
        let settings = ConfigFileSettings(path: global.resolvedConfigPath, overrides: { request in
            if let intervals { request.intervals = intervals }
        }, onWarning: warn)
        return TrainingComposition(
            configuration: configuration, store: store, audio: audio, midi: midi,
            player: JackNotePlayer(engine: audio.engine, renderer: instruments), instruments: instruments, history: history,
            settings: settings,
            seed: seed)
    }

    /// The store first (an answer is on disk before its feedback shows), then the profile,
    /// then the controller's pads when the config asks for a feedback output.
    func comparisonObservers(warn: @escaping @Sendable (String) -> Void) -> [any ComparisonObserver] {
        [StoreObserver(store: store, onFailure: warn), history] + (controllerFeedback().map { [$0] } ?? [])
    }

    func matchingObservers(warn: @escaping @Sendable (String) -> Void) -> [any PitchMatchingObserver] {
        [StoreObserver(store: store, onFailure: warn), history] + (controllerFeedback().map { [$0] } ?? [])
    }

    private func controllerFeedback() -> ControllerFeedback? {
        guard audio.engine.feedbackPort != nil else { return nil }
        return ControllerFeedback(
            engine: audio.engine, correctNote: configuration.midi.feedbackCorrectNote,
            wrongNote: configuration.midi.feedbackWrongNote)
    }

    func shutDown() {
        audio.shutDown()
        store.close()
    }
}

/// Every stored record into the profile, trend, timeline and matching statistics, with a
/// progress bar for a long history. A database that cannot be read to the end ends Peach
/// with exit code 4, before anything is written to it.
func readHistory(_ store: TrainingStore) throws -> TrainingHistory.Rebuild {
    var rebuild = TrainingHistory.Rebuild()
    do {
        try store.forEachRecord(
            progress: { reportProgress("reading the history", $0, $1) },
            comparisons: { rebuild.add($0) }, matches: { rebuild.add($0) })
    } catch {
        printError("\(store.path) cannot be read: \(error)")
        throw PeachExitCode.database
    }
    return rebuild
}

/// Lights a pad after each answer: the configured note for right or wrong, for the
/// feedback's 0.4 s. Only wired when the config asks for a feedback output.
final class ControllerFeedback: ComparisonObserver, PitchMatchingObserver {
    private let engine: AudioEngine
    private let correctNote: UInt8
    private let wrongNote: UInt8

    init(engine: AudioEngine, correctNote: Int, wrongNote: Int) {
        self.engine = engine
        self.correctNote = UInt8(clamping: correctNote)
        self.wrongNote = UInt8(clamping: wrongNote)
    }

    func comparisonCompleted(_ completed: CompletedComparison) async {
        light(completed.isCorrect ? correctNote : wrongNote)
    }

    func pitchMatchingCompleted(_ completed: CompletedPitchMatching) async {
        light(MatchingFeedbackBand(error: completed.userCentError) == .far ? wrongNote : correctNote)
    }

    private func light(_ note: UInt8) {
        engine.sendMIDI([0x90, note & 0x7F, 127])
        let engine = self.engine
        Task {
            try? await Task.sleep(nanoseconds: UInt64(ComparisonSession.feedbackDuration * 1e9))
            engine.sendMIDI([0x80, note & 0x7F, 0])
        }
    }
}
