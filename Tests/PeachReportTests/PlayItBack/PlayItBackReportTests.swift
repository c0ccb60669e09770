import Foundation
import PeachCore
import Testing
@testable import PeachReport

@Suite("Play It Back in profile --json and the report")
struct PlayItBackReportTests {
    /// A player of span about 5 over two days: phrases of 3 … 7 notes, right while short.
    static func snapshot() -> ProfileSnapshot {
        var rebuild = TrainingHistory.Rebuild(parts: [PlayItBackProfile.self])
        var random = SeededRandom(seed: 3), staircase = LengthStaircase(.phrases)
        let start = Date(timeIntervalSince1970: 1_767_600_000)
        for index in 0..<80 {
            let length = staircase.length
            let notes = (0..<length).map { MIDINote(60 + 2 * ($0 % 4)) }
            let right = random.nextUnit() < 1 / (1 + exp(1.5 * (Double(length) - 5)))
            var played = notes.enumerated().map { PlayedNote(note: $0.element.rawValue, onsetFrames: $0.offset * 28_800 + Int(random.nextUnit() * 400)) }
            if !right { played[0].note += 1 }
            let day = Double(index / 40) * 86_400
            rebuild.add(PhraseRecord(
                phrase: Phrase(key: MIDINote(60), scale: .major, notes: notes, tempo: Tempo(bpm: 100)), played: played,
                sampleRate: 48_000, timestamp: start.addingTimeInterval(day + Double(index) * 20)))
            staircase.answered(right: right)
        }
        return rebuild.snapshot(range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
    }

    @Test("the JSON: per scale and band, the span with its interval and roughness, the timing spread, the echo's beat")
    func json() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(ProfileJSON(snapshot: Self.snapshot(), sections: [PlayItBackJSON()]).text.utf8)) as? [String: Any])
        let spans = try #require(object["playItBack"] as? [[String: Any]])
        #expect(spans.count == 1 && spans[0]["scale"] as? String == "major" && spans[0]["rhythm"] as? String == "quarters" && spans[0]["band"] as? String == "100–119 BPM")
        #expect(spans[0]["phrases"] as? Int == 80)
        let span = try #require(spans[0]["span"] as? [String: Any])
        let notes = try #require(span["notes"] as? Double), low = try #require(span["low"] as? Double), high = try #require(span["high"] as? Double)
        #expect(low < notes && notes < high && notes > 3 && notes < 8, "\(span)")
        #expect(spans[0]["timingSpread"] is [String: Any] && spans[0]["echoTempoRatio"] is Double)
    }

    @Test("the report: a table row per scale and band, and the span over time, a whisker a day")
    func html() {
        let html = PlayItBackHTML().html(of: Self.snapshot())
        #expect(html.contains("<h2>Play It Back</h2>") && html.contains("<td>major</td><td>quarters</td><td class=\"n\">100–119 BPM</td><td>80</td>"), "\(html)")
        #expect(html.contains("aria-label=\"Play It Back, major: the span over time\""))
        #expect(html.components(separatedBy: "<circle class=\"point").count - 1 == 3, "two days and the legend's")
        #expect(PlayItBackHTML().counts(in: Self.snapshot()) == ["80 Play It Back phrases"])
    }
}
