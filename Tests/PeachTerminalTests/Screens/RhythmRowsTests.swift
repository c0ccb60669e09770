import Foundation
import PeachCore
import PeachDoubles
import Testing
@testable import PeachTerminal

@Suite("The profile screen's rhythm rows")
struct RhythmRowsTests {
    static let status = ScreenTests.status

    func lines(_ snapshot: ProfileSnapshot, _ language: Strings.Language, columns: Int = 80, rows: Int = 32) -> [Line] {
        ProfileScreen(view: ProfileView(snapshot: snapshot)).frame(
            status: Self.status, strings: Strings(language: language), size: TerminalSession.Size(columns: columns, rows: rows)).lines
    }

    @Test("at 80×32, English and German: every rhythm row whole within 80 columns, beside the pitch profile", arguments: [Strings.Language.english, .german])
    func fits(language: Strings.Language) throws {
        let snapshot = RhythmFixture.snapshot()
        let strings = Strings(language: language)
        let shown = lines(snapshot, language)
        let heading = try #require(shown.firstIndex { $0.text == " " + strings.rhythmHeading })
        let section = Array(shown[heading...].prefix { !$0.text.contains(strings.keyQuit) })
        #expect(section.count == 7, "\(section.map(\.text))")
        for line in section { #expect(line.text.count <= 80, "\(line.text)") }
        // The footer and the status lines stay below it.
        #expect(shown.count == 32 && shown[shown.count - 3].text.contains(strings.keyQuit))
        let texts = section.map(\.text)
        #expect(texts[1].hasPrefix("   " + strings.compareTimingName) && texts[4].hasPrefix("   " + strings.fillTheGapName))
        for column in strings.timingColumns + strings.gapColumns { #expect(texts[1].contains(column) || texts[4].contains(column), "\(column)") }

        let timing = try #require(snapshot.rhythm.compareTiming.first?.estimate)
        let share = try #require(snapshot.rhythm.compareTiming.first?.thresholdShare)
        let threshold = "\(strings.number(timing.threshold.threshold)) (\(strings.number(timing.threshold.low))–\(strings.number(timing.threshold.high))) \(strings.number(100 * share.value)) %"
        #expect(texts[2].hasPrefix("     80–99 BPM") && texts[2].contains(threshold) && texts[2].contains("300"), "\(texts[2])")
        // Fifteen answers at 160–200 BPM: rough, marked and grey.
        #expect(texts[3].contains("~"), "\(texts[3])")
        #expect(section[3].spans.filter { $0.text.contains("~") }.allSatisfy { $0.style == .dim })
        let beat = try #require(snapshot.rhythm.fillTheGap.first?[.beat].offset)
        let beatText = "−\(strings.number(abs(beat.meanMs), decimals: 0))±\(strings.number(beat.halfWidthMs, decimals: 0))"
        #expect(texts[5].hasPrefix("     80–99 BPM") && texts[5].contains(beatText) && texts[5].hasSuffix("384"), "\(texts[5])")
        // One trial at 120–159 BPM: every value rough.
        #expect(texts[6].components(separatedBy: "~").count - 1 == 5, "\(texts[6])")
    }

    @Test("rows that do not fit give way to one line that says how many and where; both disciplines keep rows")
    func budget() {
        let rows = RhythmRows(rhythm: RhythmFixture.snapshot().rhythm, strings: Strings(language: .english))
        #expect(rows.lines(budget: 20).count == 7)
        // Five lines: one discipline's two rows fit, not a row of each with both headers.
        let five = rows.lines(budget: 5).map(\.text)
        #expect(five.count == 5 && five.last == "   … +2 more (peach report --html)", "\(five)")
        let six = rows.lines(budget: 6).map(\.text)
        #expect(six.filter { $0.contains("80–99 BPM") }.count == 2 && six.last == "   … +2 more (peach report --html)", "\(six)")
        #expect(rows.lines(budget: 2).map(\.text) == [" " + Strings(language: .english).rhythmHeading, "   … +4 more (peach report --html)"])
        // At 80×24 the pitch profile keeps its rows, the rhythm says where its own are.
        let small = lines(RhythmFixture.snapshot(), .english, rows: 24).map(\.text)
        #expect(small.contains("   … +4 more (peach report --html)") && small.contains { $0.contains("1 match") })
    }

    @Test("no rhythm training: one line that says so; a wide terminal shows every band")
    func emptyAndWide() {
        let pitchOnly = ScreenTests.snapshot()
        #expect(lines(pitchOnly, .german).contains { $0.text == " " + Strings(language: .german).noRhythm })
        let wide = lines(RhythmFixture.snapshot(), .english, columns: 100, rows: 40).map(\.text)
        #expect(wide.filter { $0.hasPrefix("     80–99 BPM") || $0.hasPrefix("     1") }.count == 4, "\(wide)")
    }
}
