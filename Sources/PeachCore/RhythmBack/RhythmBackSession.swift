import Foundation

/// Rhythm Back: a count-in bar of the pulse, then a call (`RhythmCallComposer`: beats of
/// strokes on a drum sound, one to four bars), then as many response bars in which the
/// musician taps it back: on a MIDI pad (timed by its own frame, less the MIDI input's
/// capture latency and the extra latency), on the computer keyboard (timed as it arrives),
/// or with a clap, a stick or a "ta" into the audio input when anything is connected to it
/// (its onset's frame less the input's capture latency). The strokes and the pulse are
/// heard at their frames plus the outputs' playback latency; taps are kept in frames from
/// the count-in's first beat as heard (`CallTimeline`: the response's grid is the call's one
/// call later, to the frame).
///
/// The pulse clicks every beat (`RhythmPulse.through`) or only in the count-in; in a
/// response heard on the input it is silent unless headphones are declared, as the
/// loudspeakers reach the microphone and nothing Peach plays may be a tap. The input's
/// onsets before the response and before the call's last stroke has died away (the call
/// itself, heard back) count for nothing; a pad tapped while the call plays is playing
/// along, said and left out. A response with no tap at all is no answer: a new call of its
/// length comes next. Otherwise it is judged stroke by stroke
/// (`RhythmJudgement`), stored, and the next call's length follows the staircase
/// (`LengthStaircase`, `.rhythmCalls`, in beats), one per level, resumed from the history.
@TrainingActor
public final class RhythmBackSession: LoopedSession {
    public enum State: String, Sendable {
        case idle, countIn, calling, responding, feedback
    }

    /// A call about to be heard, its timeline and its beats' frames as heard.
    public struct CallHeard: Sendable, Hashable {
        public var call: RhythmCall
        public var tempo: Tempo
        public var trial: Int
        /// Frames as heard (the outputs' playback latency added): the count-in's first beat,
        /// each stroke of the call, each stroke's place in the response, each click of the pulse.
        public var startFrame: UInt64
        public var strokeFrames: [UInt64]
        public var responseFrames: [UInt64]
        public var pulseFrames: [UInt64]
        public var pulse: RhythmPulse
        /// The pulse is silent in the response: the input hears the taps and no headphones were declared.
        public var responseSilent: Bool
        /// The taps a stroke must lie within, in ms.
        public var toleranceMs: Double
    }

    public enum Event: Sendable {
        case state(State)
        case call(CallHeard)
        /// A tap of the response, as it came (`index` among them), in frames from the count-in's first beat as heard.
        case tapped(RhythmTap, index: Int, trial: Int)
        /// A pad tapped while the call still played: playing along, left out.
        case playedAlong(trial: Int)
        /// Nothing tapped in the response: a new call of its length comes next.
        case untapped(trial: Int)
        case completed(RhythmCallRecord, RhythmJudgement)
        case unusableInput(samples: Int)
    }

    nonisolated static let leadSeconds = 0.3
    /// Sounds scheduled ahead of the one starting: the engine's voices are few.
    nonisolated static let soundsAhead = 8
    nonisolated static let feedbackSeconds = 1.0
    /// Taps reach the session after their frame (a MIDI event a period late, an onset after
    /// its analysis): the response is closed this long after its end has been heard.
    nonisolated static let lateTapSeconds = 0.15
    /// A stroke's sound and its echo in a room are over this long after its onset: the
    /// input's onsets count only after the call's last stroke plus this.
    nonisolated static let strokeDiesSeconds = 0.05

    public private(set) var state: State = .idle {
        didSet { if state != oldValue { loop.emit(.state(state)) } }
    }
    public let loop: SessionLoop<Event>
    private let clicks: any ClickPlayer
    private let hearing: (any InputHearing)?
    private var hearingTask: Task<Void, Never>?
    /// Whether onsets on the audio input are taps in this run: the input was connected when it started.
    public var hearsInput: Bool { hearingTask != nil }
    private let composer = RhythmCallComposer()
    private var staircases: [Int: LengthStaircase] = [:]
    private var trialNumber = 0
    private var previous: RhythmCall?
    /// Played and not answered (nothing tapped): the next call has its length (a new one: the
    /// same call heard again and again would be learnt, not heard once).
    private var unanswered: (call: RhythmCall, tempo: Tempo)?
    /// What the settings add to every MIDI tap's latency, as read at the call's start.
    public private(set) var extraLatencyMs = 0.0
    /// The count-in's first beat as heard; taps count from there.
    private var heardStart: Int64 = 0
    /// Taps of the response lie after this (frames from `heardStart`); a pad's before it is playing along.
    private var responseFrom: Int64 = .max
    /// The input's onsets count from here: after the response's start and after the call's
    /// last stroke has died away (the microphone hears it, as a tap on its own frame).
    private var inputFrom: Int64 = .max
    /// The call's bars begin here (a sixteenth early): a pad tapped after it plays along.
    private var callFrom: Int64 = .max
    private var taps: [RhythmTap] = []
    private var listening = false

