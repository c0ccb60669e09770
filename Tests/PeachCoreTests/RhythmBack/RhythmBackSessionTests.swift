import Foundation
import Testing
@testable import PeachCore
import PeachDoubles

@Suite("Rhythm Back session")
struct RhythmBackSessionTests {
    struct Rig {
        let session: RhythmBackSession
        let clicks: MockClickPlayer
        let recorder: RecordingObserver
        let settings: MockSettings
        let events: EventLog<RhythmBackSession.Event>
    }

    /// 120 BPM at 48 kHz: a twelfth of a beat is 5 · 48000 / 120 = 2000 frames, a beat 24000.
    static let tick = 2_000, beat = 24_000

    @TrainingActor
    func makeRig(level: Int = 2, pulse: RhythmPulse = .through, headphones: Bool = false, hearing: MockHearing? = nil, latency: StudioLatency? = nil) -> Rig {
        let clicks = MockClickPlayer(), recorder = RecordingObserver()
        if let latency { clicks.reportedLatency = latency }
        var chosen = TrainingSettings(tempo: Tempo(bpm: 120))
        chosen.rhythmLevel = RhythmLevel(level)
        chosen.rhythmPulse = pulse
        chosen.rhythmHeadphones = headphones
        let settings = MockSettings(chosen)
        let session = RhythmBackSession(
            clicks: clicks, player: MockNotePlayer(), history: TrainingHistory(parts: [RhythmBackProfile.self]), recorder: recorder,
            settings: settings, hearing: hearing, clock: MockClock(), random: SeededRandom(seed: 5))
        return Rig(session: session, clicks: clicks, recorder: recorder, settings: settings, events: .of(session))
    }

    func calls(_ rig: Rig) -> [RhythmBackSession.CallHeard] { rig.events.events.compactMap { if case let .call(heard) = $0 { heard } else { nil } } }
    func records(_ rig: Rig) -> [RhythmCallRecord] { rig.recorder.recorded.compactMap { $0.as(RhythmCallRecord.self) } }

    /// Moves the audio clock on, a period at a time, until `condition` holds.
    func play(_ rig: Rig, until condition: @escaping () -> Bool) async -> Bool {
        for _ in 0..<4000 {
            if condition() { return true }
            rig.clicks.play(through: rig.clicks.now().frame + 256)
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
        }
        return condition()
    }

    @Test("a count-in bar, the call's strokes on its bars, the pulse through the response; the response tapped at the call's frames one call later is right, stored as played from the count-in's first beat as heard")
    func callAndResponse() async throws {
        let latency = StudioLatency(playbackFrames: 300, captureFrames: 100, sampleRate: 48_000)
        let rig = await makeRig(latency: latency)
        await rig.session.start()
        #expect(await play(rig) { !calls(rig).isEmpty })
        let heard = try #require(calls(rig).first)
        let start = Int(heard.startFrame) - 300
        // The count-in: four clicks a beat apart, the first accented.
        let clicks = rig.clicks.clicks
        let pulse = clicks.filter { $0.sound != .stroke }
        #expect(pulse.prefix(4).map { Int($0.frame) - start } == [0, 1, 2, 3].map { $0 * Self.beat })
        #expect(pulse.prefix(4).map(\.sound) == [.accent, .normal, .normal, .normal])
        #expect(heard.call.level.number == 2 && heard.call.beats == 4 && !heard.responseSilent)
        // Each stroke in the call's bar at its twelfth, heard with the playback latency.
        #expect(heard.strokeFrames.map { Int($0) - 300 - start } == heard.call.strokes.map { (48 + $0) * Self.tick })
        #expect(heard.responseFrames.map { Int($0) - 300 - start } == heard.call.strokes.map { (96 + $0) * Self.tick })
        // Tapped where each stroke falls in the response, through the pads' capture latency.
        for frame in heard.responseFrames { await rig.session.apply(.tap, at: AudioTime(frame: frame + 100, sampleRate: 48_000)) }
        #expect(await play(rig) { !records(rig).isEmpty })
        // The first call's sounds: the next call's count-in may be scheduled by now.
        let allClicks = rig.clicks.clicks.filter { Int($0.frame) - start < 12 * Self.beat }
        #expect(allClicks.filter { $0.sound == .stroke }.map { Int($0.frame) - start } == heard.call.strokes.map { (48 + $0) * Self.tick })
        #expect(allClicks.filter { $0.sound != .stroke }.count == 12, "the pulse on every beat of the count-in, the call and the response")
        let record = try #require(records(rig).first)
        #expect(record.taps.map(\.frame) == heard.responseFrames.map { Int($0) - Int(heard.startFrame) } && record.taps.allSatisfy { $0.source == .pad })
        #expect(record.judgement.isRight && record.pulse == .through && abs(record.toleranceShare - 0.33) < 1e-12)
        #expect(await eventually { rig.events.events.contains { if case let .completed(_, judgement) = $0 { judgement.isRight } else { false } } })
        await rig.session.stop(.stopped)
    }

