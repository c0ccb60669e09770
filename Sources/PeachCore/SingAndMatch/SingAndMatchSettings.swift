/// Sing & Match's own settings, registered with it: how long the sung or played pitch must
/// stay near the target to be taken, and whether any octave of the target counts.
public enum SingAndMatchSettings {
    /// Seconds within ±50 cents of the target: long enough to be more than a passing glide,
    /// short enough for a breath.
    public static let hold = DisciplineSetting(
        key: "holdDuration", kind: .number(0.3...3.0, default: 0.7, step: 0.1, coarseStep: 0.5), owner: "Sing & Match")
    /// Any octave of the target counts (a bass voice matching a treble note).
    public static let anyOctave = DisciplineSetting(key: "octaveFree", kind: .flag(default: false), owner: "Sing & Match")

    public static let all = [hold, anyOctave]
}

extension TrainingSettings {
    /// Sing & Match: seconds the sung or played pitch must stay within ±50 cents of the
    /// target for the match to be taken.
    public var holdDuration: Double {
        get { number(SingAndMatchSettings.hold) }
        set { disciplineChoices[SingAndMatchSettings.hold.key] = DisciplineSetting.text(newValue) }
    }

    /// Sing & Match: any octave of the target counts.
    public var octaveFree: Bool {
        get { flag(SingAndMatchSettings.anyOctave) }
        set { disciplineChoices[SingAndMatchSettings.anyOctave.key] = newValue ? "true" : "false" }
    }
}