    public init(
        clicks: any ClickPlayer, player: any NotePlayer, history: TrainingHistory, recorder: any TrainingRecorder,
        settings: any TrainingSettingsSource, hearing: (any InputHearing)? = nil,
        clock: any TrainingClock = SystemTrainingClock(), random: any RandomSource = SystemRandom()
    ) {
        loop = SessionLoop(player: player, history: history, recorder: recorder, settings: settings, clock: clock, random: random)
        self.clicks = clicks
        self.hearing = hearing
    }

    public func start() {
        loop.start(begin: { [self] in
            staircases = loop.history.rhythmBack.nextLength.mapValues { LengthStaircase(.rhythmCalls, length: $0) }
            trialNumber = 0
            listenForTaps()
        }, trial: playTrial, idle: { [weak self] in self?.becomeIdle() })
    }

    private func listenForTaps() {
        hearingTask = hearing?.hearTaps(
            onset: { [weak self] frame in self?.inputTapped(atFrame: frame) },
            unusable: { [weak self] samples in self?.loop.emit(.unusableInput(samples: samples)) })
    }

    private func becomeIdle() {
        hearingTask?.cancel()
        hearingTask = nil
        hearing?.stopHearing()
        listening = false
        taps = []
        state = .idle
    }

    public func apply(_ control: TrainingControl, at time: AudioTime?) async {
        guard control == .tap else { return }
        let latency = clicks.latency()
        if let time {
            let extra = Int64((extraLatencyMs * Double(latency.sampleRate) / 1000).rounded())
            tap(played: Int64(time.frame) - Int64(latency.captureFrames) - extra, source: .pad)
        } else {
            tap(played: Int64(clicks.now().frame), source: .keyboard)
        }
    }

    /// An onset on the audio input, at its frame: the input's capture latency is taken off.
    func inputTapped(atFrame frame: UInt64) {
        guard let hearing else { return }
        tap(played: Int64(frame) - Int64(hearing.captureLatencyFrames), source: .input)
    }

    private func tap(played: Int64, source: RhythmTap.Source) {
        guard listening else { return }
        let frame = played - heardStart
        guard frame >= (source == .input ? inputFrom : responseFrom) else {
            // The input hears the pulse and the call themselves: no tap of the musician's to say;
            // a pad along with the count-in is a drummer getting the tempo, no playing along.
            if source != .input, frame >= callFrom { loop.emit(.playedAlong(trial: trialNumber)) }
            return
        }
        let tap = RhythmTap(frame: Int(frame), source: source)
        taps.append(tap)
        loop.emit(.tapped(tap, index: taps.count - 1, trial: trialNumber))
    }

