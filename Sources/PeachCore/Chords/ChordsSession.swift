import Foundation

/// Chords: Peach sets the key (a cadence of block chords, I–IV–V–I, or Play It Back's broken
/// chord or drone: `KeyCue`), then plays a progression of block chords (`ProgressionComposer`:
/// the vocabulary level's chords, close position, two beats each); the musician plays it back
/// on the MIDI keyboard. Each note is timed by its own frame, as Play It Back's keys are: its
/// frame less the MIDI input's capture latency and the extra latency, plus its sound's rise,
/// against where the progression's first chord was heard (its frame plus its rise and the
/// outputs' playback latency). Notes within the window (`chordWindow`) after a chord's first
/// note are that chord (`PlayedChord`); the progression is judged chord by chord
/// (`ChordJudgement`). Notes played before the last chord has half sounded are not the echo
/// (playing along is no playing back): said, and left out. Peach sounds every key played, on
/// the keys' own voices.
///
/// The echo ends once the musician stops: a beat and a half (a second at least) after the
/// last note when as many chords as the progression has were played, three beats (two
/// seconds at least) when fewer. Nothing played is no answer: the progression waits.
/// `replay` plays it again and starts the echo over (heard again, it stays out of the span
/// and moves no staircase). The next progression's length follows the staircase
/// (`LengthStaircase`, `.progressions`), one per vocabulary level, resumed from the history;
/// a progression played and not answered is played again after a stop. Typed notes (no MIDI
/// keyboard) make no chords: a computer keyboard cannot strike keys together.
@TrainingActor
public final class ChordsSession: LoopedSession {
    public enum State: String, Sendable {
        case idle, settingKey, playing, listening, feedback
    }

    public enum Event: Sendable {
        case state(State)
        /// A progression is chosen and begins (its key first), at its tempo, and its number in the run.
        case progression(Progression, tempo: Tempo, trial: Int)
        /// The progression begins to be heard: the frames each chord is heard at (its first
        /// note's frame, plus its rise and the outputs' playback latency as reported now).
        case heard(Progression, tempo: Tempo, heardFrames: [UInt64], trial: Int)
        /// A note of the echo, as it came (`index` among the echo's notes), and the chord it
        /// joins so far (`chord` among the echo's chords: a note after the window starts the next).
        case played(PlayedNote, index: Int, chord: Int)
        /// A note played while the progression still sounded: not part of the echo.
        case tooEarly(note: Int)
        /// A note typed on the computer keyboard: no chord can be typed.
        case typedNotTaken(note: Int)
        case completed(ProgressionRecord, ChordJudgement)
    }

    nonisolated static let leadSeconds = 0.3
    /// Chords scheduled ahead of the one sounding: a chord's notes take a voice each.
    nonisolated static let chordsAhead = 1
    nonisolated static let feedbackSeconds = 1.0

    public private(set) var state: State = .idle {
        didSet { if state != oldValue { loop.emit(.state(state)) } }
    }
    public let loop: SessionLoop<Event>
    private let composer = ProgressionComposer()
    private var staircases: [Int: LengthStaircase] = [:]
    private var trialNumber = 0
    private var progression: Progression?
    private var tempo = Tempo(bpm: 100)
    /// Played and not yet answered: a stop keeps it, and the next start plays it again.
    private var unanswered: (progression: Progression, tempo: Tempo)?
    private var unansweredHearings = 0
    private var heardStart: Int64 = 0
    private var keysFrom: Int64 = 0
    private var echo: [PlayedNote] = []
    private var replayAsked = false
    private var replays = 0
    private var extraLatencyMs = 0.0
    private var windowMs = 80.0
    private var windowFrames: Int { Int((windowMs * Double(clicks.now().sampleRate) / 1000).rounded()) }
    private var strictness = ChordJudgement.Strictness.pitchClasses
    private var sound: SoundSource?
    private var keyCue = KeyCue.cadence
    private var pitchCalculator = PitchCalculator()
    /// The keys the musician has (the note range): the progression and its cue lie on them.
    private var noteRange = TrainingSettings.defaults.noteRange
    /// Only for its latencies and clock: the progression leaves by the outputs the clicks do,
    /// and the echo comes in by the MIDI input the taps do.
    private let clicks: any ClickPlayer
    private var lastActivity: Int64 = 0

    public init(
        clicks: any ClickPlayer, player: any NotePlayer, history: TrainingHistory, recorder: any TrainingRecorder, settings: any TrainingSettingsSource,
        clock: any TrainingClock = SystemTrainingClock(), random: any RandomSource = SystemRandom()
    ) {
        loop = SessionLoop(player: player, history: history, recorder: recorder, settings: settings, clock: clock, random: random)
        self.clicks = clicks
    }

    public func start() {
        loop.start(begin: { [self] in
            staircases = loop.history.chords.nextLength.mapValues { LengthStaircase(.progressions, length: $0) }
            trialNumber = 0
        }, trial: playTrial, idle: { [weak self] in self?.becomeIdle() })
    }

    private func becomeIdle() {
        replayAsked = false
        progression = nil
        echo = []
        state = .idle
    }

