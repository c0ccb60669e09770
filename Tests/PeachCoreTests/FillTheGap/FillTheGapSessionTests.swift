import Foundation
import Testing
@testable import PeachCore
import PeachDoubles

@Suite("Fill the Gap session")
struct FillTheGapSessionTests {
    struct Rig {
        let session: FillTheGapSession
        let clicks: MockClickPlayer
        let recorder: RecordingObserver
        let settings: MockSettings
        let events: EventLog<FillTheGapSession.Event>
    }

    /// 120 BPM: a step is 15 · 48000 / 120 = 6000 frames; the loop starts 0.1 s after 48000.
    static let start: UInt64 = 52_800
    static let step: UInt64 = 6_000

    @TrainingActor
    func makeRig(tempo: Int = 120, positions: [StepPosition] = [.and], hearing: MockHearing? = nil) -> Rig {
        let clicks = MockClickPlayer(), recorder = RecordingObserver()
        var chosen = TrainingSettings(tempo: Tempo(bpm: tempo))
        chosen.gapPositions = positions
        let settings = MockSettings(chosen)
        let session = FillTheGapSession(
            clicks: clicks, player: MockNotePlayer(), history: TrainingHistory(), recorder: recorder,
            settings: settings, hearing: hearing, clock: MockClock(), random: SeededRandom(seed: 9))
        return Rig(session: session, clicks: clicks, recorder: recorder, settings: settings, events: .of(session))
    }

    /// Plays the loop through cycle `cycle`'s last step (and what the session has scheduled by then).
    func play(_ rig: Rig, throughCycle cycle: Int) async {
        for number in 0...cycle {
            // The cycle is scheduled (whole) once any of its clicks is.
            let beat = Self.start + UInt64(number * 4) * Self.step
            #expect(await eventually { rig.clicks.clicks.last.map { $0.frame >= beat } ?? false })
            rig.clicks.play(through: beat + 3 * Self.step)
        }
        #expect(await eventually { await rig.session.state == .running })
    }

    func gapFrame(cycle: Int, position: StepPosition = .and) -> UInt64 {
        Self.start + UInt64(cycle * 4 + position.rawValue) * Self.step
    }

    @Test("the loop: a cycle announcing the gap by ear (the beat and that step alone), then three clicks a cycle on the grid, the beat accented, the gap silent")
    func loopOnTheGrid() async {
        let rig = await makeRig(positions: [.and])
        await rig.session.start()
        #expect(await eventually { rig.clicks.clickCount == 8 })
        let clicks = rig.clicks.clicks
        var expected = [Self.start, Self.start + 2 * Self.step]
        for cycle in 1..<3 {
            for step in [0, 1, 3] { expected.append(Self.start + UInt64(cycle * 4 + step) * Self.step) }
        }
        let sounds: [ClickSound] = [.accent, .normal, .accent, .normal, .normal, .accent, .normal, .normal]
        #expect(clicks.map(\.frame) == expected)
        #expect(clicks.map(\.sound) == sounds)
        #expect(await eventually { rig.events.events.contains(.announced(.and, trial: 0)) })
        await rig.session.stop(.stopped)
        #expect(rig.clicks.clicks.allSatisfy { $0.handle.isEnded })
    }

