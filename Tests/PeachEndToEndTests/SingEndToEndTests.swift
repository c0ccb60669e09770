import Foundation
import PeachJack
import PeachListeningSignals
import PeachMeasurement
import Testing

/// Sing & Match as a singer meets it, with the real binary: a player of the test's own
/// sings into `peach:in` on the test server, and what Peach stores is compared with what
/// was played.
@Suite("Sing & Match, end to end")
struct SingEndToEndTests {
    typealias Studio = HeadlessTrainingTests.Studio
    static func isTarget(_ event: [String: Any]) -> Bool { event["event"] as? String == "target" }

    /// `seconds` of `timbre` at `cents` from `target` (a function of time for vibrato), with
    /// white noise 30 dB below it.
    static func tone(_ timbre: Timbre, at target: Double, seconds: Double, rate: Int, seed: UInt64,
                     cents: @escaping @Sendable (Double) -> Double) -> [Float] {
        var tone = HarmonicTone(timbre: timbre, frequency: target)
        tone.cents = cents
        tone.seed = seed
        var samples = tone.samples(seconds: seconds, sampleRate: rate)
        var noise = SeededNoise(seed: seed &+ 1)
        mix(noise.white(count: samples.count, rms: amplitude(dB: tone.level - 30)), into: &samples, at: 0)
        return samples
    }

    @Test("tones played into peach:in: each held error is the played offset within 1 cent, the first attempt too; a vibrato's centre within 3 cents; silence, noise and an unplugged input take nothing")
    func sungMatches() async throws {
        try await ServerAccess.exclusive {
            let singer = try JackPlayer(name: uniqueName("singer"), seconds: 4)
            defer { singer.close() }
            let studio = try Studio(
                mode: "sing", seconds: 90, training: "noteDuration = 0.4\nnoteRangeMin = 40\nnoteRangeMax = 76",
                arguments: ["--listen", singer.outputPort])
            defer { studio.close() }
            let rate = singer.sampleRate
            let played: [(Timbre, Double)] = [(.voice, 12), (.bassoon, -7.5), (.clarinet, 3.3), (.voice, -21)]
            for (trial, (timbre, offset)) in played.enumerated() {
                let target = try #require(await studio.waitForEvent(trial, timeout: 15, Self.isTarget), "no target for trial \(trial): \(studio.peach.errorOutput)")
                let frequency = HeadlessTrainingTests.number(target["targetFrequency"])
                await singer.play(Self.tone(timbre, at: frequency, seconds: 1.6, rate: rate, seed: UInt64(trial + 1)) { _ in offset })
                let answer = try #require(await studio.waitForEvent(trial, timeout: 10, HeadlessTrainingTests.isTrial), "trial \(trial) was not taken")
                // The singer stops once the match is taken, as a singer does.
                await singer.stop()
                let error = HeadlessTrainingTests.number(answer["userCentError"]), first = HeadlessTrainingTests.number(answer["firstAttemptCents"])
                print("sung into peach:in: \(timbre) at \(frequency) Hz, played \(offset) ¢, stored \(error) ¢, first attempt \(first) ¢")
                #expect(abs(error - offset) < 1, "trial \(trial), \(timbre) at \(frequency) Hz: played \(offset) ¢, stored \(error) ¢")
                #expect(abs(first - offset) < 1, "trial \(trial): first attempt \(first) ¢")
            }
            // A singer's vibrato, ±50 cents at 5.5 Hz around +8 cents: its centre is taken.
            let target = try #require(await studio.waitForEvent(played.count, timeout: 15, Self.isTarget))
            let frequency = HeadlessTrainingTests.number(target["targetFrequency"])
            await singer.play(Self.tone(.voice, at: frequency, seconds: 1.8, rate: rate, seed: 9) { 8 + 50 * sin(2 * .pi * 5.5 * $0) })
            let vibrato = try #require(await studio.waitForEvent(played.count, timeout: 10, HeadlessTrainingTests.isTrial))
            await singer.stop()
            print("sung into peach:in: vibrato ±50 ¢ around +8 ¢, stored \(HeadlessTrainingTests.number(vibrato["userCentError"])) ¢")
            #expect(abs(HeadlessTrainingTests.number(vibrato["userCentError"]) - 8) < 3, "\(vibrato)")

            // Silence, then noise alone: listening, no pitch, nothing taken.
            _ = try #require(await studio.waitForEvent(played.count + 1, timeout: 15, Self.isTarget))
            let silenceFrom = studio.peach.jsonEvents.count
            try await studio.pause(1.5)
            let silence = studio.peach.jsonEvents.dropFirst(silenceFrom).filter { $0["event"] as? String == "heard" }
            // The needle's lines: none for a pitch in the silence, and no line fifty times a second
            // to say nothing is heard (one, when the pitch is lost).
            #expect(silence.count <= 1 && silence.allSatisfy { $0["cents"] is NSNull }, "\(silence.count) needles in 1.5 s of silence: \(silence.prefix(3))")
            var noise = SeededNoise(seed: 77)
            await singer.play(noise.white(count: rate * 2, rms: amplitude(dB: -20)))
            try await studio.pause(2.2)
            #expect(studio.count(HeadlessTrainingTests.isTrial) == played.count + 1)
            let heard = studio.peach.jsonEvents.dropFirst(silenceFrom).filter { $0["event"] as? String == "heard" }
            #expect(heard.count <= 2 && heard.allSatisfy { $0["cents"] is NSNull }, "a pitch heard in silence or noise: \(heard.prefix(3))")
            // Unplugged while listening: a tone played then is not heard, and nothing breaks.
            let client = try #require(studio.peach.jsonEvents.first { $0["event"] as? String == "ready" }?["client"] as? String)
            singer.client.disconnect(singer.outputPort, from: client + ":in")
            let before = studio.count { $0["event"] as? String == "heard" }
            await singer.play(Self.tone(.voice, at: frequency, seconds: 1.5, rate: rate, seed: 11) { _ in 0 })
            try await studio.pause(2)
            let unplugged = studio.peach.jsonEvents.filter { $0["event"] as? String == "heard" }.dropFirst(before)
            #expect(unplugged.allSatisfy { $0["cents"] is NSNull }, "a pitch heard through an unplugged input: \(unplugged.prefix(3))")
            #expect(studio.count(HeadlessTrainingTests.isTrial) == played.count + 1)
            studio.peach.send("stop")
            #expect(await studio.peach.waitForExit(timeout: 10)?.status == 0)
        }
    }