    public func apply(_ control: TrainingControl, at time: AudioTime?) async {
        switch control {
        case let .note(note):
            played(note, at: time)
            await soundKey(note)
        case let .typedNote(note):
            if state == .listening || state == .playing || state == .settingKey { loop.emit(.typedNotTaken(note: note)) }
        case .replay, .submit: if state == .listening || state == .playing { replayAsked = true }
        default: break
        }
    }

    private func played(_ note: Int, at time: AudioTime?) {
        guard state == .listening || state == .playing || state == .settingKey else { return }
        let frame = EchoKeys.playedFrame(
            at: time, now: clicks.now(), latency: clicks.latency(), extraLatencyMs: extraLatencyMs,
            attackFrames: keyTone(note).map { loop.player.attackFrames(of: $0) } ?? 0)
        guard frame >= keysFrom else {
            loop.emit(.tooEarly(note: note))
            return
        }
        echo.append(PlayedNote(note: note, onsetFrames: Int(frame - heardStart)))
        lastActivity = max(lastActivity, frame)
        // The chord it joins: the group holding it (a note may come in after a later one, its frame earlier).
        let note = echo.last!
        let chord = PlayedChord.grouped(echo, windowFrames: windowFrames).firstIndex { $0.notes.contains(note) } ?? 0
        loop.emit(.played(note, index: echo.count - 1, chord: chord))
    }

    /// A key sounds as it is played, while a progression is on: half a beat of its note.
    private func soundKey(_ note: Int) async {
        guard state != .idle, let tone = keyTone(note) else { return }
        await loop.player.sound(key: tone)
    }

    private func keyTone(_ note: Int) -> Tone? {
        guard progression != nil else { return nil }
        return EchoKeys.tone(of: note, tempo: tempo, pitch: pitchCalculator, sound: sound)
    }

    private func playTrial() async throws {
        replayAsked = false
        replays = 0
        let settings = await loop.settings.currentSettings()
        extraLatencyMs = settings.extraLatencyMs
        sound = settings.soundSource
        keyCue = settings.chordKeyCue
        windowMs = settings.chordWindowMs
        strictness = settings.chordJudging
        pitchCalculator = settings.pitchCalculator
        noteRange = settings.noteRange
        let vocabulary = settings.chordVocabulary
        let progression: Progression
        if let kept = unanswered, kept.progression.vocabulary == vocabulary, kept.tempo == settings.tempo,
           kept.progression.steps.allSatisfy({ $0.notes.allSatisfy { settings.noteRange.contains(MIDINote($0)) } }) {
            progression = kept.progression
            replays = unansweredHearings
        } else {
            unansweredHearings = 0
            let length = staircases[vocabulary.level, default: LengthStaircase(.progressions)].length
            let key = ProgressionKey(pitchClass: loop.random.integer(in: 0...11), mode: loop.random.coinFlip() ? .major : .minor)
            progression = composer.progression(length: length, key: key, vocabulary: vocabulary, range: settings.noteRange, random: &loop.random)
        }
        tempo = settings.tempo
        self.progression = progression
        unanswered = (progression, tempo)
        trialNumber += 1
        try await play(progression, withKey: true)
        try Task.checkCancellation()
        state = .listening
        try await awaitEcho(of: progression)
        let record = ProgressionRecord(
            progression: progression, tempo: tempo, played: echo, sampleRate: clicks.now().sampleRate, windowMs: windowMs,
            strictness: strictness, replays: replays, timestamp: loop.clock.now())
        let judgement = record.judgement
        if record.countsForSpan { staircases[vocabulary.level, default: LengthStaircase(.progressions)].answered(right: judgement.isRight) }
        state = .feedback
        try await loop.complete(record, event: .completed(record, judgement))
        unanswered = nil
        unansweredHearings = 0
        try await loop.clock.sleep(seconds: max(Self.feedbackSeconds, settings.feedbackDuration))
        try Task.checkCancellation()
        echo = []
    }

    /// A chord of tones: its notes on one frame, lasting `beats`.
    private struct Sounding {
        var frame: UInt64
        var notes: [Int]
        var beats: Double
    }

    /// The cue's tones before the progression, from `start`; and where the progression starts.
    private func cue(_ progression: Progression, from start: Double, beat: Double, range: NoteRange) -> (tones: [Sounding], progressionStart: Double) {
        let tonic = progression.key.tonic.pitchClass, third = progression.key.mode == .major ? 4 : 3
        // The key note in the progression's register: an octave above its lowest tonic bass.
        let lowest = progression.steps.flatMap(\.notes).min()!
        let root = (lowest...(lowest + 11)).first { $0 % 12 == tonic }! + 12
        switch keyCue {
        case .chord:
            let tones = [0, third, 7, 12].enumerated().map { index, step in
                Sounding(frame: UInt64(start + Double(index) * beat / 2), notes: [root + step], beats: index == 3 ? 1.5 : 0.45)
            }
            return (tones, start + 4 * beat)
        case .drone:
            return ([Sounding(frame: UInt64(start), notes: [root - 12], beats: 2 + Double(progression.onsets.last!))], start + 2 * beat)
        case .cadence:
            // I–IV–V–I (i–iv–V–i), a beat each in close position, moving least, the last I a beat
            // and a half; then as long a rest, so that a progression that begins on I again is
            // heard to begin (with half a beat's rest it ran on from the cadence).
            let functions = HarmonicFunction.all(in: progression.key.mode).filter { $0.triad.level == 1 }
            let degrees = [0, 3, 4, 0].map { degree in functions.first { $0.degree == degree }! }
            var previous: [Int]?
            let tones = degrees.enumerated().map { index, function in
                let notes = composer.voicing(Chord(root: function.root(in: progression.key), quality: function.triad), after: previous, within: range)
                previous = notes
                return Sounding(frame: UInt64(start + Double(index) * beat), notes: notes, beats: index == 3 ? 1.5 : 0.9)
            }
            return (tones, start + 6 * beat)
        }
    }

