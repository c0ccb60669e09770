import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PeachCore
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
            let threshold = 4 + Double(abs(note.rawValue - 60)) / 4 + random.uniform(in: 0...6)
            rebuild.add(ComparisonRecord(
                referenceNote: note, targetNote: note, centOffset: Cents(random.coinFlip() ? threshold : -threshold),
                isCorrect: random.uniform(in: 0...1) < 0.7, interval: .unison, tuningSystem: .equalTemperament,
                timestamp: Date(timeIntervalSince1970: 1_760_000_000 + Double(index) * 518)))
        }
        for index in 0..<300 {
            rebuild.add(PitchMatchingRecord(
                referenceNote: MIDINote(57), targetNote: MIDINote(57), initialCentOffset: 10, userCentError: Cents(random.uniform(in: -15...15)),
                interval: .unison, tuningSystem: .equalTemperament, timestamp: Date(timeIntervalSince1970: 1_760_000_000 + Double(index) * 60)))
        }
        return ProfileReport(
            profile: rebuild.profile, trend: rebuild.trend.trend, timeline: rebuild.timeline.days, matching: rebuild.matching,
            range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)), generated: Date(timeIntervalSince1970: 1_766_000_000))
    }

    @Test("10k records: well-formed markup with both charts' SVG and no external references")
    func wellFormed() throws {
        let report = Self.report()
        let html = report.html
        // Well-formed as XML (the doctype aside): every element closed, attributes quoted.
        let body = html.replacingOccurrences(of: "<!DOCTYPE html>", with: "")
        let parser = XMLParser(data: Data(body.utf8))
        let collector = ElementCounter()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.count(of: "svg") == 2)
        #expect(collector.count(of: "polygon") == 2 && collector.count(of: "polyline") == 2)
        // 49 notes trained: a point per note; about 60 days (calendar days in the local zone): a point per day.
        #expect((60...61).contains(report.timeline.count))
        #expect(collector.count(of: "circle") == 49 + report.timeline.count)
        #expect(collector.count(of: "rect") == 49)
        for reference in ["http:", "https:", "src=", "href=", "@import", "url("] {
            #expect(!html.contains(reference), "external reference: \(reference)")
        }
        #expect(html.contains("@media print"))
    }

    @Test("the summary states mean, spread, trend and the matching statistics")
    func summary() {
        let report = Self.report()
        let html = report.html
        let summary = report.profile.summary(in: report.range)
        #expect(html.contains(String(format: "%.1f ¢", summary.mean!)))
        #expect(html.contains(String(format: "%.1f ¢", summary.standardDeviation!)))
        #expect(html.contains("49 of 49"))
        #expect(html.contains("10000 comparisons, 300 matches"))
        #expect(html.contains(String(format: "%.1f ¢", report.matching.meanAbsoluteError!)))
    }

    @Test("an empty history still gives a valid page")
    func empty() {
        let report = ProfileReport(
            profile: PerceptualProfile(), trend: nil, timeline: [], matching: MatchingStatistics(),
            range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)), generated: Date())
        let parser = XMLParser(data: Data(report.html.replacingOccurrences(of: "<!DOCTYPE html>", with: "").utf8))
        #expect(parser.parse())
        #expect(report.html.contains("not enough answers yet"))
    }
}

final class ElementCounter: NSObject, XMLParserDelegate {
    private var counts: [String: Int] = [:]
    func count(of element: String) -> Int { counts[element, default: 0] }
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        counts[elementName, default: 0] += 1
    }
}
