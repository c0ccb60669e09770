import Foundation

/// Play It Back: Peach sets the key (the key note's chord broken upwards, 1 3 5 8, in
/// eighths, or a drone on it: `KeyCue`; a chromatic phrase has no key and starts at
/// once), then plays a phrase of quarter notes (or quarters and eighths: `PhraseRhythm`);
/// the musician plays it back on the MIDI keyboard. Each note played is timed
/// by its own frame, as Fill the Gap's taps are: its frame less the MIDI input's capture
/// latency and the extra latency, against where the phrase's first note was heard (its
/// frame plus the outputs' playback latency). Every note is heard where its sound comes
/// within 15 dB of its peak (`PerceptualOnset`): a phrase note's rise and a key's sound's
/// rise are added to their frames alike, as a sung note is placed. Notes played before the phrase's last note
/// has half sounded are not the echo (playing along is no playing back): said, and left out;
/// from then on a musician may come in (the last note ends, as heard, only after the outputs'
/// latency, and a player who comes in on its end is not early). Peach
/// sounds every key played, in the phrase's sound: a controller without a voice of its own
/// is played as an instrument. Every frame is on the clicks' clock, the audio server's frames
/// counted without wrapping, as the MIDI and input frames are.
///
/// Or sung (or played on an instrument) into the audio input, when anything is connected
/// to it: the phrase is then drawn from the singer's range, the input is heard once the
/// phrase's last note has ended (a microphone hears the loudspeakers), and each note is cut
/// out of what it hears (`SungNoteSegmenter`): its onset less the input's capture latency,
/// its pitch the nearest note with its cents. An echo is taken from whichever comes first,
/// the keys or the voice; the other is left alone for that phrase.
///
/// The echo ends once the musician stops: a beat and a half (a second at least) after the
/// last note when as many notes as the phrase has were played, three beats (two seconds at
/// least) when fewer. Nothing played is no answer: the phrase waits. `replay` plays the
/// phrase again and starts the echo over (a phrase heard again stays out of the span and
/// moves no staircase: the span is what one hearing holds). The echo is judged (`EchoJudgement`), stored,
/// then shown; the next phrase's length follows the staircase (`LengthStaircase`, `.phrases`), per scale and rhythm,
/// resumed from the history. The settings are read at each phrase.
@TrainingActor
public final class PlayItBackSession: LoopedSession {
    public enum State: String, Sendable {
        case idle, settingKey, playing, listening, feedback
    }

    public enum Event: Sendable {
        case state(State)
        /// A phrase is chosen and begins (its key first): what the screen shows, and its number
        /// in the run.
        case phrase(Phrase, trial: Int)
        /// The phrase begins to be heard (its first note, after the key's): the frames its
        /// notes are heard at, their frames plus their rise and the outputs' playback latency
        /// as the audio server reports it now (a connection made while the key sounded is in it).
        case heard(Phrase, heardFrames: [UInt64], trial: Int)
        /// A note of the echo, as it came (`index` among the echo's notes).
        case played(PlayedNote, index: Int)
        /// A note played while the phrase still sounded: not part of the echo.
        case tooEarly(note: Int)
        /// The input sent samples that are no sound (taken as silence); said once a second at most.
        case unusableInput(samples: Int)
        case completed(PhraseRecord, EchoJudgement)
    }

    /// Where a phrase to sing lies while no voice range is set: C3 … C5.
    public nonisolated static let commonVoices = NoteRange(lowest: MIDINote(48), highest: MIDINote(72))

    /// The lead before the first scheduled note (the audio server's buffers fill first).
    nonisolated static let leadSeconds = 0.3
    /// Notes scheduled ahead of the one sounding: the engine's voices are few.
    nonisolated static let notesAhead = 3
    /// A breath before the next phrase, at least (the judgement stays on the screen until the next one).
    nonisolated static let feedbackSeconds = 1.0

