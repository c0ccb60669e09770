import PeachConfig
import PeachCore
import Testing
@testable import PeachTerminal

@Suite("The settings form")
struct SettingsFormTests {
    static let sounds = [
        SettingsForm.SoundChoice(source: .sine, name: "sine"),
        SettingsForm.SoundChoice(source: .soundFont(bank: 0, program: 0), name: "Piano"),
        SettingsForm.SoundChoice(source: .soundFont(bank: 0, program: 19), name: "Organ"),
    ]

    func form(_ field: SettingsForm.Field, _ request: SettingsRequest = SettingsRequest()) -> SettingsForm {
        var form = SettingsForm(request: request, sounds: Self.sounds)
        form.selected = .field(field)
        return form
    }

    /// The form at Hear & Compare's own row of `setting`.
    func form(_ setting: DisciplineSetting) -> SettingsForm {
        var form = SettingsForm(request: SettingsRequest(), sounds: Self.sounds, disciplineSettings: HearAndCompareSettingRows.all)
        form.selected = .choice(HearAndCompareSettingRows.all.firstIndex { $0.setting == setting }!)
        return form
    }

    /// What the form writes, read back by the config file's own parser.
    func readBack(_ change: (key: String, value: String)?) throws -> SettingsRequest {
        let change = try #require(change)
        return try PeachConfiguration.parse("[training]\n\(change.key) = \(change.value)\n", file: "test.toml", disciplineSettings: HearAndCompareSettings.all).training
    }

    @Test("steps stay on their grid and are written as the config file reads them")
    func steps() throws {
        var duration = form(.noteDuration)
        for _ in 0..<3 { _ = duration.adjust(by: -1) }
        let written = duration.adjust(by: 1)
        #expect(written?.value == "0.8")
        #expect(try readBack(written).noteDuration == 0.8)

        var pitch = form(.referencePitch)
        #expect(try readBack(pitch.adjust(by: 1, coarse: true)).referencePitch == 450)

        var loudness = form(HearAndCompareSettings.loudness)
        let louder = loudness.adjust(by: 1)
        #expect(louder?.value == "0.05")
        #expect(try readBack(louder).resolved().settings.varyLoudness == 0.05)
    }

    /// The form at Compare Timing's own row of `setting`, over `choices` as the file gives them.
    func timingForm(_ setting: DisciplineSetting, _ choices: [String: String] = [:]) -> SettingsForm {
        var request = SettingsRequest()
        request.disciplineSettings = CompareTimingSettings.all
        request.disciplineChoices = choices
        var form = SettingsForm(request: request, sounds: Self.sounds, disciplineSettings: CompareTimingSettingRows.all)
        form.selected = .choice(CompareTimingSettingRows.all.firstIndex { $0.setting == setting }!)
        return form
    }

    /// What the form writes for Compare Timing, read back as the file's settings.
    func timingReadBack(_ change: (key: String, value: String)?, _ more: [(key: String, value: String)] = []) throws -> TrainingSettings {
        let change = try #require(change)
        let lines = ([change] + more).map { "\($0.key) = \($0.value)" }.joined(separator: "\n")
        return try PeachConfiguration.parse("[training]\n\(lines)\n", file: "test.toml", disciplineSettings: CompareTimingSettings.all).settings
    }

