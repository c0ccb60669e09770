import Foundation

/// Fill the Gap: an endless loop of sixteenth clicks, the first of each beat accented, in
/// every four-step cycle one step (drawn from the enabled positions) silent; the musician
/// taps into the gap. A tap counts within half a step of the gap, once a cycle, and is
/// timed by its own frame: the tap as played (its frame less the MIDI input's capture
/// latency and the extra latency) against the gap as it would have been heard (its frame
/// plus the outputs' playback latency). A trial is sixteen cycles: its taps are stored as
/// one record, then the observers and the screen hear of it, while the loop plays on. The
/// settings are read at each trial's first cycle: a new tempo starts a new grid exactly
/// where the last cycle ends. A stop silences the loop and keeps nothing of the trial.
@TrainingActor
public final class FillTheGapSession: LoopedSession {
    public nonisolated static let cyclesPerTrial = 16
    /// Cycles scheduled ahead of the one being finished: at 200 BPM that is 0.6 s of
    /// clicks waiting, enough for a busy machine and few enough for the engine's voices.
    nonisolated static let cyclesAhead = 2

    public private(set) var state: State = .idle {
        didSet { if state != oldValue { loop.emit(.state(state)) } }
    }
    /// The tempo of the trial being played.
    public private(set) var tempo: Tempo?
    public let loop: SessionLoop<Event>
    private let clicks: any ClickPlayer
    private let observers: [any RhythmObserver]
    /// The audio input: a clap, a stick or a drum into the microphone taps too, when
    /// anything is connected to it.
    private let hearing: (any InputHearing)?
    private var hearingTask: Task<Void, Never>?
    /// Whether onsets in the audio input count as taps in this run: the input was connected
    /// when it started (the status line names the input's latency then).
    public var hearsInput: Bool { hearingTask != nil }

    /// Scheduled and not yet finished, by number.
    private var cycles: [Int: GapCycle] = [:]
    private var nextCycle = 0
    private var grid: ClickGrid?
    private var gridFirstCycle = 0
    private var positions: [StepPosition] = StepPosition.allCases
    /// What the settings add to every MIDI tap's latency, as read at the trial's start.
    public private(set) var extraLatencyMs = 0.0
    /// Trials are cycles 0–15, 16–31, …: the trial a cycle belongs to is its number ÷ 16.
    private var trialFirstCycle = 0

    public init(
        clicks: any ClickPlayer, player: any NotePlayer, history: TrainingHistory, recorder: any TrainingRecorder,
        observers: [any RhythmObserver] = [], settings: any TrainingSettingsSource, hearing: (any InputHearing)? = nil,
        clock: any TrainingClock = SystemTrainingClock(), random: any RandomSource = SystemRandom()
    ) {
        loop = SessionLoop(player: player, history: history, recorder: recorder, settings: settings, clock: clock, random: random)
        self.clicks = clicks
        self.observers = observers
        self.hearing = hearing
    }

    public func start() {
        loop.start(begin: beginFirstTrial, trial: playTrial, idle: { [weak self] in self?.becomeIdle() })
    }

    private func beginFirstTrial() {
        cycles = [:]
        nextCycle = 0
        grid = nil
        trialFirstCycle = 0
        // Listening first: the state's event then finds the session hearing the input.
        listenForTaps()
        state = .starting
    }

    private func listenForTaps() {
        guard let hearing, hearing.isConnected else { return }
        let events = hearing.startHearing()
        hearingTask = Task { [weak self] in
            for await event in events {
                if case let .onset(onset) = event { self?.inputTapped(atFrame: onset.frame) }
            }
        }
    }

    private func becomeIdle() {
        hearingTask?.cancel()
        hearingTask = nil
        hearing?.stopHearing()
        cycles = [:]
        tempo = nil
        state = .idle
    }

    /// A tap; MIDI taps carry their frame, the computer keyboard's are timed now.
    public func apply(_ control: TrainingControl, at time: AudioTime?) async {
        guard control == .tap else { return }
        tap(at: time)
    }

