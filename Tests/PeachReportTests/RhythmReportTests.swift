import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PeachCore
import PeachDoubles
import Testing
@testable import PeachReport

@Suite("The rhythm section of the HTML report")
struct RhythmReportTests {
    static func report() -> ProfileReport {
        ProfileReport(snapshot: RhythmFixture.snapshot(), generated: Date(timeIntervalSince1970: 1_767_600_000))
    }

    @Test("well-formed; a table per discipline with every interval; an offsets chart and one over time for the band trained on several days")
    func section() throws {
        let report = Self.report()
        let html = report.html
        let parser = XMLParser(data: Data(html.replacingOccurrences(of: "<!DOCTYPE html>", with: "").utf8))
        let collector = ElementCounter()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.count(of: "svg") == 2)
        #expect(html.contains("315 Compare Timing answers, 26 Fill the Gap trials"))
        let timing = try #require(report.snapshot.compareTiming.bands.first?.estimate)
        #expect(html.contains(String(format: "<td class=\"n\">80–99 BPM</td><td><code>* * * *</code></td><td>300</td><td>%.1f ms</td><td class=\"n\">%.1f–%.1f ms</td>", timing.threshold.threshold, timing.threshold.low, timing.threshold.high)))
        #expect(html.contains(" at 90 BPM</td>"))
        // The 15 answers at 160–200 BPM are rough, and say so no more precisely than they are known.
        let roughBand = try #require(report.snapshot.compareTiming.bands.last)
        let rough = try #require(roughBand.estimate?.threshold), roughness = try #require(roughBand.thresholdRoughness)
        #expect(html.contains("<td class=\"n\">160–200 BPM</td><td><code>* * * *</code></td><td>15</td><td>\(CompareTimingReport.threshold(rough, roughness: roughness))</td>"))
        #expect(CompareTimingReport.threshold(rough, roughness: roughness).hasSuffix(", rough"))
        let beat = try #require(report.snapshot.fillTheGap.bands.first?[.beat])
        let offset = try #require(beat.offset), spread = try #require(beat.spread)
        #expect(html.contains("<td class=\"n\">80–99 BPM</td><td>beat</td><td class=\"n\">96 (+1 imported)</td><td>\(RhythmText.signedMs(offset.meanMs))</td>"))
        #expect(html.contains("<td class=\"n\">\(RhythmText.range(offset.lowMs, offset.highMs))</td>"))
        #expect(html.contains(String(format: "<td>%.1f ms</td><td class=\"n\">%.1f–%.1f ms</td>", spread.sdMs, spread.lowMs, spread.highMs)))
        #expect(html.contains("<td>all (25 trials, 1 imported)</td><td>384</td>"))
        #expect(RhythmText.range(-9.84, 0.04) == "−9.8 … 0.0 ms" && RhythmText.roughMs(238.7) == "240 ms")
        #expect(html.contains("Fill the Gap at 80–99 BPM over time"))
    }

    @Test("charts: signed ms with 0 drawn, whiskers for the intervals, rough ones apart, a legend entry for every mark")
    func charts() {
        let bands = RhythmFixture.snapshot().fillTheGap.bands
        let offsets = GapOffsetChart(bands: bands).svg
        for text in [GapOffsetChart.axisTitle, "mean offset, 95 % interval", "rough (interval wider than 8 ms)", "± 1 SD of the taps", "class=\"zero\"", "80–99 BPM", "120–159 BPM"] {
            #expect(offsets.contains(text), "\(text)")
        }
        let positions = bands.flatMap(\.positions).filter { $0.offset != nil }
        #expect(offsets.components(separatedBy: "<circle class=\"point").count - 1 == positions.count + 2)
        #expect(offsets.components(separatedBy: "<circle class=\"point rough\"").count - 1 == positions.filter { !$0.offset!.isMeasured }.count + 1)
        let days = GapDaysChart(band: bands[0]).svg
        #expect(days.contains("day's spread (SD of the taps), 95 % interval") && days.contains("training day"))
        #expect(days.components(separatedBy: "class=\"mean\" x=").count - 1 == 3 + 1)
    }

    @Test("the signed axis holds 0 and ticks at a 1-2-5 step, labelled with their sign")
    func axis() {
        let axis = SignedAxis(covering: [-13, 4.5], title: "ms")
        #expect(axis.lowest == -15 && axis.highest == 5 && axis.step == 5)
        #expect(axis.ticks.map(axis.tickText) == ["−15", "−10", "−5", "0", "+5"])
        #expect(axis.position(of: 0) == 0.75 && axis.position(of: 100) == 1)
        #expect(SignedAxis(covering: [2, 3], title: "ms").lowest == 0)
    }

    @Test("no rhythm training: neither section shows, and the report counts no rhythm")
    func empty() {
        #expect(CompareTimingReport(compareTiming: CompareTimingSnapshot()).html.isEmpty)
        #expect(FillTheGapReport(fillTheGap: FillTheGapSnapshot()).html.isEmpty)
        let html = ProfileReport(snapshot: TrainingHistory.Rebuild().snapshot(range: NoteRange(lowest: MIDINote(48), highest: MIDINote(72))), generated: Date(timeIntervalSince1970: 1_767_600_000)).html
        #expect(!html.contains("Compare Timing") && !html.contains("Fill the Gap"))
    }
}