    public private(set) var state: State = .idle {
        didSet { if state != oldValue { loop.emit(.state(state)) } }
    }
    public let loop: SessionLoop<Event>
    private let composer = PhraseComposer()
    private var staircases: [PhraseStyle: LengthStaircase] = [:]
    private var trialNumber = 0
    /// The phrase being played back, and the frame its first note was heard at.
    private var phrase: Phrase?
    /// The phrase played and not yet answered: a stop keeps it, and the next start plays it
    /// again, so that stopping is no way to trade a hard phrase for an easier one.
    private var unanswered: Phrase?
    /// How many times the unanswered phrase has been heard whole: played again after a
    /// stop, it counts as heard again (out of the span, as `r` would make it).
    private var unansweredHearings = 0
    private var heardStart: Int64 = 0
    /// When the phrase's last note is heard, and when it has half sounded: the echo's keys come after that.
    private var heardEnd: Int64 = 0
    private var keysFrom: Int64 = 0
    private var echo: [PlayedNote] = []
    private var replayAsked = false
    /// Times the phrase was played again before this echo.
    private var replays = 0
    /// What the settings add to every MIDI note's latency, as read at the phrase's start.
    private var extraLatencyMs = 0.0
    private var sound: SoundSource?
    private var keyCue = KeyCue.chord
    private var pitchCalculator = PitchCalculator()
    /// Only for its latencies: the phrase leaves by the outputs the clicks do, and the echo
    /// comes in by the MIDI input the taps do.
    private let clicks: any ClickPlayer
    /// The audio input: a sung or played echo.
    private let hearing: (any InputHearing)?
    private var hearingTask: Task<Void, Never>?
    private var segmenter: SungNoteSegmenter?
    /// Heard from this frame on (as played, the capture latency taken off): after the phrase's last note.
    private var listensFrom: Int64 = 0
    private var unusableNotice = UnusableInputNotice()
    /// Where the echo comes from, once its first note came.
    private var echoBy: EchoSource?
    /// A note of this echo was typed on the computer keyboard: the echo counts for its pitches alone.
    private var typedEcho = false
    enum EchoSource { case keys, voice }
    /// The frame the echo was last heard or played at: its end is reckoned from here.
    private var lastActivity: Int64 = 0

    public init(
        clicks: any ClickPlayer, player: any NotePlayer, history: TrainingHistory, recorder: any TrainingRecorder, settings: any TrainingSettingsSource,
        hearing: (any InputHearing)? = nil, clock: any TrainingClock = SystemTrainingClock(), random: any RandomSource = SystemRandom()
    ) {
        loop = SessionLoop(player: player, history: history, recorder: recorder, settings: settings, clock: clock, random: random)
        self.clicks = clicks
        self.hearing = hearing
    }

    /// Whether the echo may be sung into the input in this phrase (anything connected to it).
    public private(set) var hearsInput = false

    public func start() {
        loop.start(begin: { [self] in
            staircases = loop.history.playItBack.nextLength.mapValues { LengthStaircase(.phrases, length: $0) }
            trialNumber = 0
        }, trial: playTrial, idle: { [weak self] in self?.becomeIdle() })
    }

    private func becomeIdle() {
        stopListening()
        replayAsked = false
        phrase = nil
        echo = []
        state = .idle
    }

    /// A note of the echo (MIDI notes carry their frame; one without is timed now), or the
    /// wish to hear the phrase again.
    public func apply(_ control: TrainingControl, at time: AudioTime?) async {
        switch control {
        case let .note(note):
            // Taken first, at its own frame; then sounded (rendering takes a moment).
            played(note, at: time)
            await soundKey(note)
        case let .typedNote(note):
            // No frame: timed now, and the echo judged for its pitches alone.
            if played(note, at: nil) { typedEcho = true }
            await soundKey(note)
        case .replay, .submit: if state == .listening || state == .playing { replayAsked = true }
        default: break
        }
    }

