import Foundation
import PeachCore
import PeachDoubles
import Testing
@testable import PeachTerminal

/// What the screens say around the training loop so that a learner learns from it: the
/// task, the direction of a miss, help, German as German musicians write it.
@Suite("Screens that teach")
struct TeachingScreenTests {
    static let size = ScreenTests.size
    static let status = ScreenTests.status
    static let english = Strings(language: .english)
    static let german = Strings(language: .german)

    func text(_ frame: Frame) -> String { frame.lines.map(\.text).joined(separator: "\n") }

    @Test("an interval trial says what Higher and Lower mean for it; a single-note trial needs no such line")
    func intervalTask() {
        var view = ComparisonView(variant: .intervals)
        view.state = .playingNote1
        view.comparison = Comparison(
            referenceNote: MIDINote(60), interval: DirectedInterval(.perfectFifth, .up), tuningSystem: .equalTemperament, centOffset: 8)
        let shown = text(ComparisonScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size))
        #expect(shown.contains("Note 2 against an exact fifth up from note 1: Higher = sharp of it, Lower = flat of it"))
        let german = text(ComparisonScreen(view: view).frame(status: Self.status, strings: Self.german, size: Self.size))
        #expect(german.contains("Ton 2 gegen eine exakte Quinte aufwärts von Ton 1: Höher = darüber, Tiefer = darunter"))
        #expect(Self.german.intervalTask(DirectedInterval(.tritone, .down)).hasPrefix("Ton 2 gegen einen exakten Tritonus abwärts"))
        view.comparison?.interval = .unison
        #expect(!text(ComparisonScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size)).contains("Note 2 against"))
    }

    @Test("an interval trial's verdict uses the task line's words: sharp or flat of the interval (darüber/darunter: über or unter it), in the box and on the last-answer row")
    func intervalVerdict() throws {
        var view = ComparisonView(variant: .intervals)
        view.comparison = Comparison(
            referenceNote: MIDINote(60), interval: DirectedInterval(.perfectFifth, .up), tuningSystem: .equalTemperament, centOffset: 8)
        view.state = .showingFeedback
        view.lastAnswer = AnswerFeedback(correct: false, targetHigher: true, difference: 8, interval: DirectedInterval(.perfectFifth, .up))
        let english = text(ComparisonScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size))
        #expect(english.contains("│") && english.split(separator: "\n").contains { $0.contains("│") && $0.contains("✗ Wrong — it was sharp of the fifth up") }, "\(english)")
        #expect(english.contains("Last answer       ✗ Wrong — it was sharp of the fifth up (8.0 cents)"), "\(english)")
        #expect(!english.contains("it was higher"))
        let german = text(ComparisonScreen(view: view).frame(status: Self.status, strings: Self.german, size: Self.size))
        #expect(german.contains("✗ Falsch — er lag über der Quinte aufwärts"), "\(german)")
        view.lastAnswer = AnswerFeedback(correct: true, targetHigher: false, difference: 8, interval: DirectedInterval(.tritone, .down))
        #expect(Self.english.verdict(view.lastAnswer!) == "✓ Correct — it was flat of the tritone down")
        #expect(Self.german.verdict(view.lastAnswer!) == "✓ Richtig — er lag unter dem Tritonus abwärts")
        let seventh = AnswerFeedback(correct: true, targetHigher: true, difference: 8, interval: DirectedInterval(.minorSeventh, .down))
        #expect(Self.german.verdict(seventh) == "✓ Richtig — er lag über der kleinen Septime abwärts")
        #expect(Self.english.verdict(seventh) == "✓ Correct — it was sharp of the minor seventh down")
        // The box grows to hold the longest verdict whole.
        view.lastAnswer = seventh
        for strings in [Self.english, Self.german] {
            let box = ComparisonScreen(view: view).frame(status: Self.status, strings: strings, size: FullScreenTerminal.Size(columns: 80, rows: 32))
                .lines.map(\.text).filter { $0.contains("┌") || $0.contains("│") || $0.contains("└") }
            #expect(box.count == 3 && Set(box.map(\.count)).count == 1 && box[1].contains(strings.verdict(seventh)), "\(box)")
            // The last-answer row wraps under itself rather than losing its cents at 80 columns.
            let lines = ComparisonScreen(view: view).frame(status: Self.status, strings: strings, size: FullScreenTerminal.Size(columns: 80, rows: 32)).lines.map(\.text)
            #expect(lines.allSatisfy { $0.count <= 79 }, "\(lines.filter { $0.count > 79 })")
            #expect(Self.words(lines.joined(separator: "\n")).contains(Self.words(strings.lastAnswer + " " + strings.verdict(seventh) + " (8\(strings.language == .german ? "," : ".")0 \(strings.cents))")), "\(lines.joined(separator: "\n"))")
        }
        // Single notes keep higher and lower.
        #expect(Self.english.verdict(AnswerFeedback(correct: true, targetHigher: true, difference: 3)) == "✓ Correct — it was higher")
    }

    @Test("Tune & Match: Enter before the first move says why nothing happened, until the note to tune starts")
    func submitBeforeMoving() {
        var view = MatchingView(variant: .singleNotes)
        view.earlySubmit = true
        for (state, said) in [(PitchMatchingSession.State.playingReference, true), (.awaitingControl, true), (.playingTunable, false)] {
            view.state = state
            for strings in [Self.english, Self.german] {
                let shown = Self.words(text(MatchingScreen(view: view).frame(status: Self.status, strings: strings, size: FullScreenTerminal.Size(columns: 80, rows: 32))))
                #expect(shown.contains(strings.moveFirst) == said, "\(state)\n\(shown)")
            }
        }
        #expect(Self.english.moveFirst == "Move the wheel or ← → first: the note to tune starts when you move")
    }

    @Test("a key pressed during note 1 is answered with 'too early' until note 2 begins")
    func earlyPress() {
        var view = ComparisonView(variant: .singleNotes)
        view.state = .playingNote1
        view.earlyPress = true
        #expect(text(ComparisonScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size))
            .contains("Too early: answer from note 2 on"))
        view.state = .playingNote2
        #expect(!text(ComparisonScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size)).contains("Too early"))
    }

    @Test("the last answer stays readable on its own row after the feedback, until the next answer")
    func lastAnswerRow() {
        var view = ComparisonView(variant: .singleNotes)
        view.comparison = Comparison(referenceNote: MIDINote(62), interval: .unison, tuningSystem: .equalTemperament, centOffset: 3)
        view.lastAnswer = AnswerFeedback(correct: false, targetHigher: false, difference: 9.71)
        view.state = .playingNote1
        let shown = text(ComparisonScreen(view: view).frame(status: Self.status, strings: Self.english, size: Self.size))
        #expect(shown.contains("Last answer       ✗ Wrong — it was lower (9.7 cents)"))
        #expect(!shown.contains("Last answer       ✓"))
    }

    @Test("German: a decimal comma, H for B and B for B♭, the verdict and the match in German words")
    func german() {
        #expect(Self.german.number(9.71) == "9,7" && Self.english.number(9.71) == "9.7")
        #expect(Self.german.noteName(MIDINote(83)) == "H5" && Self.english.noteName(MIDINote(83)) == "B5")
        #expect(Self.german.noteName(MIDINote(82)) == "B5" && Self.english.noteName(MIDINote(82)) == "A#5")
        #expect(Self.german.noteName(MIDINote(60)) == "C4")
        // Sharps spelled as the help spells them ("von C nach Cis"), not D#3 beside it.
        #expect((60...71).map { Self.german.noteName(MIDINote($0)) } == ["C4", "Cis4", "D4", "Dis4", "E4", "F4", "Fis4", "G4", "Gis4", "A4", "B4", "H4"])
        #expect(Self.german.noteName(MIDINote(51)) == "Dis3" && Self.german.noteName(MIDINote(21)) == "A0")
        #expect(Self.german.help(.compare).joined().contains("Cis"))
        #expect(Self.german.verdict(correct: false, targetHigher: false) == "✗ Falsch — er war tiefer")
        #expect(Self.german.matchResult(cents: -11) == "11 Cent zu tief")
        var view = ComparisonView(variant: .singleNotes)
        view.comparison = Comparison(referenceNote: MIDINote(71), interval: .unison, tuningSystem: .equalTemperament, centOffset: -9.7)
        view.smallestRight = [.unison: 4.25]
        let shown = text(ComparisonScreen(view: view).frame(status: Self.status, strings: Self.german, size: Self.size))
        #expect(shown.contains("9,7 Cent") && shown.contains("4,3 Cent") || shown.contains("4,2 Cent"), "\(shown)")
        #expect(shown.contains("H4"), "\(shown)")
        // The longest German label is whole, with its value after a gap.
        #expect(shown.contains("Hier beantwortet  0"), "\(shown)")
        // The sine as the composition names it ("sine"), shown in German.
        var request = SettingsRequest()
        request.soundSource = .sine
        let settings = SettingsForm(request: request, sounds: [SettingsForm.SoundChoice(source: .sine, name: "sine")])
        let form = text(SettingsScreen(form: settings, configPath: "/tmp/x.toml").frame(status: Self.status, strings: Self.german, size: Self.size))
        #expect(form.contains("1,0 s") && form.contains("0,3 … 3,0 s"), "\(form)")
        #expect(form.split(separator: "\n").contains { $0.contains("Klang") && $0.contains("Sinus") } && !form.contains("sine"), "\(form)")
    }

    @Test("? opens help on every screen, English and German, each with its task, keys and numbers")
    func help() {
        for topic in [Strings.HelpTopic.start, .compare, .match, .profile, .settings, .info] {
            let english = Self.english.help(topic), german = Self.german.help(topic)
            // The info screen explains itself; its help only says so and names the keys.
            #expect(english.count >= (topic == .info ? 1 : 4), "\(topic)")
            #expect(english.count == german.count, "\(topic): \(english.count) English lines, \(german.count) German")
            let frame = text(HelpScreen(topic: topic).frame(status: Self.status, strings: Self.english, size: Self.size))
            #expect(frame.contains(Self.english.helpTitle(topic)))
            for line in english where !line.isEmpty { #expect(Self.words(frame).contains(Self.words(line)), "\(topic): \(line)") }
        }
        let compare = Self.english.help(.compare).joined(separator: " ")
        for words in ["cent", "Higher", "Lower", "MIDI", "Difference", "Smallest right"] {
            #expect(compare.contains(words), "compare help lacks \(words)")
        }
        let match = Self.english.help(.match).joined(separator: " ")
        for words in ["pitch-bend", "Enter", "sharp", "flat"] {
            #expect(match.contains(words), "match help lacks \(words)")
        }
        // Every screen's footer names the key.
        let screens = [
            text(StartScreen(menu: .peach).frame(status: Self.status, strings: Self.english, size: Self.size)),
            text(ComparisonScreen(view: ComparisonView(variant: .singleNotes)).frame(status: Self.status, strings: Self.english, size: Self.size)),
            text(MatchingScreen(view: MatchingView(variant: .singleNotes)).frame(status: Self.status, strings: Self.english, size: Self.size)),
            text(SettingsScreen(form: SettingsForm(request: SettingsRequest(), sounds: []), configPath: "/x")
                .frame(status: Self.status, strings: Self.english, size: Self.size)),
        ]
        for screen in screens { #expect(screen.contains("? help"), "\(screen)") }
    }

    @Test("the very first start says in three lines what to do; later starts do not")
    func firstRun() {
        let first = text(StartScreen(menu: .peach, firstRun: true).frame(status: Self.status, strings: Self.english, size: Self.size))
        #expect(Self.english.firstRunLines.count == 3 && Self.german.firstRunLines.count == 3)
        for line in Self.english.firstRunLines { #expect(Self.words(first).contains(Self.words(line))) }
        #expect(first.contains("two notes") && first.contains("middle C") && first.contains("100 cents make a semitone"))
        let later = text(StartScreen(menu: .peach).frame(status: Self.status, strings: Self.english, size: Self.size))
        #expect(!later.contains(Self.english.firstRunLines[0]))
    }

    @Test("settings: the sound's name is not overwritten by its place in the list; p and the interval list are in the footer; each setting explained")
    func settingsScreen() {
        let sounds = [SettingsForm.SoundChoice(source: .sine, name: "Sine"),
                      SettingsForm.SoundChoice(source: .soundFont(bank: 0, program: 0), name: "Piano 1 · TimGM6mb.sf2"),
                      SettingsForm.SoundChoice(source: .soundFont(bank: 0, program: 2), name: "Piano 3 · TimGM6mb.sf2")]
        var request = SettingsRequest()
        request.soundSource = .soundFont(bank: 0, program: 0)
        var form = SettingsForm(request: request, sounds: sounds, defaultSound: .soundFont(bank: 0, program: 0), disciplineSettings: FillTheGapSettingRows.all)
        form.selected = .field(.soundSource)
        let shown = text(SettingsScreen(form: form, configPath: "/x").frame(status: Self.status, strings: Self.english, size: Self.size))
        let row = shown.split(separator: "\n").first { $0.contains("Sound") && !$0.contains("(") || $0.contains("Piano 1") }
        #expect(row?.contains("Piano 1 · TimGM6mb.sf2") == true, "\(shown)")
        #expect(row?.contains("2 of 3") == true, "\(String(describing: row))")
        // Enter steps the sound; on Intervals and Gaps on it opens a list, and the footer says which.
        #expect(shown.contains("p play A4") && shown.contains("Enter next value") && !shown.contains("Enter list"), "\(shown)")
        for row in [SettingsForm.Row.field(.intervals), .choice(0)] {
            form.selected = row
            #expect(text(SettingsScreen(form: form, configPath: "/x").frame(status: Self.status, strings: Self.english, size: Self.size)).contains("Enter list"))
        }
        // Gaps on (Fill the Gap's own list): Enter opens the four steps, Space turns one off,
        // the last one stays on.
        form.selected = .choice(0)
        #expect(form.openList() && form.listCount == 4 && form.listIsRow)
        form.intervalCursor = 1
        #expect(form.toggleInList()?.value == "[\"beat\", \"and\", \"a\"]")
        let list = text(SettingsScreen(form: form, configPath: "/x").frame(status: Self.status, strings: Self.english, size: Self.size))
        #expect(list.contains("[x] 1") && list.contains("[ ] e") && list.contains("Space turns one on or off"), "\(list)")
        for cursor in [0, 2] {
            form.intervalCursor = cursor
            _ = form.toggleInList()
        }
        form.intervalCursor = 3
        #expect(form.toggleInList() == nil && form.words(0) == ["a"])
        #expect(form.request.resolved().settings.gapPositions == [.a])
        form.intervalCursor = nil
        // A voice range not set shows as the note range; its first step writes both ends.
        form.selected = .field(.voiceLowest)
        #expect(text(SettingsScreen(form: form, configPath: "/x").frame(status: Self.status, strings: Self.english, size: Self.size)).contains("as the note range"))
        let change = form.adjust(by: 1)
        #expect(change?.key == "voiceLowest" && change?.value == "\(form.request.noteRangeMin + 1)")
        #expect(form.alsoWritten(with: "voiceLowest").map(\.key) == ["voiceHighest"] && form.alsoWritten(with: "voiceLowest").first?.value == "\(form.request.noteRangeMax)")
        form.selected = .field(.soundSource)
        form.selected = .field(.naturalVsMechanical)
        let explained = text(SettingsScreen(form: form, configPath: "/x").frame(status: Self.status, strings: Self.english, size: Self.size))
        #expect(Self.words(explained).contains(Self.words(Self.english.settingExplanation("naturalVsMechanical"))))
        #expect(Self.english.settingExplanation("naturalVsMechanical").contains("next note"), "\(Self.english.settingExplanation("naturalVsMechanical"))")
        for field in SettingsForm.Field.allCases {
            #expect(!Self.english.settingExplanation(field.key).isEmpty && !Self.german.settingExplanation(field.key).isEmpty, "\(field)")
        }
        // What p did is said on screen: without speakers nobody would know.
        let previewed = SettingsScreen(form: form, configPath: "/x", message: Self.english.playing("Piano 1 · TimGM6mb.sf2"))
        #expect(text(previewed.frame(status: Self.status, strings: Self.english, size: Self.size)).contains("Piano 1 · TimGM6mb.sf2"))
    }

    /// The text as one run of words: what a reader gets from wrapped lines.
    static func words(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    @Test("in an 80-column terminal, help, the first-run lines, the interval task and the setting explanations wrap between words: every word there, no line wider than the window")
    func narrowWindow() {
        let size = FullScreenTerminal.Size(columns: 80, rows: 40)
        for strings in [Self.english, Self.german] {
            for topic in [Strings.HelpTopic.start, .compare, .match, .echo, .chords, .profile, .settings, .info] {
                let frame = HelpScreen(topic: topic).frame(status: Self.status, strings: strings, size: size)
                #expect(frame.lines.allSatisfy { $0.text.count <= 80 }, "\(topic): \(frame.lines.map(\.text).filter { $0.count > 80 })")
                // All its lines, as scrolling shows them: a help taller than the window scrolls.
                let body = HelpScreen(topic: topic).body(strings, size)
                #expect(body.allSatisfy { $0.text.count <= 80 }, "\(topic): \(body.map(\.text).filter { $0.count > 80 })")
                let shown = Self.words(body.map(\.text).joined(separator: "\n"))
                for line in strings.help(topic) where !line.isEmpty { #expect(shown.contains(Self.words(line)), "\(topic): \(line)") }
            }
            let start = StartScreen(menu: .peach, firstRun: true).frame(status: Self.status, strings: strings, size: size).lines.dropLast(3)
            #expect(start.allSatisfy { $0.text.count <= 80 })
            for line in strings.firstRunLines { #expect(Self.words(start.map(\.text).joined(separator: "\n")).contains(Self.words(line))) }
            var form = SettingsForm(
                request: SettingsRequest(), sounds: [SettingsForm.SoundChoice(source: .sine, name: "sine")], disciplineSettings: PlayItBackSettingRows.all)
            for row in form.rows {
                form.selected = row
                let screen = SettingsScreen(form: form, configPath: "/x")
                let lines = screen.frame(status: Self.status, strings: strings, size: size).lines
                let shown = Self.words(lines.map(\.text).joined(separator: "\n"))
                #expect(!screen.explanation(row, strings).isEmpty && shown.contains(Self.words(screen.explanation(row, strings))), "\(row)")
            }
        }
    }

    @Test("a config warning too long for the MIDI line is wrapped whole below it at 100 and 80 columns; the footer stays above, the frame its height")
    func longWarning() {
        var status = Self.status
        status.warning = "config.toml: noteRangeMax = 200 is outside 60 … 108; using 108 · config.toml:7:1: unknown key 'noteRangeMaximum' in [training], ignored"
        for columns in [100, 80] {
            let size = FullScreenTerminal.Size(columns: columns, rows: 32)
            let frame = StartScreen(menu: .peach).frame(status: status, strings: Self.english, size: size)
            #expect(frame.lines.count == 32)
            #expect(frame.lines.allSatisfy { $0.text.count <= columns }, "\(frame.lines.map(\.text).filter { $0.count > columns })")
            let bottom = Self.words(frame.lines.suffix(4).map(\.text).joined(separator: "\n"))
            #expect(bottom.contains(Self.words("⚠ warning: " + status.warning!)), "\(text(frame))")
            #expect(frame.lines.contains { $0.text.contains("q quit") })
        }
    }

    @Test("the status line carries a start notice (no sound card) while the screens are up")
    func notice() {
        var status = Self.status
        status.warning = "no sound card: a silent dummy JACK server runs; nothing will be heard"
        let shown = text(StartScreen(menu: .peach).frame(status: status, strings: Self.english, size: Self.size))
        #expect(shown.contains("⚠ warning: no sound card"), "\(shown)")
    }
}
