import PeachApp
import PeachAudio
import PeachConfig
import PeachCore
import PeachJack
import PeachListening
import PeachMIDI
import PeachTerminal

/// The commands that join JACK, each one the application's flow handed the adapters it
/// plays through, made here and nowhere else.
extension StudioOptions {
    /// The full-screen terminal UI, opened at the start screen or straight at one screen.
    public func openScreens(at item: MenuItem?, overrides: RunOverrides = RunOverrides(), seed: UInt64? = nil) async throws {
        try await TrainingLaunch.screens(opening: item, intervalsOverridden: overrides.intervals != nil) {
            try await TrainingComposition.make(self, overrides: overrides, seed: seed, warn: $0)
        }
    }

    /// `peach <discipline>`: its screen, or the headless loop of JSON lines.
    public func train(_ mode: TrainingMode, headless: Bool, overrides: RunOverrides, seed: UInt64?) async throws {
        try checkFollowers(of: overrides)
        guard headless else {
            try await openScreens(
                at: TrainingLaunch.screen(mode, intervals: overrides.intervals, in: Disciplines(files.registry.disciplines)), overrides: overrides, seed: seed)
            return
        }
        // Without --intervals the screen opens on single notes; headless trains the same, not
        // the config's intervals (which the screens train under "intervals").
        try await TrainingLaunch.headless(mode, console: console) {
            var overrides = overrides
            overrides.intervals = overrides.intervals ?? [.unison]
            return try await TrainingComposition.make(self, overrides: overrides, seed: seed, warn: $0)
        }
    }

    /// An option whose range follows another setting, given without that setting's option
    /// (`--position` alone): within the range the config file's word gives it, said as the
    /// option's fault before anything starts.
    private func checkFollowers(of overrides: RunOverrides) throws {
        let settings = files.registry.ownSettings
        for (key, text) in overrides.disciplineChoices.sorted(by: { $0.key < $1.key }) {
            guard let setting = settings.first(where: { $0.key == key }), case let .wholeNumberFollowing(followed, table) = setting.kind,
                  overrides.disciplineChoices[followed.key] == nil, let number = Int(text) else { continue }
            let word = followed.value(in: try files.loadConfiguration().training.disciplineChoices)
            guard let numbers = table[word], !numbers.range.contains(number) else { continue }
            let option = "--\(setting.option ?? key)", followedOption = followed.option.map { "--\($0)" } ?? followed.key
            throw CommandFailure.usage(
                "\(option) \(number) \(numbers.outside ?? "is outside \(numbers.range.lowerBound) … \(numbers.range.upperBound)")"
                    + "; \(followed.key) = \"\(word)\" in \(files.resolvedConfigPath): give \(followedOption) too, or another \(option)")
        }
    }

    /// Tapping along with clicks on the pads: what JACK cannot know of the pads' path, proposed
    /// (and with `write`, set) as the extra latency Fill the Gap takes off every tap.
    public func calibrate(tempo: Int?, write: Bool) async throws {
        let configuration = try files.loadConfiguration()
        let settings = configuration.settings
        let audio = try startAudio(configuration)
        defer { audio.shutDown() }
        let midi = MIDIInputs(engine: audio.engine, configuration: configuration)
        midi.receiver.mode = .calibrate
        // The clicks training plays: from a SoundFont's kit when one is found.
        let instruments = InstrumentRack(configuration, engine: audio.engine)
        try await CalibrateLatency(console: console).run(
            clicks: JackClickPlayer(engine: audio.engine, fonts: instruments.fonts, warn: warnOnStandardError), played: midi.playedControls(),
            tempo: tempo.map(Tempo.init) ?? settings.tempo,
            extraMs: settings.extraLatencyMs, settingsFile: files.settingsFile,
            write: write)
        withExtendedLifetime(midi) {}
    }

    /// The voice's range for Sing & Match, from notes sung or played into the input.
    public func measureVoiceRange(write: Bool) async throws {
        let configuration = try files.loadConfiguration()
        let audio = try startAudio(configuration)
        defer { audio.shutDown() }
        try await MeasureVoiceRange(console: console).run(
            hearing: JackHearing(engine: audio.engine, makeAnalyser: { [rate = audio.engine.sampleRate] in
                AubioInputAnalyser(options: ListeningOptions(sampleRate: rate))
            }),
            settingsFile: files.settingsFile, write: write)
    }

    /// MIDI learn: which controls answer, tune and submit, written to the config file.
    public func learnControls() async throws {
        let configuration = try files.loadConfiguration()
        let audio = try startAudio(configuration)
        defer { audio.shutDown() }
        let midi = MIDIInputs(engine: audio.engine, configuration: configuration)
        let port = audio.engine.midiInputPort
        try await LearnControls(console: console).run(
            inputPort: port, connectedFrom: port.map { audio.engine.connections(ofPortNamed: $0) } ?? [], alsaPorts: midi.alsa.openPorts,
            learner: MIDILearner(events: midi.receiver.events, startingFrom: configuration.midi.mapping),
            file: ConfigMappingFile(path: files.resolvedConfigPath))
        // The inputs forward JACK MIDI to the learner only while they live: not a moment
        // before the learning ends, whatever the optimizer makes of the last use above.
        withExtendedLifetime(midi) {}
    }

    /// A reference tone through Peach's outputs: is the routing right, is it audible?
    public func soundCheck(note: String, duration: Double, referencePitch: Double, sound: SoundSource?) async throws {
        let configuration = try files.loadConfiguration()
        let audio = try startAudio(configuration)
        defer { audio.shutDown() }
        let instruments = InstrumentRack(configuration, engine: audio.engine)
        try await SoundCheck(console: console).run(
            note: note, duration: duration, referencePitch: referencePitch, requested: sound,
            configured: configuration.training.soundSource, defaultSound: instruments.defaultSound,
            outputs: audio.engine, player: JackNotePlayer(engine: audio.engine, renderer: instruments))
    }

    /// JACK's ports, the ALSA MIDI inputs, and where Peach's ports are connected.
    public func listDevices() throws {
        let configuration = try files.loadConfiguration()
        try ListDevices(console: console).run(
            open: { try JackClient(name: "peach-devices") },
            alsaInputs: { ALSAMIDIInputs.list(clientName: "peach-devices").mapError { $0 } },
            peachName: jackName ?? configuration.jack.clientName)
    }
}