    private func playTrial() async throws {
        let settings = await loop.settings.currentSettings()
        extraLatencyMs = settings.extraLatencyMs
        let level = settings.rhythmLevel, tempo = settings.tempo, pulse = settings.rhythmPulse
        let share = settings.rhythmToleranceShare, headphones = settings.rhythmHeadphones
        let beats = unanswered.flatMap { $0.call.level == level ? $0.call.beats : nil }
            ?? staircases[level.number, default: LengthStaircase(.rhythmCalls)].length
        let call = composer.call(beats: beats, level: level, after: previous, random: &loop.random)
        previous = call
        trialNumber += 1
        let rate = clicks.now().sampleRate
        let timeline = CallTimeline(
            start: clicks.now().frame + UInt64(Self.leadSeconds * Double(rate)), tempo: tempo, sampleRate: rate, call: call)
        let silentResponse = hearsInput && !headphones
        let pulseBeats = timeline.pulseBeats(pulseThrough: pulse == .through, responseHeardOnInput: hearsInput, headphones: headphones)
        var sounds = pulseBeats.map { (frame: timeline.frame(ofBeat: $0), sound: $0 % CallTimeline.beatsPerBar == 0 ? ClickSound.accent : .normal) }
        sounds += timeline.callFrames.map { (frame: $0, sound: ClickSound.stroke) }
        sounds.sort { $0.frame < $1.frame }

        // Heard from the count-in's first beat: the response from half a beat before its first.
        let relative = CallTimeline(start: 0, tempo: tempo, sampleRate: rate, call: call)
        taps = []
        responseFrom = Int64(relative.frame(ofTick: timeline.responseStartBeat * BeatFigure.ticksPerBeat - BeatFigure.ticksPerBeat / 2))
        callFrom = Int64(relative.frame(ofTick: timeline.callStartBeat * BeatFigure.ticksPerBeat - 3))
        let lastStroke = Int64(relative.frame(ofTick: timeline.callStartBeat * BeatFigure.ticksPerBeat + call.strokes.last!))
        inputFrom = max(responseFrom, lastStroke + Int64(Self.strokeDiesSeconds * Double(rate)))
        heardStart = Int64(timeline.start) + Int64(clicks.latency().playbackFrames)
        listening = true
        state = .countIn

        var handles: [any PlaybackHandle] = []
        var next = 0
        func scheduleAhead(through last: Int) throws {
            while next <= min(last, sounds.count - 1) {
                handles.append(try clicks.click(sounds[next].sound, at: sounds[next].frame))
                next += 1
            }
            loop.sounding(handles)
        }
        try scheduleAhead(through: Self.soundsAhead)
        let firstStroke = sounds.firstIndex { $0.sound == .stroke } ?? 0
        let firstResponse = sounds.firstIndex { $0.frame >= timeline.frame(ofBeat: timeline.responseStartBeat) }
        for index in sounds.indices {
            try await handles[index].started()
            try Task.checkCancellation()
            if index == 0 {
                // The outputs' latency as the count-in begins: where everything is heard.
                let latency = UInt64(clicks.latency().playbackFrames)
                heardStart = Int64(timeline.start + latency)
                loop.emit(.call(CallHeard(
                    call: call, tempo: tempo, trial: trialNumber, startFrame: timeline.start + latency,
                    strokeFrames: timeline.callFrames.map { $0 + latency }, responseFrames: timeline.responseFrames.map { $0 + latency },
                    pulseFrames: pulseBeats.map { timeline.frame(ofBeat: $0) + latency }, pulse: pulse, responseSilent: silentResponse,
                    toleranceMs: timeline.toleranceFrames(share: share) * 1000 / Double(rate))))
            }
            if index == firstStroke { state = .calling }
            if index == firstResponse { state = .responding }
            try scheduleAhead(through: index + Self.soundsAhead)
        }
        // Until the response has been heard to its end (half a beat after its last beat) and
        // the taps that late have arrived.
        state = .responding
        let end = heardStart + Int64(relative.frame(ofTick: timeline.endBeat * BeatFigure.ticksPerBeat + BeatFigure.ticksPerBeat / 2))
        while Int64(clicks.now().frame) < end + Int64(Self.lateTapSeconds * Double(rate)) {
            try await loop.clock.sleep(seconds: 0.02)
        }
        try Task.checkCancellation()
        listening = false
        guard !taps.isEmpty else {
            unanswered = (call, tempo)
            loop.emit(.untapped(trial: trialNumber))
            try await loop.clock.sleep(seconds: Self.feedbackSeconds)
            return
        }
        let record = RhythmCallRecord(
            call: call, tempo: tempo, sampleRate: rate, taps: taps, toleranceShare: share, pulse: pulse, timestamp: loop.clock.now())
        let judgement = record.judgement
        staircases[level.number, default: LengthStaircase(.rhythmCalls)].answered(right: judgement.isRight)
        state = .feedback
        try await loop.complete(record, event: .completed(record, judgement))
        unanswered = nil
        taps = []
        try await loop.clock.sleep(seconds: max(Self.feedbackSeconds, settings.feedbackDuration))
        try Task.checkCancellation()
    }
}

extension TrainingMode {
    /// Rhythm Back: a pad is a tap.
    public static let rhythmBack = TrainingMode("rhythm", notes: .tap)
}

extension TrainingHistory {
    public var rhythmBack: RhythmBackProfile { part(RhythmBackProfile.self) }
}
