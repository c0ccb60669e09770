/// Hear & Compare's own settings, registered with it: the silence between its two notes,
/// and how much note 2's loudness varies.
public enum HearAndCompareSettings {
    /// Seconds of silence between note 1 and note 2.
    public static let gap = DisciplineSetting(
        key: "noteGap", kind: .number(0...5, default: 0, step: 0.1, coarseStep: 1), owner: "Hear & Compare")
    /// 0…1: note 2's gain varies by up to ±10·v dB, so that loudness gives nothing away.
    public static let loudness = DisciplineSetting(
        key: "varyLoudness", kind: .number(0...1, default: 0, step: 0.05, coarseStep: 0.25), owner: "Hear & Compare")

    public static let all = [gap, loudness]
}

extension TrainingSettings {
    /// Hear & Compare: silence between note 1 and note 2, in seconds.
    public var noteGap: Double {
        get { number(HearAndCompareSettings.gap) }
        set { disciplineChoices[HearAndCompareSettings.gap.key] = DisciplineSetting.text(newValue) }
    }

    /// Hear & Compare: 0…1; note 2's gain varies by up to ±10·v dB.
    public var varyLoudness: Double {
        get { number(HearAndCompareSettings.loudness) }
        set { disciplineChoices[HearAndCompareSettings.loudness.key] = DisciplineSetting.text(newValue) }
    }
}
