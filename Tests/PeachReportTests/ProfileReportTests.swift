import Foundation
import FoundationXML
import PeachCore
import PeachDoubles
import Testing
@testable import PeachReport

@Suite("HTML profile report")
struct ProfileReportTests {
    /// A history of 10 000 comparisons over 60 days and 300 matches.
    static func report() -> ProfileReport {
        var random = SeededRandom(seed: 10_000)
        var rebuild = TrainingHistory.Rebuild()
        for index in 0..<10_000 {
            let note = MIDINote(random.integer(in: 36...84))
            // A listener of 4 cents around middle C, coarser away from it; a fifth up too.
            let threshold = 4 + Double(abs(note.rawValue - 60)) / 4
            let ear = PsychometricFunction(threshold: threshold, slope: 2, lapseRate: 0.02)
            let difference = threshold * exp2(random.uniform(in: -1...1))
            let fifth = index % 10 == 0 && note.rawValue <= 77
            rebuild.add(ComparisonRecord(
                referenceNote: note, targetNote: fifth ? MIDINote(note.rawValue + 7) : note, centOffset: Cents(random.coinFlip() ? difference : -difference),
                isCorrect: random.nextUnit() < ear.probabilityCorrect(at: difference), interval: fifth ? .perfectFifth : .unison,
                tuningSystem: .equalTemperament, timestamp: Date(timeIntervalSince1970: 1_760_000_000 + Double(index) * 518)))
        }
        for index in 0..<300 {
            rebuild.add(PitchMatchingRecord(
                referenceNote: MIDINote(57), targetNote: MIDINote(57), initialCentOffset: 10, userCentError: Cents(random.uniform(in: -15...15)),
                interval: .unison, tuningSystem: .equalTemperament, timestamp: Date(timeIntervalSince1970: 1_760_000_000 + Double(index) * 60)))
        }
        return ProfileReport(
            snapshot: rebuild.snapshot(range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84))),
            generated: Date(timeIntervalSince1970: 1_766_000_000))
    }

    @Test("10k records: well-formed markup, a keyboard and a progress chart per task and one for matching, no external references")
    func wellFormed() throws {
        let report = Self.report()
        let html = report.html
        // Well-formed as XML (the doctype aside): every element closed, attributes quoted.
        let body = html.replacingOccurrences(of: "<!DOCTYPE html>", with: "")
        let parser = XMLParser(data: Data(body.utf8))
        let collector = ElementCounter()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(report.snapshot.tasks.map(\.task) == [.unison, DirectedInterval(.perfectFifth)])
        #expect(collector.count(of: "svg") == 2 * 2 + 1)
        for reference in ["http:", "https:", "src=", "href=", "@import", "url("] {
            #expect(!html.contains(reference), "external reference: \(reference)")
        }
        #expect(html.contains("@media print"))
    }

    @Test("charts: cents on a log axis with titles and 1-2-5 ticks, a legend entry for every mark")
    func charts() throws {
        let report = Self.report()
        let task = try #require(report.snapshot[.unison])
        let keyboard = KeyboardChart(task: task, range: report.snapshot.range).svg
        for text in ["cents (log scale)", "reference note", "95 % interval", "threshold (75 % correct)", "mean difference of the trials"] {
            #expect(keyboard.contains(text), "\(text)")
        }
        // Ticks at 1-2-5 steps: each one a decade's equal share of the height.
        let ticks = keyboard.components(separatedBy: "text-anchor=\"end\">").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(ticks.count >= 3 && ticks.allSatisfy { ["1", "2", "5", "10", "20", "50", "100"].contains(String($0)) }, "\(ticks)")
        let progress = ProgressChart(task: task).svg
        for text in ["cents (log scale)", "training day", "day's threshold, 95 % interval", "last 20 training days", "day's mean difference"] {
            #expect(progress.contains(text), "\(text)")
        }
        // One diamond per day (mean difference), one whisker per day with a measured threshold.
        #expect(progress.components(separatedBy: "class=\"mean\"").count - 1 == task.days.count + 1)
        #expect(progress.components(separatedBy: "class=\"whisker\" x1").count - 1 == task.days.filter { $0.threshold != nil }.count + 1)
        let matching = MatchingChart(days: report.snapshot.matchingDays).svg
        #expect(matching.contains("day's mean |error|") && matching.contains("cents (log scale)"))
    }

    @Test("the summary: each task's threshold and interval beside its mean difference, trends worded as on the screens")
    func summary() throws {
        let report = Self.report()
        let html = report.html
        let single = try #require(report.snapshot[.unison]?.threshold)
        #expect(html.contains(String(format: "<td>%.1f ¢</td><td>%.1f–%.1f ¢</td>", single.threshold, single.low, single.high)))
        #expect(html.contains("Single notes") && html.contains("P5 up"))
        #expect(html.contains(String(format: "%.1f ¢", report.snapshot[.unison]!.meanDifference)))
        #expect(html.contains("10000 comparisons, 300 matches"))
        #expect(html.contains(String(format: "%.1f ¢", report.snapshot.matching.meanAbsoluteError!)))
        if let trend = report.snapshot[.unison]?.trend { #expect(html.contains("\(trend.arrow) \(trend.rawValue)")) }
    }

    @Test("an empty history still gives a valid page")
    func empty() {
        let report = ProfileReport(
            snapshot: ProfileSnapshot(
                thresholds: ThresholdProfile(), profile: PerceptualProfile(), matching: MatchingProfile(),
                range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84))),
            generated: Date())
        let parser = XMLParser(data: Data(report.html.replacingOccurrences(of: "<!DOCTYPE html>", with: "").utf8))
        #expect(parser.parse())
        #expect(report.html.contains("not enough answers yet"))
        #expect(!report.html.contains("Sing &amp; Match"))
    }

    @Test("sung matches get a section of their own: the held note and the first attempt; the page stays well-formed")
    func sung() {
        var history = TrainingHistory.Rebuild()
        for (first, held) in [(24.0, 3.0), (-16.0, -5.0)] {
            history.add(PitchMatchingRecord(
                referenceNote: MIDINote(57), targetNote: MIDINote(57), initialCentOffset: Cents(first), userCentError: Cents(held), interval: .unison,
                tuningSystem: .equalTemperament, timestamp: Date(), matchedBy: .voice))
        }
        let report = ProfileReport(snapshot: history.snapshot(range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84))), generated: Date())
        let parser = XMLParser(data: Data(report.html.replacingOccurrences(of: "<!DOCTYPE html>", with: "").utf8))
        #expect(parser.parse())
        #expect(report.html.contains("<h2>Sing &amp; Match"))
        #expect(report.html.contains("<tr><td>Held note</td><td>2</td><td>4.0 ¢</td>"), "\(report.html)")
        #expect(report.html.contains("<tr><td>First attempt</td><td>2</td><td>20.0 ¢</td>"))
        #expect(report.html.contains("0 matches, 2 sung matches"), "the control's matches are counted apart")
    }
}

final class ElementCounter: NSObject, XMLParserDelegate {
    private var counts: [String: Int] = [:]
    func count(of element: String) -> Int { counts[element, default: 0] }
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        counts[elementName, default: 0] += 1
    }
}
