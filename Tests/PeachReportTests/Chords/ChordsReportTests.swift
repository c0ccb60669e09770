import Foundation
import PeachCore
import Testing
@testable import PeachReport

@Suite("Chords in profile --json and the report")
struct ChordsReportTests {
    /// A player at level 3 over two days who plays a chord right 90 % of the time (an inverted
    /// one 75 %), a wrong one as the parallel quality: progressions on the staircase.
    static func snapshot() -> ProfileSnapshot {
        var rebuild = TrainingHistory.Rebuild(parts: [ChordsProfile.self])
        var random = SeededRandom(seed: 11), staircase = LengthStaircase(.progressions)
        let start = Date(timeIntervalSince1970: 1_767_600_000), composer = ProgressionComposer()
        for index in 0..<60 {
            let key = ProgressionKey(pitchClass: index % 12, mode: index % 3 == 0 ? .minor : .major)
            let progression = composer.progression(length: staircase.length, key: key, vocabulary: ChordVocabulary(level: 3), random: &random)
            var played: [PlayedNote] = []
            var right = true
            for (position, step) in progression.steps.enumerated() {
                var notes = step.notes
                if random.nextUnit() > (step.chord.inversion > 0 ? 0.75 : 0.9) {
                    // The third a semitone off: major for minor and the other way.
                    let third = step.chord.pitchClasses.sorted().first { ($0 - step.chord.root.pitchClass + 12) % 12 == 3 || ($0 - step.chord.root.pitchClass + 12) % 12 == 4 }
                    if let index = notes.firstIndex(where: { $0 % 12 == third }) { notes[index] += (third! - step.chord.root.pitchClass + 12) % 12 == 3 ? 1 : -1 }
                    right = false
                }
                played += notes.enumerated().map { PlayedNote(note: $1, onsetFrames: position * 57_600 + $0 * 240) }
            }
            rebuild.add(ProgressionRecord(
                progression: progression, tempo: Tempo(bpm: 100), played: played, sampleRate: 48_000, windowMs: 80, strictness: .pitchClasses,
                timestamp: start.addingTimeInterval(Double(index / 30) * 86_400 + Double(index) * 20)))
            staircase.answered(right: right)
        }
        return rebuild.snapshot(range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
    }

    @Test("the JSON: per level and band the harmonic span with its interval and roughness and the hands' spread; each kind of chord right with its interval and what it was taken for")
    func json() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(ProfileJSON(snapshot: Self.snapshot(), sections: [ChordsJSON()]).text.utf8)) as? [String: Any])
        let chords = try #require(object["chords"] as? [String: Any])
        let spans = try #require(chords["spans"] as? [[String: Any]])
        #expect(spans.count == 1 && spans[0]["level"] as? Int == 3 && spans[0]["band"] as? String == "100–119 BPM" && spans[0]["progressions"] as? Int == 60)
        let span = try #require(spans[0]["span"] as? [String: Any])
        let length = try #require(span["chords"] as? Double), low = try #require(span["low"] as? Double), high = try #require(span["high"] as? Double)
        #expect(low <= length && length <= high && length > 0.5 && length < 8, "\(span)")
        #expect(spans[0]["medianSpreadMs"] is Double, "\(spans[0])")
        let qualities = try #require(chords["qualities"] as? [[String: Any]])
        let major = try #require(qualities.first { $0["quality"] as? String == "major" && $0["inverted"] as? Bool == false })
        let share = try #require(major["shareRight"] as? Double), shareLow = try #require(major["low"] as? Double)
        #expect(shareLow < share && share > 0.7, "\(major)")
        // Taken, when wrong, for minor: the third a semitone down.
        #expect((major["takenFor"] as? [String: Any])?["minor"] != nil, "\(major)")
    }

    @Test("the report: a row per level and band, the span over time a whisker a day, and the confusion table with a row per kind of chord")
    func html() throws {
        let html = ChordsHTML().html(of: Self.snapshot())
        #expect(html.contains("<h2>Chords</h2>") && html.contains("<td>3</td><td class=\"n\">100–119 BPM</td><td>60</td>"), "\(html)")
        #expect(html.contains("aria-label=\"Chords, level 3: the span over time\""))
        // A whisker for each day bound on either side (one bound by nothing is not drawn), and the legend's.
        let days = try #require(Self.snapshot().section(ChordsSection.self)?.spanDays()[3])
        #expect(days.count == 2, "two training days: \(days)")
        let drawn = days.filter { $0.estimate.roughness != .unknown }.count
        #expect(drawn >= 1 && html.components(separatedBy: "class=\"whisker").count - 1 == drawn + 1, "a whisker a day: \(days.map(\.estimate))")
        #expect(html.contains("<h3>Each kind of chord: what it was played as</h3>") && html.contains("<td>major</td>") && html.contains("<th>as minor</th>"), "\(html)")
        #expect(ChordsHTML().counts(in: Self.snapshot()) == ["60 Chords progressions"])
    }
}
