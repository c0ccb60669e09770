import Foundation
import Testing
@testable import PeachApp
import PeachCore
import PeachDoubles
import PeachTerminal

@Suite("peach calibrate: what it says and writes")
struct CalibrateLatencyTests {
    /// Plays the calibration's clicks one by one, then waits for the flow to end.
    func playClicks(_ clicks: MockClickPlayer, flow: Task<Void, any Error>) async throws {
        for number in 0..<LatencyCalibration.clickCount {
            #expect(await eventually { clicks.clickCount > number })
            clicks.play(through: clicks.clicks[number].frame)
        }
        _ = try await flow.value
    }

    @Test("in German: each tap, the median and the steadiness with a decimal comma, the question answered with j; the file gets the value with a point")
    func german() async throws {
        let clicks = MockClickPlayer()
        clicks.reportedLatency = StudioLatency(playbackFrames: 240, captureFrames: 96, sampleRate: 48_000)
        let console = FakeConsole(canAsk: true, answer: "j"), file = FakeSettingsFile()
        let (taps, sink) = AsyncStream.makeStream(of: PlayedControl.self)
        let flow = Task {
            try await CalibrateLatency(console: console, strings: Strings(language: .german)).run(
                clicks: clicks, played: taps, tempo: Tempo(bpm: 200), extraMs: 0, settingsFile: file, write: false)
        }
        // Each tap 4.5 ms (216 frames) behind its click as heard: the click's frame plus the
        // playback latency, the tap's frame less the capture latency. A click a beat, 14 400
        // frames at 200 BPM.
        try #require(await eventually { clicks.clickCount > 0 })
        let first = clicks.clicks[0].frame
        for number in 0..<UInt64(LatencyCalibration.clickCount) { sink.yield(PlayedControl(.tap, frame: first + number * 14_400 + 240 + 216 + 96)) }
        try await playClicks(clicks, flow: flow)
        let output = console.output
        #expect(output.first == "JACK meldet 5,0 ms bis zu den Ohren an den Ausgängen und 2,0 ms von den Pads; die zusätzliche Latenz ist jetzt 0,0 ms.")
        #expect(output.contains("Spiel die 32 Klicks auf deinen Pads mit, bei 200 BPM, wie du zu einem Klick spielst."))
        #expect(output.contains("Klick 1: +4,5 ms") && output.contains("Klick 32: +4,5 ms"))
        #expect(output.contains("32 Anschläge: Median +4,5 ms, Gleichmäßigkeit ±0,0 ms (Standardabweichung)"))
        #expect(output.contains("Vorschlag: extraLatencyMs = 4.5"))
        #expect(console.questions == ["extraLatencyMs = 4.5 in \(file.path) schreiben? [j/N] "])
        #expect(file.written == ["extraLatencyMs = 4.5"])
        #expect(output.last == "extraLatencyMs = 4.5 in \(file.path) geschrieben")
    }

    @Test("too few taps (a control that is no tap, or a tap without its frame, is not timed): the reason, exit status 1 (nothing changed), nothing asked, nothing written")
    func tooFewAndNo() async throws {
        let clicks = MockClickPlayer(), console = FakeConsole(canAsk: true, answer: "n"), file = FakeSettingsFile()
        let (taps, sink) = AsyncStream.makeStream(of: PlayedControl.self)
        let flow = Task {
            try await CalibrateLatency(console: console, strings: Strings(language: .english)).run(
                clicks: clicks, played: taps, tempo: Tempo(bpm: 200), extraMs: 3, settingsFile: file, write: false)
        }
        try #require(await eventually { clicks.clickCount > 0 })
        // One tap, and controls that are not taps or carry no frame: not timed.
        sink.yield(PlayedControl(.tap, frame: clicks.clicks[0].frame))
        sink.yield(PlayedControl(.higher, frame: clicks.clicks[0].frame + 14_400))
        sink.yield(PlayedControl(.tap, frame: nil))
        let failure = await failure { try await playClicks(clicks, flow: flow) }
        #expect(failure?.status == ExitStatus.nothingChanged)
        #expect(failure?.message?.hasPrefix("only 1 of 32 clicks were tapped along with, 16 are needed") == true)
        #expect(file.written.isEmpty && console.questions.isEmpty)
    }

    @Test("taps a beat off give a median the setting does not take: said, and the nearest value proposed; writes with --write")
    func clamped() async throws {
        let clicks = MockClickPlayer(), console = FakeConsole(canAsk: false), file = FakeSettingsFile()
        let (taps, sink) = AsyncStream.makeStream(of: PlayedControl.self)
        // 40 BPM: a click every 1.5 s (72 000 frames); each tap 300 ms (14 400 frames) late.
        let flow = Task {
            try await CalibrateLatency(console: console, strings: Strings(language: .english)).run(
                clicks: clicks, played: taps, tempo: Tempo(bpm: 40), extraMs: 0, settingsFile: file, write: true)
        }
        try #require(await eventually { clicks.clickCount > 0 })
        let first = clicks.clicks[0].frame
        for number in 0..<UInt64(LatencyCalibration.clickCount) { sink.yield(PlayedControl(.tap, frame: first + number * 72_000 + 14_400)) }
        try await playClicks(clicks, flow: flow)
        #expect(console.output.contains("32 taps: median +300.0 ms, steadiness ±0.0 ms (standard deviation)"))
        #expect(console.output.contains("the median is outside what extraLatencyMs takes (−50.0 … +200.0 ms): were the taps a beat off? The nearest value is proposed."))
        #expect(console.output.contains("proposed: extraLatencyMs = 200.0") && file.written == ["extraLatencyMs = 200.0"])
    }
}
