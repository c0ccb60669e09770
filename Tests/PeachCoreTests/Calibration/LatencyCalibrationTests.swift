import Foundation
import Testing
@testable import PeachCore
import PeachDoubles

@Suite("Latency calibration")
struct LatencyCalibrationTests {
    @Test("32 clicks a beat apart; taps timed against them as heard; the median proposed, the spread shown")
    func calibrates() async throws {
        let clicks = MockClickPlayer()
        clicks.reportedLatency = StudioLatency(playbackFrames: 256, captureFrames: 64, sampleRate: 48_000)
        let calibration = await LatencyCalibration(clicks: clicks, tempo: Tempo(bpm: 120))
        let (taps, sink) = AsyncStream.makeStream(of: UInt64.self)
        let heard = Heard()
        let run = Task { try await calibration.run(taps: taps) { number, offset in heard.add(number, offset) } }
        // Four clicks ahead of the one sounding, no more: the engine's voices are few.
        #expect(await eventually { clicks.clickCount == 4 })
        for number in 0..<28 {
            #expect(await eventually { clicks.clickCount >= min(number + 4, 32) })
            #expect(clicks.clickCount <= number + 4)
            clicks.play(through: clicks.clicks[number].frame)
        }
        #expect(await eventually { clicks.clickCount == 32 })
        let frames = clicks.clicks.map(\.frame)
        // A beat at 120 BPM is 24000 frames, from 0.1 s after the clock's 48000.
        #expect(frames.first == 52_800 && zip(frames, frames.dropFirst()).allSatisfy { $1 - $0 == 24_000 })
        #expect(clicks.clicks.first?.sound == .accent && clicks.clicks.dropFirst().allSatisfy { $0.sound == .normal })
        // Taps 5 ms late as heard (240 frames), give or take a frame or two; a second tap to
        // one click and a tap far from any are not counted; the last few clicks untapped.
        let jitter = [0, 48, -48, 96, -96]
        for (number, frame) in frames.prefix(28).enumerated() {
            sink.yield(frame + 256 + 64 + 240 + UInt64(jitter[number % 5] + 96) - 96)
            if number == 3 { sink.yield(frame + 256 + 64 + 2_000) }
        }
        #expect(await eventually { heard.count == 28 })
        clicks.play(through: frames.last! + 1)
        let result = try await run.value
        #expect(result.offsetsMs.count == 28 && result.isEnough && result.tapCount == 29 && !result.isTooMany)
        #expect(result.medianMs == 5)
        #expect(result.proposedExtraLatencyMs == 5)
        let spread = try #require(result.spreadMs)
        #expect(abs(spread - 1.388) < 0.001)
    }

    @Test("too few taps propose nothing; the proposal stays within the setting's range")
    func tooFew() {
        #expect(CalibrationResult(offsetsMs: [4, 5, 6], clickCount: 32).proposedExtraLatencyMs == nil)
        #expect(CalibrationResult(offsetsMs: Array(repeating: 400, count: 20), clickCount: 32).proposedExtraLatencyMs == 200)
        #expect(CalibrationResult(offsetsMs: [1, 2, 3, 10], clickCount: 8).medianMs == 2.5)
        // A storm of note-ons finds a tap near every click: more taps than clicks propose nothing.
        let storm = CalibrationResult(offsetsMs: Array(repeating: -50, count: 32), clickCount: 32, tapCount: 400)
        #expect(storm.isTooMany && storm.proposedExtraLatencyMs == nil)
        #expect(!CalibrationResult(offsetsMs: Array(repeating: 3, count: 32), clickCount: 32, tapCount: 32).isTooMany)
        // A few strays (a pad's bounce, a tap before the clicks) are no storm: four in 32 clicks.
        #expect(!CalibrationResult(offsetsMs: Array(repeating: 3, count: 32), clickCount: 32, tapCount: 36).isTooMany)
        #expect(CalibrationResult(offsetsMs: Array(repeating: 3, count: 32), clickCount: 32, tapCount: 37).isTooMany)
    }

    final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var taps: [(Int, Double)] = []
        func add(_ number: Int, _ offset: Double) { lock.withLock { taps.append((number, offset)) } }
        var count: Int { lock.withLock { taps.count } }
    }
}
