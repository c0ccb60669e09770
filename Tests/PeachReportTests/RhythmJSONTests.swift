import Foundation
import PeachCore
import PeachDoubles
import PeachJSON
import Testing
@testable import PeachReport

@Suite("The rhythm section of profile --json")
struct RhythmJSONTests {
    static func rhythm(_ snapshot: ProfileSnapshot) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(ProfileJSON(snapshot: snapshot).text.utf8)) as? [String: Any])
        return try #require(object["rhythm"] as? [String: Any])
    }

    @Test("Compare Timing per band: the threshold in ms and % of a sixteenth, the bias, each with its interval and whether measured")
    func compareTiming() throws {
        let snapshot = RhythmFixture.snapshot()
        let bands = try #require(try Self.rhythm(snapshot)["compareTiming"] as? [[String: Any]])
        #expect(bands.map { $0["band"] as? String } == ["80–99 BPM", "160–200 BPM"])
        let moderate = bands[0], summary = snapshot.compareTiming.bands[0]
        #expect(moderate["lowestBPM"] as? Int == 80 && moderate["highestBPM"] as? Int == 99 && moderate["medianBPM"] as? Int == 90)
        #expect(moderate["answers"] as? Int == 300)
        let threshold = try #require(moderate["threshold"] as? [String: Any])
        let estimate = try #require(summary.estimate)
        #expect(abs((threshold["ms"] as? Double ?? 0) - estimate.threshold.threshold) < 0.006)
        #expect(abs((threshold["low"] as? Double ?? 0) - estimate.threshold.low) < 0.006)
        #expect(abs((threshold["percentOfSixteenth"] as? Double ?? 0) - 100 * estimate.threshold.threshold / (15_000 / 90)) < 0.006)
        #expect(threshold["measured"] as? Bool == true && threshold["percentLow"] is Double && threshold["percentHigh"] is Double)
        let bias = try #require(moderate["bias"] as? [String: Any])
        #expect(abs((bias["ms"] as? Double ?? 0) - estimate.biasMs) < 0.006 && bias["measured"] as? Bool == summary.isBiasMeasured)
        #expect(bias["low"] is Double && bias["high"] is Double)
        // Fifteen answers: an estimate so far, said to be no measurement.
        #expect((bands[1]["threshold"] as? [String: Any])?["measured"] as? Bool == false)
        #expect(bands[1]["trend"] is NSNull)
    }

    @Test("a band of two patterns lists each with its own fit, in the JSON and the report; the answers of no known pattern count in the band only")
    func patterns() throws {
        var rebuild = TrainingHistory.Rebuild()
        RhythmFixture.addPatterns(to: &rebuild)
        let snapshot = rebuild.snapshot(range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
        let band = try #require((try Self.rhythm(snapshot)["compareTiming"] as? [[String: Any]])?.first)
        #expect(band["answers"] as? Int == 510)
        let patterns = try #require(band["patterns"] as? [[String: Any]])
        #expect(patterns.map { $0["pattern"] as? String } == ["* * * *", "* - - *"] && patterns.map { $0["answers"] as? Int } == [250, 250])
        let thresholds = try patterns.map { try #require(($0["threshold"] as? [String: Any])?["ms"] as? Double) }
        #expect(thresholds[0] < 10 && thresholds[1] > 10, "\(thresholds)")
        #expect(patterns.allSatisfy { $0["bias"] is [String: Any] && $0["trend"] == nil })
        let html = ProfileReport(snapshot: snapshot, generated: Date()).html
        #expect(html.contains("<tr><td class=\"n\">120–159 BPM</td><td>all</td><td>510</td>"), "\(html)")
        #expect(html.contains("<tr class=\"part\"><td class=\"n\">120–159 BPM</td><td><code>* * * *</code></td><td>250</td>"))
        #expect(html.contains("<tr class=\"part\"><td class=\"n\">120–159 BPM</td><td><code>* - - *</code></td><td>250</td>"))
    }

    @Test("only right answers: the threshold is said to lie below its interval's top, in the JSON and the report, as pitch's is")
    func allRight() throws {
        var rebuild = TrainingHistory.Rebuild()
        RhythmFixture.addAllRight(to: &rebuild)
        let snapshot = rebuild.snapshot(range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
        let band = try #require((try Self.rhythm(snapshot)["compareTiming"] as? [[String: Any]])?.first)
        let threshold = try #require(band["threshold"] as? [String: Any])
        #expect(threshold["measured"] as? Bool == false && threshold["roughness"] as? String == "below", "\(threshold)")
        let high = try #require(threshold["high"] as? Double)
        #expect(high > 1 && high < 100, "\(high)")
        let html = ProfileReport(snapshot: snapshot, generated: Date()).html
        #expect(html.contains("<td>below \(RhythmText.roughMs(high)), rough</td>"), "\(html)")
        let row = try #require(html.components(separatedBy: "\n").first { $0.hasPrefix("<tr><td class=\"n\">80–99 BPM</td><td><code>* * * *</code></td><td>12</td>") })
        #expect(!row.contains("about ") && !row.contains("between "), "\(row)")
    }

    @Test("wrong answers at the largest offset: the threshold is said to lie above that offset, never above the interval's extrapolated low end")
    func allWrong() throws {
        var rebuild = TrainingHistory.Rebuild()
        RhythmFixture.addAllWrong(to: &rebuild)
        let snapshot = rebuild.snapshot(range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
        let summary = try #require(snapshot.compareTiming.bands.first)
        #expect(summary.thresholdRoughness == .lowerBoundOnly && summary.estimate!.threshold.low > summary.largestOffsetMs, "\(summary)")
        let threshold = try #require((try Self.rhythm(snapshot)["compareTiming"] as? [[String: Any]])?.first?["threshold"] as? [String: Any])
        #expect(threshold["roughness"] as? String == "above" && abs((threshold["above"] as? Double ?? 0) - 83.33) < 0.006, "\(threshold)")
        let html = ProfileReport(snapshot: snapshot, generated: Date()).html
        #expect(html.contains("<td>above 83 ms, rough</td>"), "\(html)")
    }

    @Test("Fill the Gap per band and gap position: mean offset and spread with intervals, imported means counted apart")
    func fillTheGap() throws {
        let snapshot = RhythmFixture.snapshot()
        let bands = try #require(try Self.rhythm(snapshot)["fillTheGap"] as? [[String: Any]])
        #expect(bands.map { $0["band"] as? String } == ["80–99 BPM", "120–159 BPM"])
        let moderate = bands[0], summary = snapshot.fillTheGap.bands[0]
        #expect(moderate["trials"] as? Int == 25 && moderate["importedTrials"] as? Int == 1 && moderate["taps"] as? Int == 384)
        let spread = try #require(moderate["spread"] as? [String: Any])
        #expect(abs((spread["sd"] as? Double ?? 0) - summary.spread!.sdMs) < 0.006 && spread["taps"] as? Int == 384)
        let positions = try #require(moderate["positions"] as? [[String: Any]])
        #expect(positions.map { $0["position"] as? String } == ["beat", "e", "and", "a"])
        #expect(positions.map { $0["importedMeans"] as? Int } == [1, 1, 0, 1])
        let beat = try #require(positions[0]["meanOffset"] as? [String: Any])
        let offset = try #require(summary[.beat].offset)
        #expect(beat["values"] as? Int == 97 && abs((beat["ms"] as? Double ?? 0) - offset.meanMs) < 0.006)
        #expect(abs((beat["low"] as? Double ?? 0) - offset.lowMs) < 0.006 && abs((beat["high"] as? Double ?? 0) - offset.highMs) < 0.006)
        #expect(beat["measured"] as? Bool == offset.isMeasured)
        #expect((positions[0]["spread"] as? [String: Any])?["taps"] as? Int == 96)
        // One trial at 120–159: four taps a position, too few to measure anything.
        let fast = try #require(bands[1]["positions"] as? [[String: Any]])
        #expect((fast[0]["meanOffset"] as? [String: Any])?["measured"] as? Bool == false)
    }

    @Test("no rhythm training: both lists empty")
    func empty() throws {
        let snapshot = TrainingHistory.Rebuild().snapshot(range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
        #expect(ProfileJSON(snapshot: snapshot).text.contains("\"rhythm\":{\"compareTiming\":[],\"fillTheGap\":[]}"))
    }

    @Test("Compare Timing's and Fill the Gap's sections both name \"rhythm\": one object of both keys, in the registry's order")
    func oneRhythmObject() throws {
        let text = ProfileJSON(snapshot: RhythmFixture.snapshot()).text
        #expect(text.components(separatedBy: "\"rhythm\":").count == 2, "\(text)")
        let compare = try #require(text.range(of: "\"compareTiming\":")), fill = try #require(text.range(of: "\"fillTheGap\":"))
        #expect(compare.lowerBound < fill.lowerBound)
        let merged = ProfileJSON.merged([("rhythm", .object([("a", .integer(1))])), ("x", .integer(0)), ("rhythm", .object([("b", .integer(2))]))])
        #expect(merged.map(\.0) == ["rhythm", "x"] && merged[0].1 == .object([("a", .integer(1)), ("b", .integer(2))]))
    }
}