    @Test("the gap holds for a trial and changes at the next, announced by its own cycle; with one position enabled it goes on unannounced")
    func gapHoldsForATrial() async throws {
        let rig = await makeRig(positions: [.beat, .e, .and, .a])
        await rig.session.start()
        await play(rig, throughCycle: 20)
        let clicks = rig.clicks.clicks
        func silent(_ cycle: Int) -> [StepPosition] {
            StepPosition.allCases.filter { position in !clicks.contains { $0.frame == gapFrame(cycle: cycle, position: position) } }
        }
        // Cycle 0 announces: only the beat and the gap's step sound.
        let announced = try #require(rig.events.events.compactMap { if case let .announced(position, 0) = $0 { position } else { nil } }.first)
        #expect(silent(0) == StepPosition.allCases.filter { $0 != .beat && $0 != announced })
        // Cycles 1–16: trial 0, its gap silent every time.
        for cycle in 1...16 { #expect(silent(cycle) == [announced], "cycle \(cycle)") }
        // Cycle 17 announces trial 1's gap, another one; cycles 18 on leave it silent.
        let next = try #require(rig.events.events.compactMap { if case let .announced(position, 1) = $0 { position } else { nil } }.first)
        #expect(next != announced)
        #expect(silent(17) == StepPosition.allCases.filter { $0 != .beat && $0 != next })
        for cycle in 18...19 { #expect(silent(cycle) == [next]) }
        await rig.session.stop(.stopped)

        let one = await makeRig(positions: [.e])
        await one.session.start()
        await play(one, throughCycle: 19)
        #expect(one.events.events.filter { if case .announced = $0 { true } else { false } }.count == 1)
        await one.session.stop(.stopped)
    }

    @Test("a tap is timed by its frame, less the capture and extra latency, against the gap plus the playback latency; one a cycle, within half a step")
    func tapsByFrame() async throws {
        let rig = await makeRig(positions: [.and])
        rig.clicks.reportedLatency = StudioLatency(playbackFrames: 300, captureFrames: 120, sampleRate: 48_000)
        rig.settings.update { $0.extraLatencyMs = 2 }
        await rig.session.start()
        await play(rig, throughCycle: 1)
        let latency: UInt64 = 300 + 120 + 96
        func tap(_ cycle: Int, _ offset: Int64) async {
            await rig.session.apply(.tap, at: AudioTime(frame: UInt64(Int64(gapFrame(cycle: cycle) + latency) + offset), sampleRate: 48_000))
        }
        // In the announcing cycle (0) a tap counts for nothing, on the announced step or another.
        await tap(0, 0)
        await tap(0, -6_000)
        await play(rig, throughCycle: 2)
        await tap(2, 0)
        await play(rig, throughCycle: 3)
        await tap(3, -350)  // 7.3 ms early, to the frame
        await tap(3, 100)  // a second tap into the same gap: extra
        await play(rig, throughCycle: 4)
        await tap(4, 576)  // 12 ms late
        await play(rig, throughCycle: 5)
        await tap(5, 3_001)  // past half a step (3000 frames): on the a, which sounds: extra
        await tap(5, -6_000)  // on the e: extra
        #expect(await eventually { rig.events.taps.count == 3 && rig.events.extraTaps.count == 3 })
        #expect(rig.events.taps.map(\.tap.offsetFrames) == [0, -350, 576])
        // Cycle 0 announced the gap; the trial's cycles count from cycle 1.
        #expect(rig.events.taps.map(\.tap.cycle) == [1, 2, 3])
        #expect(rig.events.taps.allSatisfy { $0.tap.position == .and })
        #expect(rig.events.taps.map(\.rating) == [.excellent, .excellent, .precise])
        #expect(rig.events.extraTaps == [
            GapExtraTap(on: .and, gap: .and, trial: 0), GapExtraTap(on: .a, gap: .and, trial: 0), GapExtraTap(on: .e, gap: .and, trial: 0),
        ])

        await rig.session.stop(.stopped)
        // A stop keeps nothing of the trial.
        #expect(rig.recorder.stored(GapFillRecord.self).count == 0)
    }

    @Test("sixteen cycles after the announcing one make a trial: stored with its taps, means and extra taps, then told; the loop plays on into the next trial")
    func trialStored() async throws {
        let rig = await makeRig(positions: [.beat, .e, .and, .a])
        await rig.session.start()
        var tapped: [GapTap] = []
        for cycle in 1...16 {
            await play(rig, throughCycle: cycle)
            guard cycle % 3 == 0 else { continue }
            // Where the gap of this cycle is: the step without a click.
            let from = Self.start + UInt64(cycle * 4) * Self.step, to = from + 4 * Self.step
            let steps: [UInt64] = rig.clicks.clicks.map(\.frame).filter { $0 >= from && $0 < to }
            let gap = try #require(StepPosition.allCases.first { !steps.contains(gapFrame(cycle: cycle, position: $0)) })
            await rig.session.apply(.tap, at: AudioTime(frame: gapFrame(cycle: cycle, position: gap) + 48, sampleRate: 48_000))
            tapped.append(GapTap(cycle: cycle - 1, position: gap, offsetFrames: 48, sampleRate: 48_000))
            // And, every other time, one on a click of the same cycle: more gap taps than extra ones, so the trial counts.
            guard cycle % 6 == 0 else { continue }
            let click = try #require(StepPosition.allCases.first { $0 != gap })
            await rig.session.apply(.tap, at: AudioTime(frame: gapFrame(cycle: cycle, position: click), sampleRate: 48_000))
        }
        await play(rig, throughCycle: 19)
        #expect(await eventually { rig.recorder.stored(GapFillRecord.self).count == 1 })
        let record = try #require(rig.recorder.stored(GapFillRecord.self).first)
        #expect(record.taps == tapped && record.tempo == Tempo(bpm: 120))
        #expect(record.extraTaps == 2 && !record.isMostlyExtra)
        #expect(abs(record.meanOffsetMs - 1) < 1e-9)
        #expect(await eventually { rig.events.trials == [record] })
        #expect(await rig.session.isRunning)
        await rig.session.stop(.stopped)
    }

