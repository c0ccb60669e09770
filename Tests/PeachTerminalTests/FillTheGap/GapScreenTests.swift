import Foundation
import PeachCore
import Testing
@testable import PeachTerminal

@Suite("Fill the Gap's screen")
struct GapScreenTests {
    func lines(_ view: GapView, _ language: Strings.Language) -> [String] {
        GapScreen(view: view).frame(
            status: ScreenTests.status, strings: Strings(language: language), size: FullScreenTerminal.Size(columns: 80, rows: 32)
        ).lines.map(\.text)
    }

    /// Where each row's label stands: the row's line number, by its label.
    func rowPlaces(_ lines: [String], _ strings: Strings) -> [Int] {
        [strings.tempo, strings.lastTap, strings.gapPosition, strings.thisTrial, strings.lastTrial, strings.trials].map { label in
            lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(label) } ?? -1
        }
    }

    @Test("every row stands in its place from the start, with – until it has a value: the layout does not move as taps and trials come", arguments: [Strings.Language.english, .german])
    func rowsStayPut(language: Strings.Language) throws {
        let strings = Strings(language: language)
        var view = GapView()
        let before = lines(view, language)
        view.state = .running
        view.tempo = Tempo(bpm: 100)
        let tap = GapTapFeedback(tap: GapTap(cycle: 0, position: .and, offsetFrames: -576, sampleRate: 48_000), tempo: Tempo(bpm: 100), trial: 0)
        view.lastTap = tap
        view.tappedTrial = 0
        view.tapsInTrial = 1
        let tapped = lines(view, language)
        view.lastTrial = try #require(GapFillRecord(tempo: Tempo(bpm: 100), taps: [tap.tap], timestamp: Date(timeIntervalSince1970: 1_800_000_000)))
        view.trialsEnded = 1
        view.trialsThisRun = 1
        let afterTrial = lines(view, language)
        let places = rowPlaces(before, strings)
        #expect(!places.contains(-1), "\(before)")
        #expect(rowPlaces(tapped, strings) == places && rowPlaces(afterTrial, strings) == places)
        #expect(before[places[1]].hasSuffix("–") && tapped[places[1]].contains("12"))
    }
}
