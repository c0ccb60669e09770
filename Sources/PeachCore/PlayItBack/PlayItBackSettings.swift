import Foundation

/// Play It Back's own settings, registered with it (`DisciplineSetting`): the config file's
/// `phraseScale`, `phraseRhythm` and `phraseKeyCue` in `[training]`.
public enum PlayItBackSettings {
    /// The scale its phrases are drawn from.
    public static let scale = DisciplineSetting(key: "phraseScale", choices: PhraseScale.allCases.map(\.name), owner: "Play It Back")
    /// How the key is set before a phrase.
    public static let keyCue = DisciplineSetting(key: "phraseKeyCue", choices: PlayItBackSettings.keyCues.map(\.name), owner: "Play It Back")
    /// The cues a phrase's key is set by: a single line's key needs no cadence.
    public static let keyCues: [KeyCue] = [.chord, .drone]

    /// The rhythm its phrases are played in.
    public static let rhythm = DisciplineSetting(key: "phraseRhythm", choices: PhraseRhythm.allCases.map(\.name), owner: "Play It Back")

    public static let all = [scale, rhythm, keyCue]
}

extension TrainingSettings {
    /// Play It Back: the scale its phrases are drawn from.
    public var phraseScale: PhraseScale {
        get { PhraseScale(name: choice(PlayItBackSettings.scale)) ?? .major }
        set { disciplineChoices[PlayItBackSettings.scale.key] = newValue.name }
    }

    /// Play It Back: the rhythm its phrases are played in.
    public var phraseRhythm: PhraseRhythm {
        get { PhraseRhythm(name: choice(PlayItBackSettings.rhythm)) ?? .quarters }
        set { disciplineChoices[PlayItBackSettings.rhythm.key] = newValue.name }
    }

    /// Play It Back: how the key is set before a phrase.
    public var phraseKeyCue: KeyCue {
        get { KeyCue(name: choice(PlayItBackSettings.keyCue)).flatMap { PlayItBackSettings.keyCues.contains($0) ? $0 : nil } ?? .chord }
        set { disciplineChoices[PlayItBackSettings.keyCue.key] = (PlayItBackSettings.keyCues.contains(newValue) ? newValue : .chord).name }
    }
}
