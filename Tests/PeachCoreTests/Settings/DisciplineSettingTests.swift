import PeachCore
import Testing

@Suite("A discipline's own setting: words, a number in its range, a flag")
struct DisciplineSettingTests {
    static let words = DisciplineSetting(key: "phraseScale", choices: ["major", "minor"], owner: "Play It Back")
    static let number = DisciplineSetting(key: "holdDuration", kind: .number(0.3...3.0, default: 0.7, step: 0.1, coarseStep: 0.5), owner: "Sing & Match")
    static let flag = DisciplineSetting(key: "octaveFree", kind: .flag(default: false), owner: "Sing & Match")

    @Test("what applies: the file's value where the setting takes it, else its default; a number clamped into its range")
    func values() {
        #expect(Self.words.value(in: [:]) == "major" && Self.words.value(in: ["phraseScale": "minor"]) == "minor")
        #expect(Self.words.value(in: ["phraseScale": "dorian"]) == "major")
        #expect(Self.number.value(in: [:]) == "0.7" && Self.number.value(in: ["holdDuration": "1.5"]) == "1.5")
        #expect(Self.number.value(in: ["holdDuration": "9"]) == "3.0" && Self.number.value(in: ["holdDuration": "-inf"]) == "0.3")
        #expect(Self.number.value(in: ["holdDuration": "long"]) == "0.7" && Self.number.value(in: ["holdDuration": "nan"]) == "0.7")
        #expect(Self.flag.value(in: [:]) == "false" && Self.flag.value(in: ["octaveFree": "true"]) == "true")
        #expect(Self.flag.value(in: ["octaveFree": "yes"]) == "false")
        #expect(Self.number.choices.isEmpty && Self.words.choices == ["major", "minor"])
    }

    @Test("a number is kept exactly as the file gave it, written as a float: 1.0, not 1; 1.0004 stays 1.0004 and is clamped")
    func text() {
        #expect(DisciplineSetting.text(1) == "1.0" && DisciplineSetting.text(2.95) == "2.95" && DisciplineSetting.text(0.0004) == "0.0004")
        #expect(Self.number.value(in: ["holdDuration": "3.0004"]) == "3.0")
        var request = SettingsRequest()
        request.disciplineSettings = [Self.number]
        request.disciplineChoices = ["holdDuration": DisciplineSetting.text(3.0004)]
        #expect(request.resolved().adjustments.map(\.description) == ["holdDuration = 3.0004 is outside 0.3 … 3.0; using 3.0"])
    }

    @Test("the settings read them typed: Sing & Match's hold and any octave")
    func typed() {
        var settings = TrainingSettings()
        #expect(settings.holdDuration == 0.7 && !settings.octaveFree)
        settings.holdDuration = 1.25
        settings.octaveFree = true
        #expect(settings.number(SingAndMatchSettings.hold) == 1.25 && settings.flag(SingAndMatchSettings.anyOctave))
        #expect(settings.disciplineChoices == ["holdDuration": "1.25", "octaveFree": "true"])
    }

    @Test("a request resolves a discipline's number into its range, with an adjustment as Peach's own values get")
    func clamped() {
        var request = SettingsRequest()
        request.disciplineSettings = SingAndMatchSettings.all
        request.disciplineChoices = ["holdDuration": "5.0", "octaveFree": "true"]
        let (settings, adjustments) = request.resolved()
        #expect(settings.holdDuration == 3 && settings.octaveFree)
        #expect(adjustments.map(\.description) == ["holdDuration = 5.0 is outside 0.3 … 3.0; using 3.0"])
    }
}