    /// Whether the note was taken into the echo.
    @discardableResult
    private func played(_ note: Int, at time: AudioTime?) -> Bool {
        guard state == .listening || state == .playing || state == .settingKey, echoBy != .voice else { return false }
        let frame = EchoKeys.playedFrame(
            at: time, now: clicks.now(), latency: clicks.latency(), extraLatencyMs: extraLatencyMs,
            attackFrames: keyTone(note).map { loop.player.attackFrames(of: $0) } ?? 0)
        guard frame >= keysFrom else {
            loop.emit(.tooEarly(note: note))
            return false
        }
        // The keys take this echo: what the input hears is left alone.
        if echoBy == nil { stopListening() }
        echoBy = .keys
        add(PlayedNote(note: note, onsetFrames: Int(frame - heardStart)), lastHeard: frame)
        return true
    }

    /// A key sounds as it is played, while a phrase is on: half a beat of its note, on the
    /// keys' own voices (a storm of keys never takes the phrase's).
    private func soundKey(_ note: Int) async {
        guard state != .idle, let tone = keyTone(note) else { return }
        await loop.player.sound(key: tone)
    }

    /// The sound of a key played: half a beat of its note, in the phrase's sound.
    private func keyTone(_ note: Int) -> Tone? {
        guard let phrase else { return nil }
        return EchoKeys.tone(of: note, tempo: phrase.tempo, pitch: pitchCalculator, sound: sound)
    }

    private func add(_ note: PlayedNote, lastHeard: Int64) {
        echo.append(note)
        lastActivity = max(lastActivity, lastHeard)
        loop.emit(.played(note, index: echo.count - 1))
    }

    /// Hears the input for this phrase's echo, from the end of its last note.
    private func listen(from frame: Int64, referencePitch: Frequency) {
        guard let hearing, hearing.isConnected else { return }
        listensFrom = frame
        segmenter = SungNoteSegmenter(sampleRate: hearing.sampleRate, referencePitch: referencePitch, windowFrames: hearing.sampleRate / 24)
        let events = hearing.startHearing()
        hearingTask = Task { [weak self] in
            for await event in events { self?.heard(event) }
        }
    }

    private func stopListening() {
        hearingTask?.cancel()
        hearingTask = nil
        hearing?.stopHearing()
        segmenter = nil
    }

    private func heard(_ event: HeardEvent) {
        guard let hearing, var segmenter, echoBy != .keys else { return }
        if case let .unusable(frame, samples) = event {
            if unusableNotice.shouldSay(at: frame, sampleRate: hearing.sampleRate) { loop.emit(.unusableInput(samples: samples)) }
            return
        }
        let capture = Int64(hearing.captureLatencyFrames)
        let frame: Int64 = switch event {
        case let .onset(onset): Int64(onset.frame)
        case let .pitch(pitch): Int64(pitch.frame)
        case let .noPitch(frame, _): Int64(frame)
        case let .unusable(frame, _): Int64(frame)
        }
        guard frame - capture >= listensFrom, state == .listening else { return }
        let notes = segmenter.add(event)
        if case .pitch = event { lastActivity = max(lastActivity, frame - capture) }
        self.segmenter = segmenter
        for note in notes { sung(note, capture: capture) }
    }

    private func sung(_ note: SungNoteSegmenter.Note, capture: Int64) {
        echoBy = .voice
        add(PlayedNote(note: note.note, onsetFrames: Int(Int64(note.onsetFrame) - capture - heardStart), cents: note.cents),
            lastHeard: Int64(note.endFrame) - capture)
    }

