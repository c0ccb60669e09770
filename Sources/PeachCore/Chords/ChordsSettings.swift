import Foundation

/// Chords' own settings, registered with it (`DisciplineSetting`): the config file's
/// `chordLevel`, `chordKeyCue`, `chordWindow` and `chordJudging` in `[training]`.
public enum ChordsSettings {
    /// The vocabulary level progressions are drawn from (1 … 5): the settings screen lists
    /// them as stops (their names are too long for its range column).
    public static let level = DisciplineSetting(
        key: "chordLevel", kind: .wholeNumber(.init(
            ChordVocabulary.lowest...ChordVocabulary.highest, default: 1, stops: Array(ChordVocabulary.lowest...ChordVocabulary.highest))),
        owner: "Chords")
    /// How the key is set before a progression.
    public static let keyCue = DisciplineSetting(key: "chordKeyCue", choices: ChordsSettings.keyCues.map(\.name), owner: "Chords")
    /// The cadence first: block chords set a key for block chords best.
    public static let keyCues: [KeyCue] = [.cadence, .chord, .drone]
    /// How long after a chord's first note another still joins it, in ms (a rolled chord counts).
    public static let window = DisciplineSetting(
        key: "chordWindow", kind: .number(30...200, default: 80, step: 10, coarseStep: 50), owner: "Chords")
    /// The same notes over the right bass, or the very voicing.
    public static let judging = DisciplineSetting(
        key: "chordJudging", choices: ChordJudgement.Strictness.allCases.map(\.name), owner: "Chords")

    public static let all = [level, keyCue, window, judging]
}

extension TrainingSettings {
    /// Chords: the vocabulary progressions are drawn from.
    public var chordVocabulary: ChordVocabulary {
        get { ChordVocabulary(level: wholeNumber(ChordsSettings.level)) }
        set { disciplineChoices[ChordsSettings.level.key] = String(newValue.level) }
    }

    /// Chords: how the key is set before a progression.
    public var chordKeyCue: KeyCue {
        get { KeyCue(name: choice(ChordsSettings.keyCue)).flatMap { ChordsSettings.keyCues.contains($0) ? $0 : nil } ?? .cadence }
        set { disciplineChoices[ChordsSettings.keyCue.key] = newValue.name }
    }

    /// Chords: the window that makes notes one chord, in ms.
    public var chordWindowMs: Double {
        get { number(ChordsSettings.window) }
        set { disciplineChoices[ChordsSettings.window.key] = DisciplineSetting.text(newValue) }
    }

    /// Chords: how strictly a chord played back is judged.
    public var chordJudging: ChordJudgement.Strictness {
        get { ChordJudgement.Strictness(name: choice(ChordsSettings.judging)) ?? .pitchClasses }
        set { disciplineChoices[ChordsSettings.judging.key] = newValue.name }
    }
}
