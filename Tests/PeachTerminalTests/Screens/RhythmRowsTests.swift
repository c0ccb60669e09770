import Foundation
import PeachCore
import PeachDoubles
import Testing
@testable import PeachTerminal

@Suite("The profile screen's rhythm rows")
struct RhythmRowsTests {
    static let status = ScreenTests.status

    /// The whole profile screen, every line its sections draw at this width.
    func lines(_ snapshot: ProfileSnapshot, _ language: Strings.Language, columns: Int = 80) -> [Line] {
        ProfileScreen(view: ProfileView(snapshot: snapshot)).body(strings: Strings(language: language), width: columns)
    }

    @Test("one button every time: the row says so instead of a threshold and a bias; a bias cut off by the grid is a bound", arguments: [Strings.Language.english, .german])
    func oneSided(language: Strings.Language) throws {
        func summary(_ answers: [(offset: Double, late: Bool)]) throws -> TimingBandSummary {
            var profile = CompareTimingProfile()
            for (index, answer) in answers.enumerated() {
                profile.add(TimingComparisonRecord(
                    tempo: Tempo(bpm: 90), offsetMs: answer.offset, isCorrect: answer.late == (answer.offset > 0), timestamp: Date(timeIntervalSince1970: Double(index))))
            }
            return try #require(profile.summaries().first)
        }
        let offsets: [Double] = (0..<40).map { (index: Int) -> Double in
            let size = Double(4 + index % 9)
            return index % 2 == 0 ? -size : size
        }
        let strings = Strings(language: language)
        let early: [(offset: Double, late: Bool)] = offsets.map { ($0, false) }
        let rows = CompareTimingBandRows(bands: [try summary(early)], layout: RhythmRowLayout(strings: strings)).lines()
        let row = try #require(rows.last?.text)
        #expect(row.contains(strings.allAnswered(.early)) && !row.contains("…") && row.count <= 80, "\(row)")
        let cut = try summary(Array(early.dropLast()) + [(offset: 40, late: true)])
        let bound = try #require(CompareTimingBandRows(bands: [cut], layout: RhythmRowLayout(strings: strings)).lines().last?.text)
        #expect(bound.contains(language == .english ? "~beyond +" : "~jenseits +") && !bound.contains("+24"), "\(bound)")
    }