    private func playTrial() async throws {
        replayAsked = false
        replays = 0
        let settings = await loop.settings.currentSettings()
        extraLatencyMs = settings.extraLatencyMs
        sound = settings.soundSource
        keyCue = settings.phraseKeyCue
        pitchCalculator = settings.pitchCalculator
        let style = PhraseStyle(settings.phraseScale, settings.phraseRhythm)
        let length = staircases[style, default: LengthStaircase(.phrases)].length
        // Sung, the phrase lies in the singer's range (unset: C3 … C5 within the note range, where
        // most voices meet); on the keys, in the note range.
        hearsInput = hearing?.isConnected ?? false
        let range = hearsInput ? settings.voiceRange ?? Self.commonVoices.clamped(to: settings.noteRange) ?? settings.noteRange : settings.noteRange
        let phrase: Phrase
        if let kept = unanswered, kept.style == style, kept.tempo == settings.tempo, kept.notes.allSatisfy(range.contains) {
            phrase = kept
            replays = unansweredHearings
        } else {
            unansweredHearings = 0
            // The settings changed its scale, rhythm, tempo or range: a new phrase of the length the staircase holds.
            phrase = composer.phrase(length: length, scale: style.scale, rhythm: style.rhythm, tempo: settings.tempo, range: range, random: &loop.random)
        }
        self.phrase = phrase
        unanswered = phrase
        trialNumber += 1
        try await play(phrase, withKey: true)
        try Task.checkCancellation()
        beginEcho(of: phrase, referencePitch: settings.referencePitch)
        try await awaitEcho(of: phrase)
        let sung = echoBy == .voice
        stopListening()
        let record = PhraseRecord(
            phrase: phrase, played: echo, sampleRate: clicks.now().sampleRate, sung: sung, typed: !sung && typedEcho, replays: replays,
            timestamp: loop.clock.now())
        let judgement = record.judgement
        if record.countsForSpan { staircases[style, default: LengthStaircase(.phrases)].answered(right: judgement.isRight) }
        state = .feedback
        try await loop.complete(record, event: .completed(record, judgement))
        unanswered = nil
        unansweredHearings = 0
        try await loop.clock.sleep(seconds: max(Self.feedbackSeconds, settings.feedbackDuration))
        try Task.checkCancellation()
        echo = []
    }