    @Test("±inf, NaN and huge samples played into peach:in: a warning, no crash, and a tone after them still matched")
    func hostileSamples() async throws {
        try await ServerAccess.exclusive {
            let source = try JackPlayer(name: uniqueName("broken"), seconds: 3)
            defer { source.close() }
            let studio = try Studio(
                mode: "sing", seconds: 60, training: "noteDuration = 0.4\nnoteRangeMin = 48\nnoteRangeMax = 72",
                arguments: ["--listen", source.outputPort])
            defer { studio.close() }
            let rate = source.sampleRate
            let target = try #require(await studio.waitForEvent(0, timeout: 15, Self.isTarget), "no target: \(studio.peach.errorOutput)")
            let frequency = HeadlessTrainingTests.number(target["targetFrequency"])
            // A quarter second of each kind, one after the other.
            var hostile: [Float] = []
            for value in [Float.infinity, -Float.infinity, Float.nan, 3e38, 1e18] { hostile += [Float](repeating: value, count: rate / 4) }
            await source.play(hostile)
            try await studio.pause(1.8)
            await source.stop()
            let warnings = studio.peach.jsonEvents.filter { $0["event"] as? String == "warning" && $0["unusableSamples"] != nil }
            #expect(!warnings.isEmpty && warnings.count <= 3, "\(warnings.count) warnings: \(studio.peach.errorOutput)")
            #expect(studio.count(HeadlessTrainingTests.isTrial) == 0, "taken from samples that are no sound")
            // Still listening: a tone 5 cents sharp is matched.
            await source.play(Self.tone(.voice, at: frequency, seconds: 1.6, rate: rate, seed: 3) { _ in 5 })
            let answer = try #require(await studio.waitForEvent(0, timeout: 10, HeadlessTrainingTests.isTrial), "no match after the hostile samples: \(studio.peach.errorOutput)")
            await source.stop()
            #expect(abs(HeadlessTrainingTests.number(answer["userCentError"]) - 5) < 1, "\(answer)")
            studio.peach.send("stop")
            #expect(await studio.peach.waitForExit(timeout: 10)?.status == 0)
        }
    }

    @Test("peach range, in English and German: a low and a high note sung into peach:in are named and written as the voice range", arguments: ["en_US.UTF-8", "de_DE.UTF-8"])
    func voiceRange(locale: String) async throws {
        try await ServerAccess.exclusive {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-range")).path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let config = folder + "/config.toml"
            try "# my voice\n[training]\nholdDuration = 0.7\n".write(toFile: config, atomically: true, encoding: .utf8)
            let singer = try JackPlayer(name: uniqueName("singer"), seconds: 4)
            defer { singer.close() }
            let peach = try PeachProcess(
                ["range", "--write", "--config", config, "--jack-name", uniqueName("peach"), "--listen", singer.outputPort],
                environment: ["LANG": locale, "LC_ALL": nil, "LC_MESSAGES": nil])
            defer { peach.end() }
            let german = locale.hasPrefix("de")
            let rate = singer.sampleRate
            func said(_ text: String) async -> Bool { await waitUntil(timeout: 20) { peach.outputLines.contains { $0.contains(text) } } }
            #expect(await said(german ? "tiefsten bequemen Ton" : "lowest comfortable note"), "\(peach.outputLines) \(peach.errorOutput)")
            // G2, 98 Hz, a voice with its breath.
            await singer.play(Self.tone(.voice, at: 440 * pow(2, (43 - 69) / 12.0), seconds: 2, rate: rate, seed: 21) { _ in 8 })
            #expect(await said(german ? "gehört: G2 (43)" : "heard G2 (43)"), "\(peach.outputLines) \(peach.errorOutput)")
            await singer.stop()
            #expect(await said(german ? "höchsten bequemen Ton" : "highest comfortable note"))
            // G4, 392 Hz, 12 cents flat: still G4.
            await singer.play(Self.tone(.voice, at: 440 * pow(2, (67 - 69) / 12.0), seconds: 2, rate: rate, seed: 22) { _ in -12 })
            #expect(await said(german ? "gehört: G4 (67)" : "heard G4 (67)"), "\(peach.outputLines)")
            let exit = await peach.waitForExit(timeout: 20)
            #expect(exit?.status == 0, "\(peach.errorOutput)")
            let written = try String(contentsOfFile: config, encoding: .utf8)
            #expect(written.contains("voiceLowest = 43") && written.contains("voiceHighest = 67") && written.hasPrefix("# my voice"), "\(written)")
        }
    }
}