    /// The key (unless a replay), then the progression, each chord on its frame; returns once the last has been heard.
    private func play(_ progression: Progression, withKey: Bool) async throws {
        let calculator = pitchCalculator, player = loop.player, now = clicks.now(), rate = now.sampleRate
        let beat = 60 / Double(tempo.bpm) * Double(rate)
        let start = Double(now.frame) + Self.leadSeconds * Double(rate)
        var soundings: [Sounding] = []
        var progressionStart = start
        if withKey {
            let (tones, at) = cue(progression, from: start, beat: beat, range: noteRange)
            soundings = tones
            progressionStart = at
        }
        let firstChord = soundings.count
        for (step, onset) in zip(progression.steps, progression.onsets) {
            soundings.append(Sounding(frame: UInt64(progressionStart + Double(onset) * beat), notes: step.notes, beats: 0.9 * Double(step.beats)))
        }
        let toneOf = { (note: Int, beats: Double) in
            Tone(frequency: calculator.frequency(of: MIDINote(note)), duration: beats * beat / Double(rate), sound: self.sound)
        }
        // Where each chord is heard: its frame plus its first note's rise, plus the outputs' latency.
        let heardAt = soundings.map { Int64($0.frame) + Int64(player.attackFrames(of: toneOf($0.notes[0], $0.beats))) }
        // The echo is timed from the first chord as heard when it began (the frames the
        // `heard` event says); the last chord's latency, read as it begins, sets when keys count.
        func hear(latency: Int64, first: Bool) {
            if first { heardStart = heardAt[firstChord] + latency }
            // From the last chord's half: a musician may come in on its end.
            keysFrom = heardAt.last! + latency + Int64(0.45 * Double(progression.steps.last!.beats) * beat)
        }
        hear(latency: Int64(clicks.latency().playbackFrames), first: true)
        echo = []
        lastActivity = 0
        state = withKey ? .settingKey : .playing
        loop.emit(.progression(progression, tempo: tempo, trial: trialNumber))
        var handles: [[any PlaybackHandle]] = []
        var next = 0
        func scheduleAhead(through last: Int) async throws {
            while next <= min(last, soundings.count - 1) {
                var chord: [any PlaybackHandle] = []
                for note in soundings[next].notes {
                    chord.append(try await player.start(toneOf(note, soundings[next].beats), at: AudioTime(frame: soundings[next].frame, sampleRate: rate)))
                }
                handles.append(chord)
                next += 1
            }
            loop.sounding(handles.flatMap { $0 })
        }
        try await scheduleAhead(through: Self.chordsAhead)
        for index in soundings.indices {
            try await handles[index][0].started()
            try Task.checkCancellation()
            if index == firstChord {
                let latency = Int64(clicks.latency().playbackFrames)
                hear(latency: latency, first: true)
                state = .playing
                loop.emit(.heard(progression, tempo: tempo, heardFrames: heardAt[firstChord...].map { UInt64($0 + latency) }, trial: trialNumber))
                unansweredHearings = replays + 1
            } else if index == soundings.count - 1 {
                hear(latency: Int64(clicks.latency().playbackFrames), first: false)
            }
            try await scheduleAhead(through: index + Self.chordsAhead)
        }
        for handle in handles.last! { try await handle.ended() }
        try Task.checkCancellation()
    }

    /// Until the musician has stopped playing; a replay plays the progression again and starts over.
    private func awaitEcho(of progression: Progression) async throws {
        let rate = clicks.now().sampleRate
        while true {
            if replayAsked {
                replayAsked = false
                replays += 1
                try await play(progression, withKey: false)
                state = .listening
                continue
            }
            if !echo.isEmpty, EchoKeys.isOver(
                played: PlayedChord.grouped(echo, windowFrames: windowFrames).count, of: progression.length,
                quietFrames: Int64(clicks.now().frame) - lastActivity, tempo: tempo, sampleRate: rate,
                beatsEach: Double(ProgressionComposer.beatsPerChord)) {
                return
            }
            try await loop.clock.sleep(seconds: 0.02)
        }
    }
}

extension TrainingMode {
    /// Chords: every note-on is a note of the echo.
    public static let chords = TrainingMode("chords", notes: .play)
}

extension TrainingHistory {
    public var chords: ChordsProfile { part(ChordsProfile.self) }
}
