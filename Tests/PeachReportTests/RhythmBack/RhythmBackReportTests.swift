import Foundation
import PeachCore
import Testing
@testable import PeachReport

@Suite("Rhythm Back in profile --json and the report")
struct RhythmBackReportTests {
    /// A drummer at level 2 over two days who catches nine strokes in ten, the "e"s 6 ms early,
    /// the rest 3 ms late: calls on the staircase at 100 BPM.
    static func snapshot() -> ProfileSnapshot {
        var rebuild = TrainingHistory.Rebuild(parts: [RhythmBackProfile.self])
        var random = SeededRandom(seed: 12), staircase = LengthStaircase(.rhythmCalls), previous: RhythmCall?
        let start = Date(timeIntervalSince1970: 1_767_600_000)
        for index in 0..<60 {
            let call = RhythmCallComposer().call(beats: staircase.length, level: RhythmLevel(2), after: previous, random: &random)
            previous = call
            let timeline = CallTimeline(start: 0, tempo: Tempo(bpm: 100), sampleRate: 48_000, call: call)
            let taps = zip(call.strokes, timeline.responseFrames).compactMap { stroke, frame -> RhythmTap? in
                guard random.nextUnit() < 0.9 else { return nil }
                let lean = PlaceInBeat(tick: stroke) == .e ? -6.0 : 3.0
                return RhythmTap(frame: Int(frame) + Int((lean + 4 * (random.nextUnit() - 0.5)) * 48), source: .pad)
            }
            let record = RhythmCallRecord(
                call: call, tempo: Tempo(bpm: 100), sampleRate: 48_000, taps: taps, toleranceShare: 1.0 / 3, pulse: .through,
                timestamp: start.addingTimeInterval(Double(index / 30) * 86_400 + Double(index) * 20))
            rebuild.add(record)
            staircase.answered(right: record.judgement.isRight)
        }
        return rebuild.snapshot(range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
    }

    @Test("the JSON: per level and band the span in beats with its interval, the taps' mean offset and spread, each place's offset")
    func json() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(ProfileJSON(snapshot: Self.snapshot(), sections: [RhythmBackJSON()]).text.utf8)) as? [String: Any])
        let spans = try #require((object["rhythmBack"] as? [String: Any])?["spans"] as? [[String: Any]])
        #expect(spans.count == 1 && spans[0]["level"] as? Int == 2 && spans[0]["band"] as? String == "100–119 BPM" && spans[0]["calls"] as? Int == 60)
        let span = try #require(spans[0]["span"] as? [String: Any])
        let beats = try #require(span["beats"] as? Double), low = try #require(span["low"] as? Double), high = try #require(span["high"] as? Double)
        #expect(low <= beats && beats <= high && beats > 1 && beats < 16, "\(span)")
        let places = try #require(spans[0]["places"] as? [[String: Any]])
        let e = try #require(places.first { $0["place"] as? String == "e" }?["meanOffset"] as? [String: Any])
        #expect(abs((e["ms"] as? Double ?? 0) + 6) < 1, "\(e)")
        #expect((spans[0]["spread"] as? [String: Any])?["sd"] is Double)
    }

    @Test("the report: a row per level and band, the span over time, the taps' offset over time")
    func html() throws {
        let html = RhythmBackHTML().html(of: Self.snapshot())
        #expect(html.contains("<h2>Rhythm Back</h2>") && html.contains("<td>2</td><td class=\"n\">100–119 BPM</td><td>60"), "\(html)")
        #expect(html.contains("aria-label=\"Rhythm Back, level 2: the span over time\""))
        #expect(html.contains("aria-label=\"Rhythm Back: the taps' mean offset over time\""))
        #expect(html.contains("e −6.") || html.contains("e −5.") , "each place's offset: \(html)")
        #expect(RhythmBackHTML().counts(in: Self.snapshot()) == ["60 Rhythm Back calls"])
    }
}