    @Test("a trial nobody tapped in stores nothing and says so; a new tempo starts its grid where the last cycle ends")
    func untappedAndTempoChange() async throws {
        let rig = await makeRig(tempo: 120, positions: [.a])
        await rig.session.start()
        await play(rig, throughCycle: 1)
        rig.settings.update { $0.tempo = Tempo(bpm: 100) }
        await play(rig, throughCycle: 16)
        // The announcing cycle has two clicks, the sixteen of trial 0 three each.
        let first = 2 + 16 * 3
        #expect(await eventually { rig.clicks.clicks.count >= first + 3 })
        // Cycle 17 is the second trial's first (the gap stays: no announcing cycle): at 100 BPM
        // (7200 frames a step), from where cycle 16 ended.
        let secondStart = Self.start + 68 * Self.step
        #expect(rig.clicks.clicks[first].frame == secondStart && rig.clicks.clicks[first + 1].frame == secondStart + 7_200)
        // The trial ends once the cycle after next sounds.
        rig.clicks.play(through: secondStart + 4 * 7_200)
        #expect(await eventually { rig.clicks.clicks.count >= first + 6 })
        rig.clicks.play(through: secondStart + 8 * 7_200)
        #expect(await eventually { rig.events.untapped == 1 })
        #expect(rig.recorder.stored(GapFillRecord.self).count == 0)
        await rig.session.stop(.stopped)
    }

    @Test("a trial whose only taps were on clicks is stored with them (mostly extra) and told as stored; as many gap taps as extra ones is mostly extra too")
    func onlyExtraTaps() async throws {
        let rig = await makeRig(positions: [.beat, .e, .and, .a])
        await rig.session.start()
        for cycle in 1...16 {
            await play(rig, throughCycle: cycle)
            guard cycle % 4 == 0 else { continue }
            let from = Self.start + UInt64(cycle * 4) * Self.step, to = from + 4 * Self.step
            let steps: [UInt64] = rig.clicks.clicks.map(\.frame).filter { $0 >= from && $0 < to }
            let click = try #require(StepPosition.allCases.first { steps.contains(gapFrame(cycle: cycle, position: $0)) })
            await rig.session.apply(.tap, at: AudioTime(frame: gapFrame(cycle: cycle, position: click), sampleRate: 48_000))
        }
        await play(rig, throughCycle: 19)
        #expect(await eventually { rig.recorder.stored(GapFillRecord.self).count == 1 })
        let record = try #require(rig.recorder.stored(GapFillRecord.self).first)
        #expect(record.taps.isEmpty && record.extraTaps == 4 && record.isMostlyExtra)
        #expect(await eventually { rig.events.trials == [record] } && rig.events.untapped == 0)
        await rig.session.stop(.stopped)
        let tap = GapTap(cycle: 0, position: .e, offsetFrames: 48, sampleRate: 48_000)
        let even = try #require(GapFillRecord(tempo: Tempo(bpm: 120), taps: Array(repeating: tap, count: 16), extraTaps: 16, timestamp: Date()))
        let more = try #require(GapFillRecord(tempo: Tempo(bpm: 120), taps: Array(repeating: tap, count: 16), extraTaps: 15, timestamp: Date()))
        #expect(even.isMostlyExtra && !more.isMostlyExtra)
        #expect(GapFillRecord(tempo: Tempo(bpm: 120), taps: [], extraTaps: 0, timestamp: Date()) == nil)
        let imported = GapFillRecord(tempo: Tempo(bpm: 120), meanOffsetMs: 3, meanOffsetMsByPosition: [3, nil, nil, nil], timestamp: Date())
        #expect(!imported.isMostlyExtra)
    }