    @Test("Compare Timing: ←→ step through the five patterns; a moved click the new pattern lacks becomes its default, written with it; the click cycles through the pattern's own; repetitions step 1, 2, 3, 5, 10, 20")
    func timingPattern() throws {
        var pattern = timingForm(CompareTimingSettings.pattern)
        let first = pattern.adjust(by: 1)
        #expect(first?.value == "\"* - * *\"")
        #expect(try timingReadBack(first).timingPattern == .eighthTwoSixteenths)
        #expect(pattern.alsoWritten(with: "timingPattern").isEmpty, "no moved click set: the pattern's default follows by itself")
        var moved = timingForm(CompareTimingSettings.pattern, ["timingPosition": "4"])
        let back = moved.adjust(by: -1)
        let also = moved.alsoWritten(with: "timingPattern")
        #expect(also.map(\.key) == ["timingPosition"] && also.map(\.value) == ["2"])
        let read = try timingReadBack(back, also)
        #expect(read.timingPattern == .dottedEighthSixteenth && read.timingPosition == 2)
        // Browsing every pattern and back: the 4th click chosen comes back with four sixteenths.
        let clicks = (0..<5).map { _ in _ = moved.adjust(by: 1); return moved.request.disciplineChoices["timingPosition"] }
        #expect(moved.request.disciplineChoices["timingPattern"] == "* - - *" && clicks.last == "2", "\(clicks)")
        _ = moved.adjust(by: 1)
        #expect(moved.request.disciplineChoices["timingPattern"] == "* * * *" && moved.request.disciplineChoices["timingPosition"] == "4", "\(clicks)")

        var position = timingForm(CompareTimingSettings.position)
        #expect(try timingReadBack(position.adjust(by: 1)).timingPosition == 4)
        #expect(try timingReadBack(position.adjust(by: 1)).timingPosition == 2, "past the last click, the first that may move")
        var eighths = timingForm(CompareTimingSettings.position, ["timingPattern": "* - * -"])
        #expect(eighths.adjust(by: 1) == nil, "two eighths: only the second click moves")

        var repetitions = timingForm(CompareTimingSettings.repetitions)
        #expect(repetitions.adjust(by: 1) == nil, "20 is the most")
        let down = (0..<6).compactMap { _ in repetitions.adjust(by: -1)?.value }
        #expect(down == ["10", "5", "3", "2", "1"])
        #expect(try timingReadBack((key: "timingRepetitions", value: "1")).timingRepetitions == 1)
        // The file's 3rd click of two eighths is shown as the 2nd, and comes back with a pattern that has a 3rd.
        var written = timingForm(CompareTimingSettings.pattern, ["timingPattern": "* - * -", "timingPosition": "3"])
        #expect(written.request.disciplineChoices["timingPosition"] == "2")
        _ = written.adjust(by: -1)
        #expect(written.request.disciplineChoices["timingPattern"] == "* * - *" && written.request.disciplineChoices["timingPosition"] == "3")
        var between = timingForm(CompareTimingSettings.repetitions, ["timingRepetitions": "4"])
        #expect(between.adjust(by: 1)?.value == "5", "from a value written by hand, the next stop")
    }

    @Test("values stop at their limits, and a step at the limit writes nothing")
    func limits() {
        var duration = form(.noteDuration)
        for _ in 0..<40 { _ = duration.adjust(by: 1, coarse: true) }
        #expect(duration.request.noteDuration == 3.0)
        #expect(duration.adjust(by: 1) == nil)

        var gap = form(HearAndCompareSettings.gap)
        #expect(gap.adjust(by: -1) == nil)
        #expect(gap.choice(0) == "0.0")

        var natural = form(.naturalVsMechanical)
        for _ in 0..<30 { _ = natural.adjust(by: 1) }
        #expect(natural.request.naturalVsMechanical == 1)
    }

    @Test("the note range keeps an octave between its ends and its absolute limits")
    func noteRange() throws {
        var low = form(.noteRangeMin)
        for _ in 0..<10 { _ = low.adjust(by: 1, coarse: true) }
        #expect(low.request.noteRangeMin == 84 - 12)
        for _ in 0..<10 { _ = low.adjust(by: -1, coarse: true) }
        #expect(low.request.noteRangeMin == 21)
        #expect(try readBack(low.adjust(by: 1)).noteRangeMin == 22)

        var high = form(.noteRangeMax)
        for _ in 0..<10 { _ = high.adjust(by: -1, coarse: true) }
        #expect(high.request.noteRangeMax == 36 + 12)
        for _ in 0..<10 { _ = high.adjust(by: 1, coarse: true) }
        #expect(high.request.noteRangeMax == 108)
    }

    @Test("out-of-range file values appear clamped, as the sessions use them")
    func clampedOnOpen() {
        var request = SettingsRequest()
        request.noteDuration = 9
        request.noteRangeMin = 100
        let form = SettingsForm(request: request, sounds: Self.sounds)
        #expect(form.request.noteDuration == 3.0)
        #expect(form.request.noteRangeMin == 96 && form.request.noteRangeMax == 108)
    }