    /// The key (unless chromatic, or a replay), then the phrase, each note on its frame; returns once the last has been heard.
    private func play(_ phrase: Phrase, withKey: Bool) async throws {
        let calculator = pitchCalculator
        let player = loop.player, now = clicks.now(), rate = now.sampleRate
        let beat = phrase.framesPerBeat(sampleRate: rate)
        let start = Double(now.frame) + Self.leadSeconds * Double(rate)
        var tones: [(frame: UInt64, note: MIDINote, beats: Double)] = []
        var phraseStart = start
        if withKey && phrase.scale != .chromatic {
            switch keyCue {
            case .chord, .cadence:
                // (Its settings never offer the cadence: the broken chord.)
                let third = phrase.scale == .major ? 4 : 3
                for (index, step) in [0, third, 7, 12].enumerated() {
                    tones.append((UInt64(start + Double(index) * beat / 2), MIDINote(phrase.key.rawValue + step), index == 3 ? 1.5 : 0.45))
                }
                // The key's last note held, then a beat's rest before the phrase.
                phraseStart = start + 4 * beat
            case .drone:
                // Two beats alone, then under the phrase until its last note begins: that note
                // sounds alone, and the drone's release has faded before the echo is heard.
                phraseStart = start + 2 * beat
                let beats = 2 + phrase.beats.last!
                let low = phrase.key.rawValue - 12 >= SettingsLimits.lowestNote ? phrase.key.rawValue - 12 : phrase.key.rawValue
                tones.append((UInt64(start), MIDINote(low), beats))
            }
        }
        let firstPhraseTone = tones.count
        // Each note on its eighth, sounding nine tenths of its length.
        for (index, note) in phrase.notes.enumerated() {
            tones.append((UInt64(phraseStart + phrase.beats[index] * beat), note, 0.9 * Double(phrase.durations[index]) / 2))
        }
        let toneOf = { (tone: (frame: UInt64, note: MIDINote, beats: Double)) in
            Tone(frequency: calculator.frequency(of: tone.note), duration: tone.beats * beat / Double(rate), sound: self.sound)
        }
        // Where the phrase is heard: its frames plus each note's rise and the outputs'
        // playback latency as the audio server reports it when each is heard (a connection
        // made during the key's chord changes it), read again as the first note and the last begin.
        let heardAt = tones.map { Int64($0.frame) + Int64(player.attackFrames(of: toneOf($0))) }
        func hear(latency: Int64, first: Bool) {
            if first { heardStart = heardAt[firstPhraseTone] + latency }
            heardEnd = heardAt.last! + latency
            keysFrom = heardEnd + Int64(0.45 * beat)
        }
        hear(latency: Int64(clicks.latency().playbackFrames), first: true)
        echo = []
        echoBy = nil
        typedEcho = false
        lastActivity = 0
        state = withKey && phrase.scale != .chromatic ? .settingKey : .playing
        loop.emit(.phrase(phrase, trial: trialNumber))
        var handles: [any PlaybackHandle] = []
        var next = 0
        func scheduleAhead(through last: Int) async throws {
            while next <= min(last, tones.count - 1) {
                handles.append(try await player.start(toneOf(tones[next]), at: AudioTime(frame: tones[next].frame, sampleRate: rate)))
                next += 1
            }
            loop.sounding(handles)
        }
        try await scheduleAhead(through: Self.notesAhead)
        for index in tones.indices {
            try await handles[index].started()
            try Task.checkCancellation()
            if index == firstPhraseTone {
                let latency = Int64(clicks.latency().playbackFrames)
                hear(latency: latency, first: true)
                state = .playing
                // Said as it is heard: the frames with the latency of now.
                loop.emit(.heard(phrase, heardFrames: heardAt[firstPhraseTone...].map { UInt64($0 + latency) }, trial: trialNumber))
                // Its first note heard: a stop from here on does not make it new again.
                unansweredHearings = replays + 1
            } else if index == tones.count - 1 {
                hear(latency: Int64(clicks.latency().playbackFrames), first: false)
            }
            try await scheduleAhead(through: index + Self.notesAhead)
        }
        try await handles.last!.ended()
        try Task.checkCancellation()
    }

    /// Listening for the echo: the keys at once, the input once the phrase's last note has
    /// ended (its release too).
    private func beginEcho(of phrase: Phrase, referencePitch: Frequency) {
        state = .listening
        stopListening()
        // From the last note's end and its release (20 ms), but never after the next beat: a
        // singer coming in on it keeps the first attack.
        let rate = clicks.now().sampleRate, beat = phrase.framesPerBeat(sampleRate: rate)
        listen(from: heardEnd + Int64(min(0.9 * beat + Double(rate) / 50, beat - Double(rate) / 100)), referencePitch: referencePitch)
    }

    /// Until the musician has stopped playing (see the type's comment); a replay plays the
    /// phrase again and starts over.
    private func awaitEcho(of phrase: Phrase) async throws {
        let rate = clicks.now().sampleRate
        while true {
            if replayAsked {
                replayAsked = false
                replays += 1
                stopListening()
                try await play(phrase, withKey: false)
                beginEcho(of: phrase, referencePitch: pitchCalculator.referencePitch)
                continue
            }
            // A sung note still sounding keeps the echo open; the keys' echo never waits for the input.
            if !echo.isEmpty, echoBy == .keys || segmenter?.isSounding != true,
               EchoKeys.isOver(played: echo.count, of: phrase.length, quietFrames: Int64(clicks.now().frame) - lastActivity, tempo: phrase.tempo, sampleRate: rate) {
                return
            }
            try await loop.clock.sleep(seconds: 0.02)
        }
    }
}

extension TrainingMode {
    /// Play It Back: every note-on is a note of the echo.
    public static let echo = TrainingMode("echo", notes: .play)
}
