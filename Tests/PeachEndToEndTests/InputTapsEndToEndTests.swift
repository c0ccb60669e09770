import Foundation
import PeachJack
import PeachListeningSignals
import PeachMeasurement
import Testing

/// Fill the Gap tapped into a microphone: a player of the test's own plays a clap, a stick
/// and a kick into `peach:in` at chosen frames, its output declaring a capture latency as a
/// sound card's does, and the offsets Peach reports are compared with the chosen ones.
@Suite("Fill the Gap from the audio input, end to end")
struct InputTapsEndToEndTests {
    typealias Studio = HeadlessTrainingTests.Studio

    @Test("a clap, a stick and a kick into peach:in tap at their frames less the input's capture latency, within 1 ms (48 frames)")
    func hitsIntoTheInput() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(period: 256)
            defer { server.stop() }
            let capture = 200
            let drummer = try JackPlayer(name: uniqueName("drummer"), serverName: server.name, seconds: 6, captureLatency: capture)
            defer { drummer.close() }
            let bpm = 100
            let studio = try Studio(
                mode: "fill", seconds: 40, training: "tempo = \(bpm)\ngapPositions = [\"and\"]", arguments: ["--listen", drummer.outputPort],
                serverName: server.name)
            defer { studio.close() }
            let running = await studio.waitForEvent(0, timeout: 15, HeadlessTrainingTests.isState("running"))
            try #require(running != nil, "the loop never ran; stderr: \(studio.peach.errorOutput)")
            try await studio.settle()
            let recording = studio.recorder.recording()
            let first = try #require(recording.segments(silence: 400).first, "no click recorded")
            let rate = recording.sampleRate
            // The loop's first click is its grid's step 0; every cycle's "and" (step 2) is silent.
            let start = recording.frame(atIndex: first.lowerBound)
            let cycleFrames = UInt64(60 * rate / bpm)
            let hits: [(Percussion, Int)] = [(.clap, 0), (.stick, -350), (.kick, 576), (.clap, -96)]
            // The hits played into the gaps of cycles to come; the taps Peach reports for them
            // (nil when fewer came), and whether the server reported an xrun meanwhile.
            func play() async throws -> (taps: [Int]?, xrun: Bool, signalStart: UInt64) {
                let before = studio.peach.jsonEvents.count
                let firstTapped = Int((UInt64(studio.recorder.client.currentFrame) - start) / cycleFrames) + 3
                // Played where, heard through the capture latency, each lands at its offset from the gap.
                let gaps = hits.indices.map { RhythmEndToEndTests.step(4 * (firstTapped + $0) + 2, from: start, bpm: bpm, rate: rate) }
                let signalStart = gaps[0] - UInt64(rate / 10)
                var signal = [Float](repeating: 0, count: Int(gaps.last! - signalStart) + rate)
                for (index, (sound, offset)) in hits.enumerated() {
                    let at = Int(Int64(gaps[index]) + Int64(offset) - Int64(signalStart))
                    mix(sound.samples(sampleRate: rate, seed: UInt64(index + 3)), into: &signal, at: at)
                }
                // The player's frame is when the sound leaves the microphone's sound card, `capture`
                // frames after it was played: the hits go out that much later.
                await drummer.play(signal, atFrame: signalStart + UInt64(capture))
                let tap = { (event: [String: Any]) in event["event"] as? String == "tap" }
                _ = await waitUntil(timeout: 20) { studio.peach.jsonEvents.dropFirst(before).filter(tap).count >= hits.count }
                let since = studio.peach.jsonEvents.dropFirst(before)
                let taps = since.filter(tap).map { Int(HeadlessTrainingTests.number($0["offsetFrames"])) }
                return (taps.count >= hits.count ? Array(taps.prefix(hits.count)) : nil, since.contains { $0["event"] as? String == "xrun" }, signalStart)
            }
            var attempt = try await play()
            // A period the server dropped under load can take a hit with it: played again then, once.
            if attempt.taps == nil, attempt.xrun { attempt = try await play() }
            let signalStart = attempt.signalStart
            let tapped = attempt.taps
            try #require(tapped != nil, "four taps expected (xrun meanwhile: \(attempt.xrun)); events: \(studio.peach.jsonEvents.suffix(6))")
            #expect(drummer.startedFrame == signalStart + UInt64(capture))
            let offsets = tapped!
            let errors = zip(offsets, hits.map(\.1)).map { $0 - $1 }
            print("input taps: reported \(offsets), chosen \(hits.map(\.1)), errors \(errors) frames")
            #expect(errors.allSatisfy { abs($0) <= rate / 1000 }, "reported \(offsets) for \(hits.map(\.1))")
        }
    }
}