    @Test("a keyboard tap is timed when it arrives, without the MIDI input's latencies")
    func keyboardTap() async throws {
        let rig = await makeRig(positions: [.and])
        rig.clicks.reportedLatency = StudioLatency(playbackFrames: 300, captureFrames: 120, sampleRate: 48_000)
        rig.settings.update { $0.extraLatencyMs = 10 }
        await rig.session.start()
        await play(rig, throughCycle: 1)
        await play(rig, throughCycle: 2)
        rig.clicks.clockFrame.store(gapFrame(cycle: 2) + 300 - 480, ordering: .relaxed)
        await rig.session.apply(.tap, at: nil)
        #expect(await eventually { rig.events.taps.count == 1 })
        #expect(rig.events.taps.first?.tap.offsetFrames == -480)
        await rig.session.stop(.stopped)
    }

    @Test("an onset in the audio input taps at its frame, less the input's capture latency (not the pads' nor the extra); nothing connected, nothing heard")
    func inputTap() async throws {
        let hearing = MockHearing()
        hearing.captureLatencyFrames = 200
        let rig = await makeRig(positions: [.and], hearing: hearing)
        rig.clicks.reportedLatency = StudioLatency(playbackFrames: 300, captureFrames: 120, sampleRate: 48_000)
        rig.settings.update { $0.extraLatencyMs = 10 }
        await rig.session.start()
        #expect(hearing.isHearing)
        await play(rig, throughCycle: 2)
        hearing.hear(.onset(HeardOnset(frame: gapFrame(cycle: 2) + 300 + 200 + 144)))
        #expect(await eventually { rig.events.taps.count == 1 })
        #expect(rig.events.taps.first?.tap.offsetFrames == 144)
        await rig.session.stop(.stopped)
        #expect(!hearing.isHearing)

        let unplugged = MockHearing()
        unplugged.isConnected = false
        let quiet = await makeRig(positions: [.and], hearing: unplugged)
        await quiet.session.start()
        await play(quiet, throughCycle: 0)
        #expect(!unplugged.isHearing && unplugged.startCount == 0)
        await quiet.session.stop(.stopped)
    }

    /// Settings whose reads after the first wait until the test lets them go: a stop can come
    /// while the session reads the next trial's settings.
    final class HeldSettings: TrainingSettingsSource, @unchecked Sendable {
        private let lock = NSLock()
        private var reads = 0
        private var held: CheckedContinuation<Void, Never>?
        var isHolding: Bool { lock.withLock { held != nil } }

        func currentSettings() async -> TrainingSettings {
            let first = lock.withLock { reads += 1; return reads == 1 }
            if !first { await withCheckedContinuation { continuation in lock.withLock { held = continuation } } }
            var settings = TrainingSettings(tempo: Tempo(bpm: 120))
            settings.gapPositions = [.and]
            return settings
        }

        func release() { lock.withLock { let held = held; self.held = nil; return held }?.resume() }
    }

    @Test("a stop while the next trial's settings are read ends training: no click scheduled then is waited for, and every one is silenced")
    func stopWhileReadingSettings() async throws {
        let clicks = MockClickPlayer(), settings = HeldSettings()
        let session = await FillTheGapSession(
            clicks: clicks, player: MockNotePlayer(), history: TrainingHistory(), recorder: RecordingObserver(),
            settings: settings, clock: MockClock(), random: SeededRandom(seed: 9))
        await session.start()
        // Cycle 0 announces the gap, cycles 1–16 are the first trial. Once cycle 16 sounds,
        // cycle 15 schedules through cycle 17, the next trial's first: its settings are read then.
        for number in 0...16 {
            let beat = Self.start + UInt64(number * 4) * Self.step
            if settings.isHolding { break }
            #expect(await eventually { clicks.clicks.last.map { $0.frame >= beat } ?? false || settings.isHolding })
            clicks.play(through: beat + 3 * Self.step)
        }
        #expect(await eventually { settings.isHolding })
        let stopped = Task { await session.stop(.stopped) }
        try await Task.sleep(for: .milliseconds(50))
        settings.release()
        #expect(await eventually(5) { await session.state == .idle })
        stopped.cancel()
        #expect(await eventually(5) { clicks.clicks.allSatisfy { $0.handle.isEnded } })
    }
}

extension EventLog where Event == FillTheGapSession.Event {
    var taps: [GapTapFeedback] { events.compactMap { if case let .tapped(feedback) = $0 { feedback } else { nil } } }
    var trials: [GapFillRecord] { events.compactMap { if case let .completed(record) = $0 { record } else { nil } } }
    var untapped: Int { events.filter { if case .untapped = $0 { true } else { false } }.count }
    var extraTaps: [GapExtraTap] { events.compactMap { if case let .extraTap(extra) = $0 { extra } else { nil } } }
}
