import Foundation
import PeachCore
import PeachDoubles
import Testing
@testable import PeachReport

@Suite("Profile as JSON")
struct ProfileJSONTests {
    @Test("one object: overall, single notes' notes, intervals by name, nulls where not measured; it parses back")
    func shape() throws {
        let report = ProfileReportTests.report()
        let text = ProfileJSON(snapshot: report.snapshot).text
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let overall = try #require(object["overall"] as? [String: Any])
        let single = try #require(report.snapshot[.unison])
        #expect(overall["answers"] as? Int == single.answers)
        let threshold = try #require(overall["threshold"] as? Double)
        #expect(abs(threshold - single.threshold!.threshold) < 0.006)
        let notes = try #require(object["notes"] as? [[String: Any]])
        #expect(notes.count == single.notes.count)
        let c4 = try #require(notes.first { $0["note"] as? Int == 60 })
        #expect(c4["answers"] is Int)
        // Middle C is well trained in this history: measured, so numbers, not null.
        for key in ["threshold", "thresholdLow", "thresholdHigh", "meanDifference"] { #expect(c4[key] is Double, "\(key)") }
        let intervals = try #require(object["intervals"] as? [String: Any])
        let fifth = try #require(intervals["P5"] as? [String: Any])
        #expect((fifth["overall"] as? [String: Any])?["answers"] as? Int == report.snapshot[DirectedInterval(.perfectFifth)]!.answers)
        #expect(fifth["notes"] is [[String: Any]])
    }

    @Test("not enough answers: the threshold fields are null, the rough estimate and the rest still there")
    func nulls() throws {
        var history = TrainingHistory.Rebuild()
        history.add(ComparisonRecord(
            referenceNote: MIDINote(60), targetNote: MIDINote(56), centOffset: 12.5, isCorrect: true, interval: .majorThird,
            tuningSystem: .equalTemperament, timestamp: Date()))
        let text = ProfileJSON(snapshot: history.snapshot(range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))).text
        #expect(text.contains("\"intervals\":{\"M3-down\":{\"overall\":{\"answers\":1,\"threshold\":null,\"thresholdLow\":null,\"thresholdHigh\":null,\"rough\":{\"threshold\":"))
        #expect(text.contains("\"moreAnswers\":"))
        #expect(text.contains("\"meanDifference\":12.5,\"trend\":null,\"lastAnswered\":\""))
        #expect(text.contains("\"notes\":[{\"note\":60,\"answers\":1,\"threshold\":null,\"thresholdLow\":null,\"thresholdHigh\":null,\"meanDifference\":12.5,\"lastAnswered\":\""))
        #expect(text.hasPrefix("{\"overall\":{\"answers\":0,\"threshold\":null"))
        #expect(text.contains("\"sungMatching\":{\"answers\":0,\"meanError\":null,\"errorDeviation\":null,\"trend\":null,\"firstAttempt\":{\"answers\":0,"))
    }

    @Test("sung matches are their own object: the held errors, and the first attempts inside it")
    func sung() throws {
        var history = TrainingHistory.Rebuild()
        history.add(PitchMatchingRecord(
            referenceNote: MIDINote(57), targetNote: MIDINote(57), initialCentOffset: 20, userCentError: -3, interval: .unison,
            tuningSystem: .equalTemperament, timestamp: Date(), matchedBy: .voice))
        let text = ProfileJSON(snapshot: history.snapshot(range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))).text
        #expect(text.contains("\"matching\":{\"answers\":0,"))
        #expect(text.contains("\"sungMatching\":{\"answers\":1,\"meanError\":3.0,"), "\(text)")
        #expect(text.contains("\"firstAttempt\":{\"answers\":1,\"meanError\":20.0,"), "\(text)")
    }
}