    @Test("the staircase: a beat longer after a right call, three shorter after a wrong one, never below two; nothing tapped is no answer: a new call of the same length, nothing stored")
    func staircaseAndUntapped() async throws {
        let rig = await makeRig()
        await rig.session.start()
        // Call 1 right, call 2 one stroke missing, call 3 nothing tapped, call 4 (the same) missing.
        var taken = 0
        for index in 0..<4 {
            #expect(await play(rig) { calls(rig).count > index })
            let heard = calls(rig)[index]
            let taps = index == 0 ? heard.responseFrames : index == 2 ? [] : Array(heard.responseFrames.dropLast())
            for frame in taps { await rig.session.apply(.tap, at: AudioTime(frame: frame, sampleRate: 48_000)) }
            if index != 2 { taken += 1 }
            #expect(await play(rig) { records(rig).count == taken && (index != 2 || rig.events.events.contains { if case .untapped = $0 { true } else { false } }) })
        }
        let beats = calls(rig).map(\.call.beats)
        #expect(beats == [4, 5, 2, 2], "\(beats)")
        #expect(calls(rig)[3].call != calls(rig)[2].call, "a new call after the one nothing was tapped to, of its length")
        #expect(records(rig).map { $0.judgement.isRight } == [true, false, false])
        await rig.session.stop(.stopped)
    }

    @Test("a pad tapped while the call plays is playing along: said, left out; the input's onsets before the response and its last stroke's end are the call heard back: ignored; the input's taps in the response count, its capture latency taken off")
    func playingAlongAndTheInput() async throws {
        let hearing = MockHearing()
        hearing.captureLatencyFrames = 150
        let rig = await makeRig(pulse: .through, hearing: hearing)
        await rig.session.start()
        #expect(await play(rig) { !calls(rig).isEmpty })
        let heard = try #require(calls(rig).first)
        #expect(heard.responseSilent, "the input hears the taps and no headphones are declared")
        #expect(await eventually { hearing.isHearing })
        // Along with the call: a pad and the input.
        await rig.session.apply(.tap, at: AudioTime(frame: heard.strokeFrames[0], sampleRate: 48_000))
        hearing.hear(.onset(HeardOnset(frame: heard.strokeFrames[0] + 150)))
        // The call's last stroke heard back, even where it lies within half a beat of the response.
        hearing.hear(.onset(HeardOnset(frame: heard.strokeFrames.last! + 150)))
        for frame in heard.responseFrames { hearing.hear(.onset(HeardOnset(frame: frame + 150))) }
        #expect(await play(rig) { !records(rig).isEmpty })
        let record = try #require(records(rig).first)
        #expect(record.taps.map(\.frame) == heard.responseFrames.map { Int($0 - heard.startFrame) } && record.taps.allSatisfy { $0.source == .input })
        #expect(rig.events.events.filter { if case .playedAlong = $0 { true } else { false } }.count == 1)
        #expect(record.judgement.isRight)
        // No pulse in the response's bar: the count-in's and the call's beats only.
        let start = heard.startFrame
        let firstCall = rig.clicks.clicks.filter { $0.sound != .stroke && Int($0.frame - start) < 12 * Self.beat }
        #expect(firstCall.map { Int($0.frame - start) } == (0..<8).map { $0 * Self.beat })
        await rig.session.stop(.stopped)
    }

    @Test("the pulse in the count-in only: four clicks, then the call's strokes alone; headphones declared keep the response's pulse with the input connected")
    func pulseSettings() async throws {
        let countIn = await makeRig(pulse: .countIn)
        await countIn.session.start()
        #expect(await play(countIn) { !calls(countIn).isEmpty && countIn.clicks.clicks.count >= 4 + calls(countIn)[0].call.strokes.count })
        #expect(countIn.clicks.clicks.filter { $0.sound != .stroke }.count == 4)
        await countIn.session.stop(.stopped)

        let hearing = MockHearing()
        let headphones = await makeRig(pulse: .through, headphones: true, hearing: hearing)
        await headphones.session.start()
        #expect(await play(headphones) { !calls(headphones).isEmpty })
        #expect(calls(headphones)[0].responseSilent == false && calls(headphones)[0].pulseFrames.count == 12)
        await headphones.session.stop(.stopped)
    }
}