    @Test("sounds cycle through the choices; tuning systems toggle")
    func choices() throws {
        // No sound in the file and no font: the sine plays, and the steps go on from it.
        var sound = form(.soundSource)
        #expect(try readBack(sound.adjust(by: 1)).soundSource == .soundFont(bank: 0, program: 0))
        #expect(try readBack(sound.adjust(by: -1)).soundSource == .sine)
        #expect(try readBack(sound.adjust(by: -1)).soundSource == .soundFont(bank: 0, program: 19))
        #expect(try readBack(sound.adjust(by: 1)).soundSource == .sine)

        var tuning = form(.tuningSystem)
        #expect(try readBack(tuning.adjust(by: 1)).tuningSystem == .justIntonation)
        #expect(try readBack(tuning.adjust(by: 1)).tuningSystem == .equalTemperament)
    }

    @Test("← and → from the default sound (no soundSource in the file) move from the sound in use, the piano, not from the ends of the list")
    func stepsFromTheDefaultSound() throws {
        for (steps, expected) in [(-1, SoundSource.sine), (1, .soundFont(bank: 0, program: 19))] {
            var form = SettingsForm(request: SettingsRequest(), sounds: Self.sounds, defaultSound: .soundFont(bank: 0, program: 0))
            form.selected = .field(.soundSource)
            #expect(try readBack(form.adjust(by: steps)).soundSource == expected, "\(steps)")
        }
    }

    @Test("intervals toggle in the list's order and the last one stays on")
    func intervals() throws {
        var form = form(.intervals)
        #expect(SettingsForm.allIntervals.count == 25)
        let fifthDown = try #require(SettingsForm.allIntervals.firstIndex(of: DirectedInterval(.perfectFifth, .down)))
        let thirdUp = try #require(SettingsForm.allIntervals.firstIndex(of: DirectedInterval(.majorThird, .up)))
        form.intervalCursor = fifthDown
        _ = form.toggleInterval()
        form.intervalCursor = thirdUp
        let written = form.toggleInterval()
        #expect(try readBack(written).intervals == [.unison, DirectedInterval(.majorThird), DirectedInterval(.perfectFifth, .down)])
        form.intervalCursor = 0
        _ = form.toggleInterval()
        form.intervalCursor = thirdUp
        _ = form.toggleInterval()
        form.intervalCursor = fifthDown
        #expect(form.toggleInterval() == nil)
        #expect(form.request.intervals == [DirectedInterval(.perfectFifth, .down)])
    }

    @Test("a discipline's own settings follow Peach's rows: ←→ step through their words round the list, written as the config file reads them, named in the screen's language")
    func disciplineSettings() throws {
        var form = SettingsForm(request: SettingsRequest(), sounds: Self.sounds, disciplineSettings: PlayItBackSettingRows.all)
        #expect(form.rows.suffix(3) == [.choice(0), .choice(1), .choice(2)] && form.rows.count == SettingsForm.Field.allCases.count + 3)
        form.selected = .field(.voiceHighest)
        form.select(movedBy: 1)
        #expect(form.selected == .choice(0) && form.choice(0) == "major", "unset: its default")
        let minor = form.adjust(by: 1)
        #expect(minor?.key == "phraseScale" && minor?.value == "\"minor\"")
        let read = try PeachConfiguration.parse(
            "[training]\nphraseScale = \(try #require(minor).value)\n", file: "test.toml", disciplineSettings: PlayItBackSettings.all)
        #expect(read.settings.phraseScale == .naturalMinor)
        #expect(form.adjust(by: -2)?.value == "\"chromatic\"", "round the list")
        let screen = SettingsScreen(form: form, configPath: "/x")
        #expect(screen.value(.choice(0), Strings(language: .german)) == "chromatisch")
        #expect(screen.range(.choice(0), Strings(language: .english)) == Strings(language: .english).ofCount(3, 3))
        form.select(movedBy: 3)
        #expect(form.selected == .field(.noteRangeMin), "after the last row, the first")
        form.selected = .choice(1)
        #expect(form.adjust(by: 1)?.value == "\"eighths\"")
        #expect(SettingsScreen(form: form, configPath: "/x").value(.choice(1), Strings(language: .german)) == "Viertel und Achtel")
        form.selected = .choice(2)
        #expect(form.adjust(by: 1)?.value == "\"drone\"")
        #expect(SettingsScreen(form: form, configPath: "/x").value(.choice(2), Strings(language: .english)) == "drone")
    }
}