    /// One cycle after another until sixteen are finished, then the trial's record.
    private func playTrial() async throws {
        let first = trialFirstCycle
        var taps: [GapTap] = []
        for number in first..<(first + Self.cyclesPerTrial) {
            try await schedule(through: number + Self.cyclesAhead)
            // A stop while the settings were read: the clicks just scheduled are silenced by
            // the stop (they are sounding), and none of them is waited for.
            try Task.checkCancellation()
            if number == first { tempo = cycles[first]?.grid.tempo }
            if state == .starting, let firstClick = cycles[number]?.handles.first {
                try await firstClick.started()
                try Task.checkCancellation()
                state = .running
            }
            // The gap of cycle `number` has closed long before the cycle after next sounds
            // (at least four and a half steps later), whatever the latencies: its taps are in.
            guard let ahead = cycles[number + Self.cyclesAhead]?.handles.first else { return }
            try await ahead.started()
            try Task.checkCancellation()
            if let tap = cycles[number]?.tap { taps.append(tap) }
            cycles[number] = nil
            loop.sounding(cycles.values.flatMap(\.handles))
        }
        trialFirstCycle = first + Self.cyclesPerTrial
        let tempo = self.tempo ?? .standard
        guard let record = GapFillRecord(tempo: tempo, taps: taps, timestamp: loop.clock.now()) else {
            loop.emit(.untapped(tempo))
            return
        }
        let observers = self.observers
        try await loop.complete(
            record,
            notify: { for observer in observers { await observer.gapFillCompleted(record) } },
            event: .completed(record))
    }

    /// Schedules the loop's cycles up to `last`, each on its frames.
    private func schedule(through last: Int) async throws {
        while nextCycle <= last {
            let number = nextCycle
            if number % Self.cyclesPerTrial == 0 { await readSettings(startingCycle: number) }
            guard let grid else { return }
            let firstStep = (number - gridFirstCycle) * 4
            let gap = positions[min(Int(loop.random.nextUnit() * Double(positions.count)), positions.count - 1)]
            var handles: [any PlaybackHandle] = []
            for position in StepPosition.allCases where position != gap {
                let frame = grid.frame(ofStep: firstStep + position.rawValue)
                handles.append(try clicks.click(position == .beat ? .accent : .normal, at: frame))
            }
            cycles[number] = GapCycle(number: number, grid: grid, firstStep: firstStep, gap: gap, handles: handles)
            nextCycle += 1
            loop.sounding(cycles.values.flatMap(\.handles))
        }
    }

    /// A trial's settings: its tempo (a new one starts a new grid where the loop is),
    /// the positions that may fall silent, the extra latency.
    private func readSettings(startingCycle number: Int) async {
        let settings = await loop.settings.currentSettings()
        positions = settings.gapPositions.isEmpty ? StepPosition.allCases : settings.gapPositions
        extraLatencyMs = settings.extraLatencyMs
        if let grid, grid.tempo == settings.tempo { return }
        let rate = clicks.now().sampleRate
        let start = cycles[number - 1]?.endFrame
            ?? clicks.now().frame + UInt64(CompareTimingSession.leadSeconds * Double(rate))
        grid = ClickGrid(start: start, tempo: settings.tempo, sampleRate: rate)
        gridFirstCycle = number
    }

    private func tap(at time: AudioTime?) {
        let latency = clicks.latency()
        // A MIDI tap came in by a port with capture latency and through a controller's own
        // delay; the keyboard's is timed when the terminal delivered it, neither applies.
        let played: Int64 = if let time {
            Int64(time.frame) - Int64(latency.captureFrames) - Int64((extraLatencyMs * Double(latency.sampleRate) / 1000).rounded())
        } else {
            Int64(clicks.now().frame)
        }
        tap(played: played, latency: latency)
    }

    /// An onset in the audio input, at its frame: the microphone's capture latency, as the audio server
    /// reports it, is taken off (a sound card's port knows its own; no controller lies between).
    func inputTapped(atFrame frame: UInt64) {
        guard let hearing else { return }
        tap(played: Int64(frame) - Int64(hearing.captureLatencyFrames), latency: clicks.latency())
    }

    /// A tap as played, on the audio clock, against the gaps as heard.
    private func tap(played: Int64, latency: StudioLatency) {
        guard state == .running else { return }
        for number in cycles.keys.sorted() {
            guard var cycle = cycles[number] else { continue }
            let heardGap = Int64(cycle.gapFrame) + Int64(latency.playbackFrames)
            let offset = played - heardGap
            guard Double(abs(offset)) <= cycle.grid.framesPerStep / 2 else { continue }
            // One tap a cycle: a second one into the same gap is not counted.
            guard cycle.tap == nil else { return }
            let tap = GapTap(
                cycle: number % Self.cyclesPerTrial, position: cycle.gap, offsetFrames: Int(offset), sampleRate: latency.sampleRate)
            cycle.tap = tap
            cycles[number] = cycle
            loop.emit(.tapped(GapTapFeedback(tap: tap, tempo: cycle.grid.tempo, trial: number / Self.cyclesPerTrial)))
            return
        }
    }
}

extension TrainingMode {
    /// Fill the Gap.
    public static let fill = TrainingMode("fill", notes: .tap)
}