    @Test("at 80×32, English and German: every rhythm row whole within 80 columns, beside the pitch profile", arguments: [Strings.Language.english, .german])
    func fits(language: Strings.Language) throws {
        let snapshot = RhythmFixture.snapshot()
        let strings = Strings(language: language)
        let shown = lines(snapshot, language)
        let heading = try #require(shown.firstIndex { $0.text == " " + strings.rhythmHeading })
        let section = Array(shown[heading...].prefix { !$0.text.isEmpty })
        #expect(section.count == 7, "\(section.map(\.text))")
        for line in section { #expect(line.text.count <= 80, "\(line.text)") }
        let texts = section.map(\.text)
        #expect(texts[1].hasPrefix("   " + strings.compareTimingName) && texts[4].hasPrefix("   " + strings.fillTheGapName))
        for column in strings.timingColumns + strings.gapColumns { #expect(texts[1].contains(column) || texts[4].contains(column), "\(column)") }

        let timing = try #require(snapshot.compareTiming.bands.first?.estimate)
        let share = try #require(snapshot.compareTiming.bands.first?.thresholdShare)
        let threshold = "\(strings.number(timing.threshold.threshold)) (\(strings.number(timing.threshold.low))–\(strings.number(timing.threshold.high))) \(strings.number(100 * share.value)) %"
        #expect(texts[2].hasPrefix("     80–99 BPM") && texts[2].contains(threshold) && texts[2].contains("300"), "\(texts[2])")
        // Fifteen answers at 160–200 BPM: rough, marked and grey.
        #expect(texts[3].contains("~"), "\(texts[3])")
        #expect(section[3].spans.filter { $0.text.contains("~") }.allSatisfy { $0.style == .dim })
        let beat = try #require(snapshot.fillTheGap.bands.first?[.beat].offset)
        let beatText = "−\(strings.number(abs(beat.meanMs), decimals: 0))±\(strings.number(beat.halfWidthMs, decimals: 0))"
        #expect(texts[5].hasPrefix("     80–99 BPM") && texts[5].contains(beatText) && texts[5].hasSuffix("384"), "\(texts[5])")
        // One trial at 120–159 BPM: every value rough.
        #expect(texts[6].components(separatedBy: "~").count - 1 == 5, "\(texts[6])")
    }

    @Test("rough rows give the share of a sixteenth too; wrong answers at the largest offset say 'above' that offset", arguments: [Strings.Language.english, .german])
    func roughRows(language: Strings.Language) throws {
        let strings = Strings(language: language)
        for (add, expected) in [(RhythmFixture.addAllWrong, strings.t("~above 83 (50 %)", "~über 83 (50 %)")), (RhythmFixture.addAllRight, "%)")] {
            var rebuild = TrainingHistory.Rebuild()
            add(&rebuild)
            var snapshot = ScreenTests.snapshot()
            snapshot.compareTiming = rebuild.snapshot(range: snapshot.range).compareTiming
            let row = try #require(lines(snapshot, language).map(\.text).first { $0.hasPrefix("     80–99 BPM") })
            #expect(row.contains(expected) && row.count <= 80, "\(row)")
        }
    }

    @Test("a band of two patterns: a row for each under the band's, named by its notation, within 80 columns", arguments: [Strings.Language.english, .german])
    func patterns(language: Strings.Language) throws {
        var rebuild = TrainingHistory.Rebuild()
        RhythmFixture.addPatterns(to: &rebuild)
        var snapshot = ScreenTests.snapshot()
        snapshot.compareTiming = rebuild.snapshot(range: snapshot.range).compareTiming
        let strings = Strings(language: language)
        let shown = lines(snapshot, language).map(\.text)
        let band = try #require(shown.firstIndex { $0.hasPrefix("     120–159 BPM") })
        #expect(shown[band].contains("510"), "\(shown[band])")
        #expect(shown[band + 1].hasPrefix("       * * * *") && shown[band + 1].contains("250"), "\(shown[band + 1])")
        #expect(shown[band + 2].hasPrefix("       * - - *") && shown[band + 2].contains("250"), "\(shown[band + 2])")
        for line in shown[band...(band + 2)] { #expect(line.count <= 80, "\(line)") }
        #expect(shown.contains { $0.hasPrefix("   " + strings.compareTimingName) })
    }

    @Test("at 80×24, English and German: the profile scrolls to its last rhythm row, marks what lies above and below, and cuts no line", arguments: [Strings.Language.english, .german])
    func scrolls(language: Strings.Language) {
        let strings = Strings(language: language), size = FullScreenTerminal.Size(columns: 80, rows: 24)
        let snapshot = RhythmFixture.snapshot()
        var view = ProfileView(snapshot: snapshot)
        let body = ProfileScreen(view: view).body(strings: strings, width: 80)
        for line in body { #expect(line.text.count <= 80, "\(line.text)") }
        let first = ProfileScreen(view: view).frame(status: Self.status, strings: strings, size: size).lines.map(\.text)
        #expect(first.count == 24 && first.contains { $0.hasPrefix("   ↓ ") } && !first.contains { $0.hasPrefix("   ↑ ") }, "\(first)")
        #expect(first.contains { $0.contains(strings.keyScroll) })
        // Page after page down to the end, each page a screenful less two lines on; every
        // line of the body is shown on some page.
        var seen = Set<String>(), pages = 0
        while true {
            let frame = ProfileScreen(view: view).frame(status: Self.status, strings: strings, size: size).lines.map(\.text)
            seen.formUnion(frame)
            for line in frame { #expect(line.count <= 80, "\(line)") }
            let next = ProfileScreen(view: view).scrolled(.pages(1), status: Self.status, strings: strings, size: size)
            if next.top == view.top { break }
            #expect(next.top - view.top <= 24)
            view = next
            pages += 1
        }
        #expect(pages >= 1)
        for line in body where !line.text.isEmpty { #expect(seen.contains(line.text), "never shown: \(line.text)") }
        let last = ProfileScreen(view: view).frame(status: Self.status, strings: strings, size: size).lines.map(\.text)
        #expect(last.contains { $0.hasPrefix("   ↑ ") } && !last.contains { $0.hasPrefix("   ↓ ") }, "\(last)")
        #expect(last.contains { $0.hasPrefix("     120–159 BPM") }, "\(last)")
        // Home goes back to the top; a line up from the top stays there.
        let top = ProfileScreen(view: view).scrolled(.top, status: Self.status, strings: strings, size: size)
        #expect(top.top == 0 && ProfileScreen(view: top).scrolled(.lines(-1), status: Self.status, strings: strings, size: size).top == 0)
        #expect(ProfileScreen(view: top).scrolled(.bottom, status: Self.status, strings: strings, size: size).top == view.top)
    }

    @Test("only right answers: the threshold's column says below its interval's top, in English and German", arguments: [Strings.Language.english, .german])
    func allRight(language: Strings.Language) throws {
        var rebuild = TrainingHistory.Rebuild()
        RhythmFixture.addAllRight(to: &rebuild)
        let snapshot = rebuild.snapshot(range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
        let strings = Strings(language: language)
        let high = try #require(snapshot.compareTiming.bands.first?.estimate?.threshold.high)
        let row = try #require(lines(snapshot, language).first { $0.text.hasPrefix("     80–99 BPM") })
        #expect(row.text.contains((language == .german ? "~unter " : "~below ") + strings.roughNumber(high)), "\(row.text)")
    }

    @Test("no rhythm training: one line that says so; a wide terminal shows every band")
    func emptyAndWide() {
        let pitchOnly = ScreenTests.snapshot()
        #expect(lines(pitchOnly, .german).contains { $0.text == " " + Strings(language: .german).noRhythm })
        let wide = lines(RhythmFixture.snapshot(), .english, columns: 100).map(\.text)
        #expect(wide.filter { $0.hasPrefix("     80–99 BPM") || $0.hasPrefix("     1") }.count == 4, "\(wide)")
    }

    @Test("each rhythm discipline draws its own rows under the one rhythm heading: Fill the Gap alone has the heading and no Compare Timing header; both, one heading and no blank between them; each its own help")
    func oneHeading() throws {
        let strings = Strings(language: .english)
        var onlyGaps = RhythmFixture.snapshot()
        onlyGaps.compareTiming = CompareTimingSnapshot()
        let shown = lines(onlyGaps, .english).map(\.text)
        #expect(shown.filter { $0 == " " + strings.rhythmHeading }.count == 1)
        let heading = try #require(shown.firstIndex(of: " " + strings.rhythmHeading))
        #expect(shown[heading + 1].hasPrefix("   " + strings.fillTheGapName), "\(shown[heading + 1])")
        #expect(!shown.contains { $0.hasPrefix("   " + strings.compareTimingName) })
        // Both: one heading, Compare Timing's rows then Fill the Gap's, no blank between them.
        let both = lines(RhythmFixture.snapshot(), .english).map(\.text)
        let first = try #require(both.firstIndex(of: " " + strings.rhythmHeading))
        let gaps = try #require(both.firstIndex { $0.hasPrefix("   " + strings.fillTheGapName) })
        #expect(both.filter { $0 == " " + strings.rhythmHeading }.count == 1 && !both[first..<gaps].contains(""))
        // The two disciplines' help, each its own (the profile's help joins them in one paragraph).
        #expect(CompareTimingRows().help(strings) != FillTheGapRows().help(strings))
    }
}
