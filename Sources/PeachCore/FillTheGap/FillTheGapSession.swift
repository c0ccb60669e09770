import Foundation

/// Fill the Gap: an endless loop of sixteenth clicks, the first of each beat accented, in
/// every four-step cycle one step silent; the musician taps into the gap. The silent step
/// holds for a trial of sixteen cycles, drawn from the enabled positions and changed at each
/// trial when more than one is enabled; a cycle before the trial announces it by ear, the
/// beat and the coming gap's step alone ("1 . + ."), so that a musician who only listens
/// knows where to tap before the first gap comes. A tap is timed by its own frame: the tap
/// as played (its frame less the MIDI input's capture latency and the extra latency)
/// against the step as it would have been heard (its frame plus the outputs' playback
/// latency); it belongs to the step it lies within half a step of. Into the gap it counts,
/// once a cycle; on a sounding step (or a second time into a gap) it is an extra tap, said
/// at once and stored with the trial, and a trial of mostly extra taps stays out of the
/// means and the spread. A trial's taps are stored as one record, then the observers and
/// the screen hear of it, while the loop plays on. The settings are read at each trial's
/// first cycle: a new tempo starts a new grid exactly where the last cycle ends. A stop
/// silences the loop and keeps nothing of the trial.
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
    /// The next cycle to finish (its taps are in once the cycle after next sounds).
    private var nextToFinish = 0
    /// Planning the cycles ahead: the trial being scheduled, the place in it of the next
    /// cycle (nil: a trial begins), its gap, and the last trial's gap.
    private var plannedTrial = 0
    private var plannedIndex: Int?
    private var plannedGap: StepPosition = .and
    private var lastGap: StepPosition?

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
        loop.start(begin: beginFirstTrial, trial: playTrial, idle: { [weak self] in self?.becomeIdle() })
    }

    private func beginFirstTrial() {
        cycles = [:]
        nextCycle = 0
        grid = nil
        nextToFinish = 0
        plannedTrial = 0
        plannedIndex = nil
        lastGap = nil
        // Listening first: the state's event then finds the session hearing the input.
        listenForTaps()
        state = .starting
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
        cycles = [:]
        tempo = nil
        state = .idle
    }

    /// A tap; MIDI taps carry their frame, the computer keyboard's are timed now.
    public func apply(_ control: TrainingControl, at time: AudioTime?) async {
        guard control == .tap else { return }
        tap(at: time)
    }

    /// One cycle after another until the trial's sixteenth is finished (its announcing
    /// cycle first, when it has one), then the trial's record.
    private func playTrial() async throws {
        var taps: [GapTap] = [], extraTaps = 0
        while true {
            let number = nextToFinish
            try await schedule(through: number + Self.cyclesAhead)
            // A stop while the settings were read: the clicks just scheduled are silenced by
            // the stop (they are sounding), and none of them is waited for.
            try Task.checkCancellation()
            guard let cycle = cycles[number] else { return }
            if cycle.index == 0 || (cycle.announces && tempo == nil) { tempo = cycle.grid.tempo }
            if state == .starting, let firstClick = cycle.handles.first {
                try await firstClick.started()
                try Task.checkCancellation()
                state = .running
            }
            // The steps of cycle `number` have passed long before the cycle after next sounds
            // (at least four and a half steps later), whatever the latencies: its taps are in.
            guard let ahead = cycles[number + Self.cyclesAhead]?.handles.first else { return }
            try await ahead.started()
            try Task.checkCancellation()
            let finished = cycles.removeValue(forKey: number) ?? cycle
            if let tap = finished.tap { taps.append(tap) }
            extraTaps += finished.extraTaps
            nextToFinish += 1
            loop.sounding(cycles.values.flatMap(\.handles))
            if finished.index == Self.cyclesPerTrial - 1 { break }
        }
        let tempo = self.tempo ?? .standard
        self.tempo = nil
        guard let record = GapFillRecord(tempo: tempo, taps: taps, extraTaps: extraTaps, timestamp: loop.clock.now()) else {
            // Nothing tapped at all: no answer to keep.
            loop.emit(.untapped(tempo, extraTaps: 0))
            return
        }
        // No gap filled, but taps on the clicks: kept with them, so that tapping everything
        // but the gaps is on the record as what it was (mostly extra), not lost with an
        // untapped trial; told as stored, as it is.
        try await loop.complete(record, event: .completed(record))
    }

    /// Schedules the loop's cycles up to `last`, each on its frames: at a trial's start its
    /// settings are read and its gap drawn, announced by a cycle of its own when it is new.
    private func schedule(through last: Int) async throws {
        while nextCycle <= last {
            let number = nextCycle
            if plannedIndex == nil {
                await readSettings(startingCycle: number)
                plannedGap = nextGap()
                plannedIndex = plannedGap == lastGap ? 0 : -1
                lastGap = plannedGap
            }
            guard let grid, let index = plannedIndex else { return }
            let firstStep = (number - gridFirstCycle) * 4
            let announcing = index < 0
            var handles: [any PlaybackHandle] = []
            for position in GapCycle.sounding(gap: plannedGap, announcing: announcing) {
                let frame = grid.frame(ofStep: firstStep + position.rawValue)
                handles.append(try clicks.click(position == .beat ? .accent : .normal, at: frame))
            }
            cycles[number] = GapCycle(
                number: number, grid: grid, firstStep: firstStep, gap: plannedGap, trial: plannedTrial,
                index: announcing ? nil : index, handles: handles)
            if announcing { loop.emit(.announced(plannedGap, trial: plannedTrial)) }
            nextCycle += 1
            if index == Self.cyclesPerTrial - 1 {
                plannedTrial += 1
                plannedIndex = nil
            } else {
                plannedIndex = index + 1
            }
            loop.sounding(cycles.values.flatMap(\.handles))
        }
    }

    /// A trial's gap: another enabled position than the last trial's, when there is one.
    private func nextGap() -> StepPosition {
        let choices = positions.count > 1 ? positions.filter { $0 != lastGap } : positions
        return choices[min(Int(loop.random.nextUnit() * Double(choices.count)), choices.count - 1)]
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
            ?? ClickGrid.start(after: clicks.now().frame, sampleRate: rate)
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

    /// A tap as played, on the audio clock, against the steps as heard: it belongs to the
    /// step it lies within half a step of. In an announcing cycle it counts for nothing.
    private func tap(played: Int64, latency: StudioLatency) {
        guard state == .running else { return }
        for number in cycles.keys.sorted() {
            guard var cycle = cycles[number], let index = cycle.index else { continue }
            let heardBeat = Int64(cycle.grid.frame(ofStep: cycle.firstStep)) + Int64(latency.playbackFrames)
            let step = Int((Double(played - heardBeat) / cycle.grid.framesPerStep).rounded())
            guard let position = StepPosition(rawValue: step) else { continue }
            if position == cycle.gap, cycle.tap == nil {
                let offset = played - (Int64(cycle.gapFrame) + Int64(latency.playbackFrames))
                let tap = GapTap(cycle: index, position: cycle.gap, offsetFrames: Int(offset), sampleRate: latency.sampleRate)
                cycle.tap = tap
                cycles[number] = cycle
                loop.emit(.tapped(GapTapFeedback(tap: tap, tempo: cycle.grid.tempo, trial: cycle.trial)))
            } else {
                cycle.extraTaps += 1
                cycles[number] = cycle
                loop.emit(.extraTap(GapExtraTap(on: position, gap: cycle.gap, trial: cycle.trial)))
            }
            return
        }
    }
}

extension TrainingMode {
    /// Fill the Gap.
    public static let fill = TrainingMode("fill", notes: .tap)
}
