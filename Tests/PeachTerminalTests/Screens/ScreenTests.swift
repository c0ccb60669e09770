import Foundation
import PeachCore
import PeachDoubles
import Testing
@testable import PeachTerminal

@Suite("Screens")
struct ScreenTests {
    static let size = FullScreenTerminal.Size(columns: 100, rows: 40)
    static let status = StatusLine(client: "peach", jackRunning: true, sampleRate: 48000, bufferSize: 256, xruns: 0, midiSources: [])
    static let english = Strings(language: .english)

    func spans(_ frame: Frame, containing text: String) -> [Span] {
        frame.lines.flatMap(\.spans).filter { $0.text.contains(text) }
    }

    func text(_ frame: Frame) -> String { frame.lines.map(\.text).joined(separator: "\n") }

    @Test("Higher and Lower are active from note 2's start until the answer, inactive otherwise")
    func answerButtons() throws {
        var view = ComparisonView(variant: .singleNotes)
        view.comparison = Comparison(referenceNote: MIDINote(60), interval: .unison, tuningSystem: .equalTemperament, centOffset: -12.34)
        for (state, active) in [(ComparisonSession.State.idle, false), (.playingNote1, false), (.playingNote2, true), (.awaitingAnswer, true), (.showingFeedback, false)] {
            view.state = state
            view.lastAnswer = AnswerFeedback(correct: true, targetHigher: false, difference: 12.34)
            let frame = ComparisonScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size)
            let higher = try #require(spans(frame, containing: "▲ Higher").first)
            let lower = try #require(spans(frame, containing: "▼ Lower").first)
            #expect(higher.style == (active ? .inverse : .dim), "\(state)")
            #expect(lower.style == (active ? .inverse : .dim), "\(state)")
        }
    }

    @Test("feedback says right or wrong in words and colour; difference, best, note and trend are shown")
    func comparisonFeedback() throws {
        var view = ComparisonView(variant: .intervals)
        view.comparison = Comparison(
            referenceNote: MIDINote(57), interval: DirectedInterval(.perfectFifth, .down), tuningSystem: .justIntonation, centOffset: 4.25)
        view.smallestRight = [DirectedInterval(.perfectFifth, .down): 3.1, .unison: 1.5]
        view.trend = .improving
        view.state = .showingFeedback
        view.lastAnswer = AnswerFeedback(correct: false, targetHigher: true, difference: 4.25)
        let wrong = ComparisonScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size)
        // The verdict says which way it was, so that a wrong answer teaches.
        #expect(try #require(spans(wrong, containing: "✗ Wrong — it was higher").first).style == .bad)
        #expect(text(wrong).contains("Last answer       ✗ Wrong — it was higher (4."))
        let shown = text(wrong)
        #expect(shown.contains("Difference        4.3 cents") || shown.contains("Difference        4.2 cents"))
        // The smallest difference answered right, for this trial's task only.
        #expect(shown.contains("Smallest right    3.1 cents (P5 down)"), "\(shown)")
        #expect(shown.contains("Note              A3"))
        #expect(shown.contains("Interval          P5 down · just intonation"))
        #expect(shown.contains("↘ improving"))
        view.lastAnswer = AnswerFeedback(correct: true, targetHigher: false, difference: 4.25)
        let right = ComparisonScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size)
        #expect(try #require(spans(right, containing: "✓ Correct — it was lower").first).style == .good)
        view.comparison?.interval = .unison
        let unison = text(ComparisonScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size))
        #expect(!unison.contains("Interval"))
        #expect(unison.contains("Smallest right    1.5 cents"), "\(unison)")
    }

    @Test("Tune & Match: the slider follows the control; after submit the band and signed cents")
    func matching() throws {
        var view = MatchingView(variant: .singleNotes)
        view.state = .playingTunable
        for (control, expected) in [(-1.0, 0), (0.0, 10), (1.0, 20), (0.5, 15)] {
            view.control = control
            let slider = MatchingScreen(view: view).slider(width: 21).text
            let track = slider.drop { $0 != "─" && $0 != "●" && $0 != "┼" }.prefix(21)
            #expect(track.firstIndex(of: "●").map { track.distance(from: track.startIndex, to: $0) } == expected)
        }
        view.state = .showingFeedback
        for (error, text, style) in [(16.4, "▲ 16 cents too high (sharp) — moderate", TextStyle.moderate), (-3.0, "▼ 3 cents too low (flat) — close", .close),
                                     (0.4, "● in tune — dead centre", .good), (-31.0, "▼ 31 cents too low (flat) — far", .bad),
                                     (1.2, "▲ 1 cent too high (sharp) — close", .close)] {
            view.lastError = Cents(error)
            let frame = MatchingScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size)
            #expect(try #require(spans(frame, containing: text).first).style == style)
        }
    }

    /// Single notes at C3…C5 from a listener of 10 cents over 5 days, a few fifths up, matches.
    static func snapshot() -> ProfileSnapshot {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        var history = TrainingHistory.Rebuild(calendar: utc)
        var random = SeededRandom(seed: 31)
        let ear = PsychometricFunction(threshold: 10, slope: 2)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for index in 0..<1000 {
            let note = MIDINote(random.integer(in: 48...72))
            let difference = 10 * exp2(random.uniform(in: -1.2...1.2))
            history.add(ComparisonRecord(
                referenceNote: note, targetNote: note, centOffset: Cents(difference), isCorrect: random.nextUnit() < ear.probabilityCorrect(at: difference),
                interval: .unison, tuningSystem: .equalTemperament, timestamp: start.addingTimeInterval(Double(index / 200) * 86_400 + Double(index % 200) * 5)))
        }
        for index in 0..<5 {
            history.add(ComparisonRecord(
                referenceNote: MIDINote(60), targetNote: MIDINote(67), centOffset: 30, isCorrect: true, interval: .perfectFifth,
                tuningSystem: .equalTemperament, timestamp: start.addingTimeInterval(Double(index) * 3)))
        }
        history.add(PitchMatchingRecord(
            referenceNote: MIDINote(60), targetNote: MIDINote(60), initialCentOffset: 5, userCentError: -4, interval: .unison,
            tuningSystem: .equalTemperament, timestamp: start))
        return history.snapshot(range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
    }

    @Test("the profile: thresholds with their intervals per task, a log-scale column per note over the keyboard, progress, matching")
    func profile() throws {
        let snapshot = Self.snapshot()
        let view = ProfileView(snapshot: snapshot)
        let shown = text(ProfileScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size))
        let single = try #require(snapshot[.unison]?.threshold)
        #expect(single.contains(10))
        let row = try #require(shown.split(separator: "\n").first { $0.contains("Single notes") && $0.contains("¢ (") })
        #expect(row.contains(String(format: "%.1f ¢ (%.1f–%.1f)", single.threshold, single.low, single.high)))
        #expect(row.contains("1000"))
        let fifth = try #require(shown.split(separator: "\n").first { $0.contains("P5 up") })
        // Five answers: not a measurement yet, but a rough value and what it takes to measure it.
        let roughFifth = try #require(snapshot[DirectedInterval(.perfectFifth)]?.roughThreshold)
        #expect(fifth.contains(Self.english.roughThreshold(roughFifth)) && fifth.contains("30.0 ¢") && fifth.contains("5"), "\(fifth)")
        // Its progress row says where it stands: the rough value, the answers it still needs, its age.
        let fifthNow = try #require(shown.split(separator: "\n").last { $0.contains("P5 up") })
        #expect(fifthNow.contains(Self.english.roughThreshold(roughFifth) + " · ~\(roughFifth.moreAnswersToMeasure) more answers to measure"), "\(fifthNow)")
        #expect(fifthNow.contains("last trained"), "\(fifthNow)")
        #expect(!shown.contains("not enough answers yet"), "\(shown)")
        // Right answers at 30 cents only: nothing bounds the threshold from below, so no centre is named.
        #expect(fifth.contains("below ") && !fifth.contains("about"), "\(fifth)")
        #expect(shown.contains("● threshold ┃ 95 % range ◦ mean difference · no answers; grey: 30+ days old"))
        // The progress row's value is the last 20 training days', and says so.
        let lines = shown.split(separator: "\n")
        let progress = try #require(lines.firstIndex { $0.contains("Progress by day") })
        let singleNow = try #require(lines[progress...].first { $0.contains("Single notes") })
        #expect(singleNow.contains("last 20 days "), "\(singleNow)")
        // German at 80 columns: the table's last column, the legend and the rough task's progress row whole.
        let german = ProfileScreen(view: view).body(strings: Strings(language: .german), width: 80).map(\.text).joined(separator: "\n")
        #expect(german.contains("Antworten Trend") && german.contains("grau: 30+ Tage alt"), "\(german)")
        #expect(german.contains("weitere Antworten nötig"), "\(german)")
        #expect(shown.contains("cents, log scale"))
        #expect(shown.contains("Tune & Match: mean |error| by day"), "\(shown)")
        #expect(shown.contains("1 match · mean |error| 4.0 ¢ –"), "\(shown)")
        #expect(shown.contains("▁ 5 ¢ … █ 20 ¢") || shown.contains("▁ 2 ¢ … █ 20 ¢") || shown.contains("▁ 5 ¢ … █ 10 ¢"))

        let task = try #require(snapshot[.unison])
        // Answers from years ago are drawn grey; the same answers seen the week they were given are not.
        let stale = ComparisonProfileRows().keyboardChart(task, view: view, width: 98, height: 8, strings: Self.english)
        let marks = stale.flatMap(\.spans).filter { $0.text == "●" }
        #expect(!marks.isEmpty && marks.allSatisfy { $0.style == .dim })
        let fresh = ProfileView(snapshot: snapshot, now: Date(timeIntervalSince1970: 1_700_000_000 + 7 * 86_400))
        #expect(ComparisonProfileRows().keyboardChart(task, view: fresh, width: 98, height: 8, strings: Self.english).flatMap(\.spans).filter { $0.text == "●" }.allSatisfy { $0.style == .good })
        #expect(!ComparisonProfileRows().standing(task, view: fresh, strings: Self.english).contains("last trained"))
        let chart = ComparisonProfileRows().keyboardChart(task, view: view, width: 98, height: 8, strings: Self.english)
        let keyboard = chart[chart.count - 2].text.trimmingCharacters(in: .whitespaces)
        #expect(keyboard.count == 49)
        #expect(keyboard.filter { $0 == "▀" }.count == 20)
        let names = chart[chart.count - 1].text
        for name in ["C2", "C3", "C4", "C5", "C6"] { #expect(names.contains(name)) }
        // One ● per note with a measured threshold; the axis is labelled in 1-2-5 steps.
        let measured = task.notes.filter { $0.threshold != nil }.count
        #expect(chart.dropLast(2).map(\.text).joined().filter { $0 == "●" }.count == measured)
        #expect(measured >= 25)
        #expect(chart.first!.text.contains("┤"))
        let labels = chart.dropLast(2).compactMap { line in line.text.split(separator: "┤").first.map { $0.trimmingCharacters(in: .whitespaces) } }
            .filter { !$0.isEmpty && !$0.contains("│") }
        #expect(labels.allSatisfy { ["1", "2", "5", "10", "20", "50", "100"].contains($0) }, "\(labels)")
        // On a narrow terminal the notes share columns, and all of them still fit.
        let narrow = ComparisonProfileRows().keyboardChart(task, view: view, width: 30, height: 6, strings: Self.english)
        #expect(narrow.allSatisfy { $0.text.count <= 30 })
        // On a 24-row terminal the last rows are a scroll away.
        let size = FullScreenTerminal.Size(columns: 80, rows: 24)
        let small = ProfileScreen(view: view).frame(status: Self.status, strings: Self.english, size: size)
        #expect(text(small).contains("   ↓ "), "\(text(small))")
        let end = ProfileScreen(view: ProfileScreen(view: view).scrolled(.bottom, status: Self.status, strings: Self.english, size: size))
        #expect(text(end.frame(status: Self.status, strings: Self.english, size: size)).contains("1 match · mean |error| 4.0 ¢"))
    }

    @Test("an empty profile says what to do")
    func emptyProfile() {
        let empty = ProfileSnapshot(
            thresholds: ThresholdProfile(), profile: PerceptualProfile(), matching: MatchingProfile(),
            range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
        let shown = text(ProfileScreen(view: ProfileView(snapshot: empty)).frame(status: Self.status, strings: Self.english, size: Self.size))
        #expect(shown.contains("No comparisons yet"))
        // No ● or ┃ named while none is drawn.
        #expect(shown.contains("no note's threshold measured yet") && !shown.contains("● threshold"), "\(shown)")
        #expect(shown.contains("No matches yet"))
    }

    @Test("the settings screen shows every setting with its value and range")
    func settings() {
        let form = SettingsForm(request: SettingsRequest(), sounds: [SettingsForm.SoundChoice(source: .sine, name: "sine")], disciplineSettings: HearAndCompareSettingRows.all)
        let frame = SettingsScreen(form: form, configPath: "/tmp/x.toml").frame(status: Self.status, strings: Self.english, size: Self.size)
        let shown = text(frame)
        for row in ["Lowest note", "C2 (36)", "Highest note", "C6 (84)", "Note duration", "1.0 s", "0.3 … 3.0 s", "Note gap (compare)",
                    "Reference pitch (A4)", "440 Hz", "380 … 500 Hz", "Natural ↔ mechanical", "Vary loudness (compare)", "Sound", "Intervals", "P1",
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

    @Test("Compare Timing's rows: the pattern, the moved click unset said as the pattern's default with the clicks it may be, and the repetitions' stops")
    func timingRows() {
        func shown(_ choices: [String: String], row: Int) -> String {
            var request = SettingsRequest()
            request.disciplineSettings = CompareTimingSettings.all
            request.disciplineChoices = choices
            var form = SettingsForm(request: request, sounds: [], disciplineSettings: CompareTimingSettingRows.all)
            form.selected = .choice(row)
            return text(SettingsScreen(form: form, configPath: "/tmp/x.toml").frame(status: Self.status, strings: Self.english, size: Self.size))
        }
        let standard = shown([:], row: 1)
        for row in ["Pattern (timing)", "* * * *", "1 of 5", "Moved click (timing)", "3rd click (default)", "2nd click … 4th click",
                    "Plays at most (timing)", "20 times"] {
            #expect(standard.contains(row), "\(row): \(standard)")
        }
        #expect(shown([:], row: 2).contains("1, 2, 3, 5, 10, 20"))
        let eighths = shown(["timingPattern": "* - * -", "timingPosition": "2"], row: 1)
        #expect(eighths.contains("2nd click") && !eighths.contains("2nd click (default)") && !eighths.contains("… 4th click"), "\(eighths)")
    }

    @Test("the interval list open: at 100×32, 100×24 and 80×24 the cursor is on a visible row on every entry, and the saved line and the file stay in view")
    func intervalListFits() throws {
        for size in [FullScreenTerminal.Size(columns: 100, rows: 32), FullScreenTerminal.Size(columns: 100, rows: 24), FullScreenTerminal.Size(columns: 80, rows: 24)] {
            for language in [Strings.Language.english, .german] {
                let strings = Strings(language: language)
                var request = SettingsRequest()
                request.intervals = [.unison, DirectedInterval(.octave, .down)]
                var form = SettingsForm(request: request, sounds: [SettingsForm.SoundChoice(source: .sine, name: "sine")])
                form.selected = .field(.intervals)
                for cursor in SettingsForm.allIntervals.indices {
                    form.intervalCursor = cursor
                    let screen = SettingsScreen(
                        form: form, configPath: "/home/m/.config/peach/config.toml",
                        message: "Saved to config.toml: intervals = [\"P1\", \"P8-down\"] — applies from the next trial")
                    let frame = screen.frame(status: Self.status, strings: strings, size: size)
                    // Above the footer and the status lines: what the musician can read.
                    let footerStart = try #require(frame.lines.lastIndex { $0.text.contains("?") && $0.spans.allSatisfy { $0.style == .dim } })
                    let readable = frame.lines[..<footerStart]
                    let interval = SettingsForm.allIntervals[cursor]
                    let direction = interval.interval == .unison ? "" : " " + (interval.direction == .up ? strings.up : strings.down)
                    let under = readable.flatMap(\.spans).filter { $0.style == .inverse && $0.text.hasPrefix("[") }
                    #expect(under.count == 1 && under.first?.text.trimmingCharacters(in: .whitespaces).hasSuffix("\(interval.interval.shortName)\(direction)") == true,
                            "\(size) \(language) cursor \(cursor): \(under.map(\.text))\n\(text(frame))")
                    let shown = readable.map(\.text).joined(separator: "\n")
                    #expect(shown.contains("Saved to config.toml") && shown.contains("/home/m/.config/peach/config.toml"), "\(size) \(language)\n\(text(frame))")
                    // The ticked octave down is seen ticked whenever its row is in view.
                    if cursor >= SettingsForm.allIntervals.count - 2 { #expect(shown.contains("[x] P8 \(strings.down)"), "\(text(frame))") }
                }
            }
        }
    }

    @Test("at 80 columns every setting's range is readable, a long SoundFont preset name beside them included, English and German")
    func settingsAt80Columns() {
        let piano = SoundSource.soundFont(bank: 0, program: 0)
        let form = SettingsForm(request: SettingsRequest(), sounds: [SettingsForm.SoundChoice(source: .sine, name: "sine"),
            SettingsForm.SoundChoice(source: piano, name: "Acoustic Grand Piano · FluidR3_GM.sf2")], defaultSound: piano,
            disciplineSettings: PlayItBackSettingRows.all)
        for strings in [Self.english, Strings(language: .german)] {
            for field in form.rows {
                // Selected, so that its row is in the window however long the list.
                var selected = form
                selected.selected = field
                let screen = SettingsScreen(form: selected, configPath: "/x")
                guard !screen.range(field, strings).isEmpty else { continue }
                let lines = screen.frame(status: Self.status, strings: strings, size: FullScreenTerminal.Size(columns: 80, rows: 32)).lines
                let row = lines.first { $0.text.contains(screen.label(field, strings)) }?.text ?? ""
                #expect(row.hasSuffix(screen.range(field, strings)) && row.count <= 80, "\(strings.language) \(field): \(row)")
                if field == .field(.soundSource) { #expect(row.contains("Acoustic Grand Piano"), "\(row)") }
            }
        }
    }

    @Test("the info screen says which Peach it is, what it trains (every registered discipline, rhythm and singing too), and where the records and the config are")
    func info() {
        let frame = InfoScreen(
            recordsPath: "/home/m/.local/share/peach/peach.sqlite", configPath: "/home/m/.config/peach/config.toml", version: "0.1.0",
            menu: peachDisciplines.menu)
            .frame(status: Self.status, strings: Self.english, size: Self.size)
        #expect(text(frame).contains("Version        Peach 0.1.0"))
        #expect(text(frame).contains("Records        /home/m/.local/share/peach/peach.sqlite"))
        #expect(text(frame).contains("Config         /home/m/.config/peach/config.toml"))
        #expect(text(frame).contains("your ear and your timing") && !text(frame).contains("for pitch."))
        for title in ["Hear & Compare — single notes", "Compare Timing — rhythm", "Fill the Gap — rhythm", "Sing & Match — voice or instrument"] {
            #expect(text(frame).contains(title), "\(title)")
        }
    }

    @Test("at 80×24: Info shows where the files are first; Settings keeps the selected row, its explanation and the file in view; a help taller than the window scrolls")
    func smallWindow() {
        let size = FullScreenTerminal.Size(columns: 80, rows: 24)
        let info = text(InfoScreen(recordsPath: "/r/peach.sqlite", configPath: "/c/config.toml", version: "0.1.0", menu: peachDisciplines.menu)
            .frame(status: Self.status, strings: Self.english, size: size))
        #expect(info.contains("/r/peach.sqlite") && info.contains("/c/config.toml"), "\(info)")
        var form = SettingsForm(request: SettingsRequest(), sounds: [SettingsForm.SoundChoice(source: .sine, name: "sine")])
        for field in [SettingsForm.Field.noteRangeMin, .tempo, .voiceHighest] {
            form.selected = .field(field)
            let shown = text(SettingsScreen(form: form, configPath: "/c/config.toml").frame(status: Self.status, strings: Self.english, size: size))
            #expect(shown.contains("▶") && shown.contains("/c/config.toml"), "\(field): \(shown)")
            #expect(TeachingScreenTests.words(shown).contains(TeachingScreenTests.words(Self.english.settingExplanation(field.key))), "\(field): \(shown)")
        }
        for language in [Strings.Language.english, .german] {
            let strings = Strings(language: language)
            var help = HelpScreen(topic: .profile)
            let first = text(help.frame(status: Self.status, strings: strings, size: size))
            #expect(first.contains("↓ "), "\(first)")
            help.top = 1000
            help.top = help.clampedTop(strings: strings, size: size, status: Self.status)
            let last = text(help.frame(status: Self.status, strings: strings, size: size))
            // Its last line, "… peach report --html FILE", in view.
            #expect(last.contains("↑ ") && TeachingScreenTests.words(last).contains("report --html"), "\(last)")
        }
    }

    @Test("German labels under German")
    func german() {
        let german = Strings(language: .german)
        let start = text(StartScreen(menu: .peach).frame(status: Self.status, strings: german, size: Self.size))
        for label in ["Hören & Vergleichen — Einzeltöne", "Stimmen & Angleichen — Intervalle", "Profil", "Einstellungen", "q beenden", "läuft"] {
            #expect(start.contains(label), "\(label)")
        }
    }

    @Test("footers that need two lines balance them: no key alone on the last line, on any screen, at 100 and 80 columns, English and German")
    func balancedFooters() throws {
        for columns in [100, 80] {
            let size = FullScreenTerminal.Size(columns: columns, rows: 40)
            for strings in [Self.english, Strings(language: .german)] {
                var settings = SettingsForm(request: SettingsRequest(), sounds: [SettingsForm.SoundChoice(source: .sine, name: "sine")])
                var frames = [
                    StartScreen(menu: .peach).frame(status: Self.status, strings: strings, size: size),
                    ComparisonScreen(view: ComparisonView(variant: .intervals)).frame(status: Self.status, strings: strings, size: size),
                    MatchingScreen(view: MatchingView(variant: .singleNotes)).frame(status: Self.status, strings: strings, size: size),
                    SettingsScreen(form: settings, configPath: "/x").frame(status: Self.status, strings: strings, size: size),
                    InfoScreen(recordsPath: "/r", configPath: "/c", version: "0.1.0").frame(status: Self.status, strings: strings, size: size),
                    ProfileScreen(view: ProfileView(snapshot: Self.snapshot())).frame(status: Self.status, strings: strings, size: size),
                ]
                settings.intervalCursor = 0
                frames.append(SettingsScreen(form: settings, configPath: "/x").frame(status: Self.status, strings: strings, size: size))
                for frame in frames {
                    // The footer: the dim lines of keys just above the two status lines.
                    let above = frame.lines.dropLast(2)
                    let footer = Array(above.reversed().prefix { $0.text.hasPrefix(" ") && !$0.text.hasPrefix("  ") && $0.spans.allSatisfy { $0.style == .dim } }.reversed())
                    try #require(!footer.isEmpty, "\(text(frame))")
                    #expect(footer.allSatisfy { $0.text.count <= columns - 1 })
                    if footer.count > 1 {
                        #expect(footer.allSatisfy { $0.text.contains("  ·  ") }, "\(columns) columns, \(strings.language):\n\(footer.map(\.text).joined(separator: "\n"))")
                    }
                }
            }
        }
    }

    @Test("a narrow window wraps the keys between keys: every key stays on screen above the status lines")
    func narrowFooter() {
        var view = MatchingView(variant: .singleNotes)
        view.state = .playingTunable
        for columns in [40, 60, 70, 100] {
            let size = FullScreenTerminal.Size(columns: columns, rows: 16)
            let frame = MatchingScreen(view: view).frame(status: Self.status, strings: Self.english, size: size)
            #expect(frame.lines.count == 16)
            // The terminal cuts what is wider than the window: each key on a line that fits.
            let fitting = frame.lines[..<14].map(\.text).filter { $0.count <= columns }
            for key in ["←→ fine  ↑↓ coarse", "Enter submit", "s stop/start", "? help", "Esc back", "q quit"] {
                #expect(fitting.contains { $0.contains(key) }, "\(columns) columns: \(key) missing\n\(fitting.joined(separator: "\n"))")
            }
            #expect(frame.lines[14].text.hasPrefix(" JACK "))
        }
    }
}
