import Foundation
import PeachCore
import Testing
@testable import PeachTerminal

@Suite("Screens")
struct ScreenTests {
    static let size = TerminalSession.Size(columns: 100, rows: 40)
    static let status = StatusLine(client: "peach", jackRunning: true, sampleRate: 48000, bufferSize: 256, xruns: 0, midiSources: [])
    static let english = Strings(language: .english)

    func spans(_ frame: Frame, containing text: String) -> [Span] {
        frame.lines.flatMap(\.spans).filter { $0.text.contains(text) }
    }

    func text(_ frame: Frame) -> String { frame.lines.map(\.text).joined(separator: "\n") }

    @Test("Higher and Lower are active from note 2's start until the answer, inactive otherwise")
    func answerButtons() throws {
        var view = ComparisonView(discipline: .singleNotes)
        view.comparison = Comparison(referenceNote: MIDINote(60), interval: .unison, tuningSystem: .equalTemperament, centOffset: -12.34)
        for (state, active) in [(ComparisonSession.State.idle, false), (.playingNote1, false), (.playingNote2, true), (.awaitingAnswer, true), (.showingFeedback, false)] {
            view.state = state
            view.lastCorrect = true
            let frame = ComparisonScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size)
            let higher = try #require(spans(frame, containing: "▲ Higher").first)
            let lower = try #require(spans(frame, containing: "▼ Lower").first)
            #expect(higher.style == (active ? .inverse : .dim), "\(state)")
            #expect(lower.style == (active ? .inverse : .dim), "\(state)")
        }
    }

    @Test("feedback says right or wrong in words and colour; difference, best, note and trend are shown")
    func comparisonFeedback() throws {
        var view = ComparisonView(discipline: .intervals)
        view.comparison = Comparison(
            referenceNote: MIDINote(57), interval: DirectedInterval(.perfectFifth, .down), tuningSystem: .justIntonation, centOffset: 4.25)
        view.best = 3.1
        view.trend = .improving
        view.state = .showingFeedback
        view.lastCorrect = false
        let wrong = ComparisonScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size)
        #expect(try #require(spans(wrong, containing: "✗ Wrong").first).style == .bad)
        let shown = text(wrong)
        #expect(shown.contains("Difference    4.3 cents") || shown.contains("Difference    4.2 cents"))
        #expect(shown.contains("Best          3.1 cents"))
        #expect(shown.contains("Note          A3"))
        #expect(shown.contains("Interval      P5 down · just intonation"))
        #expect(shown.contains("↗ improving"))
        view.lastCorrect = true
        let right = ComparisonScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size)
        #expect(try #require(spans(right, containing: "✓ Correct").first).style == .good)
        view.comparison?.interval = .unison
        #expect(!text(ComparisonScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size)).contains("Interval"))
    }

    @Test("Tune & Match: the slider follows the control; after submit the band and signed cents")
    func matching() throws {
        var view = MatchingView(discipline: .singleNotes)
        view.state = .playingTunable
        for (control, expected) in [(-1.0, 0), (0.0, 10), (1.0, 20), (0.5, 15)] {
            view.control = control
            let slider = MatchingScreen(view: view).slider(width: 21).text
            let track = slider.drop { $0 != "─" && $0 != "●" && $0 != "┼" }.prefix(21)
            #expect(track.firstIndex(of: "●").map { track.distance(from: track.startIndex, to: $0) } == expected)
        }
        view.state = .showingFeedback
        for (error, text, style) in [(16.4, "▲ +16 cents sharp — moderate", TextStyle.moderate), (-3.0, "▼ -3 cents flat — close", .close),
                                     (0.4, "● 0 cents — dead centre", .good), (-31.0, "▼ -31 cents flat — far", .bad)] {
            view.lastError = Cents(error)
            let frame = MatchingScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size)
            #expect(try #require(spans(frame, containing: text).first).style == style)
        }
    }

    @Test("the profile: summary, a column per note over a drawn keyboard, timeline and matching")
    func profile() {
        var history = TrainingHistory.Rebuild(calendar: Calendar(identifier: .gregorian))
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for (index, note) in [48, 48, 60, 60, 72].enumerated() {
            history.add(ComparisonRecord(
                referenceNote: MIDINote(note), targetNote: MIDINote(note), centOffset: Cents(Double(10 + index)), isCorrect: true,
                interval: .unison, tuningSystem: .equalTemperament, timestamp: start.addingTimeInterval(Double(index) * 86_400)))
        }
        history.add(PitchMatchingRecord(
            referenceNote: MIDINote(60), targetNote: MIDINote(60), initialCentOffset: 5, userCentError: -4, interval: .unison,
            tuningSystem: .equalTemperament, timestamp: start))
        let view = ProfileView(
            profile: history.profile, range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)), trend: history.trend.trend,
            days: history.timeline.days, matching: history.matching)
        let frame = ProfileScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size)
        let shown = text(frame)
        #expect(shown.contains("mean 12.3 ± 1.8 cents · 3 trained notes · 5 answers"))
        #expect(shown.contains("1 matches · mean error 4.0 cents"))
        #expect(shown.contains("5 days"))
        let chart = ProfileScreen(view: view).keyboardChart(width: 98, height: 6)
        let keyboard = chart[chart.count - 2].text.trimmingCharacters(in: .whitespaces)
        #expect(keyboard.count == 49)
        #expect(keyboard.filter { $0 == "▀" }.count == 20)
        let names = chart[chart.count - 1].text
        for name in ["C2", "C3", "C4", "C5", "C6"] { #expect(names.contains(name)) }
        // Three trained notes: three means drawn.
        #expect(chart.dropLast(2).map(\.text).joined().filter { $0 == "●" }.count == 3)
        // On a narrow terminal the notes share columns, and all of them still fit.
        let narrow = ProfileScreen(view: view).keyboardChart(width: 30, height: 6)
        #expect(narrow.allSatisfy { $0.text.count <= 30 })
    }

    @Test("the settings screen shows every setting with its value and range")
    func settings() {
        let form = SettingsForm(request: SettingsRequest(), sounds: [SettingsForm.SoundChoice(source: .sine, name: "sine")])
        let frame = SettingsScreen(form: form, configPath: "/tmp/x.toml").frame(status: Self.status, strings: Self.english, size: Self.size)
        let shown = text(frame)
        for row in ["Lowest note", "C2 (36)", "Highest note", "C6 (84)", "Note duration", "1.0 s", "0.3 … 3.0 s", "Gap between notes",
                    "Reference pitch (A4)", "440 Hz", "380 … 500 Hz", "Natural ↔ mechanical", "Vary loudness", "Sound", "Intervals", "P1",
                    "Tuning system", "equal temperament"] {
            #expect(shown.contains(row), "\(row)")
        }
        // No sound in the config: the default is named, whichever preset it is.
        let sounds = [SettingsForm.SoundChoice(source: .sine, name: "sine"), SettingsForm.SoundChoice(source: .soundFont(bank: 0, program: 19), name: "Organ"),
                      SettingsForm.SoundChoice(source: .soundFont(bank: 0, program: 0), name: "Piano")]
        let withFonts = SettingsForm(request: SettingsRequest(), sounds: sounds, defaultSound: .soundFont(bank: 0, program: 0))
        #expect(text(SettingsScreen(form: withFonts, configPath: "/tmp/x.toml").frame(status: Self.status, strings: Self.english, size: Self.size))
            .contains("Piano (default)"))
        let broken = SettingsScreen(form: form, configPath: "/tmp/x.toml", configError: "x.toml:3:1: bad")
            .frame(status: Self.status, strings: Self.english, size: Self.size)
        #expect(text(broken).contains("nothing is written"))
    }

    @Test("the info screen says where the records and the config are")
    func info() {
        let frame = InfoScreen(recordsPath: "/home/m/.local/share/peach/peach.sqlite", configPath: "/home/m/.config/peach/config.toml")
            .frame(status: Self.status, strings: Self.english, size: Self.size)
        #expect(text(frame).contains("Records    /home/m/.local/share/peach/peach.sqlite"))
        #expect(text(frame).contains("Config     /home/m/.config/peach/config.toml"))
        #expect(text(frame).contains("Hear & Compare: two notes"))
    }

    @Test("German labels under German")
    func german() {
        let german = Strings(language: .german)
        let start = text(StartScreen().frame(status: Self.status, strings: german, size: Self.size))
        for label in ["Hören & Vergleichen — Einzeltöne", "Stimmen & Angleichen — Intervalle", "Profil", "Einstellungen", "q beenden", "läuft"] {
            #expect(start.contains(label), "\(label)")
        }
    }
}
