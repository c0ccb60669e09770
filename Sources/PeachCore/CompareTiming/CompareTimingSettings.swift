/// Compare Timing's own settings, registered with it: the pattern it plays, the click it
/// moves, and how many times at most the pattern repeats while the answer is awaited.
public enum CompareTimingSettings {
    /// The beat of sixteenths, in the notation the original app, the config and `--pattern`
    /// use ("* - * *"), written with or without spaces, x standing for a click.
    public static let pattern = DisciplineSetting(
        key: "timingPattern", kind: .words(patterns.map(\.notation)), owner: "Compare Timing", valuesName: "patterns",
        option: "pattern", spelling: .spacesFree(standIns: ["x": "*", "X": "*"]))

    /// The click moved, counted among the pattern's clicks from 1: never the first (the
    /// anchor); unset, the pattern's own (the third of four sixteenths, the second otherwise).
    public static let position = DisciplineSetting(
        key: "timingPosition",
        kind: .wholeNumberFollowing(pattern, Dictionary(uniqueKeysWithValues: patterns.map { pattern in
            (pattern.notation, DisciplineSetting.WholeNumbers(
                pattern.positions, default: pattern.defaultPosition,
                outside: "is not a click the pattern \"\(pattern.notation)\" may move (its clicks 2 … \(pattern.noteCount); the first is the anchor)"))
        })),
        owner: "Compare Timing", option: "position")

    /// Once (the original app's first, one-shot trials) up to 20, the original's "until you
    /// answer" (20 beats at 80 BPM are 15 s); the settings screen steps as the original offers them.
    public static let repetitions = DisciplineSetting(
        key: "timingRepetitions", kind: .wholeNumber(.init(1...20, default: 20, stops: [1, 2, 3, 5, 10, 20])), owner: "Compare Timing")

    public static let all = [pattern, position, repetitions]

    /// In the order the settings screen steps through them, the standard one first (the default).
    static let patterns = [TimingPattern.standard] + TimingPattern.allCases.filter { $0 != .standard }
}

extension TrainingSettings {
    /// Compare Timing: the pattern played.
    public var timingPattern: TimingPattern {
        get { TimingPattern(notation: choice(CompareTimingSettings.pattern)) ?? .standard }
        set { disciplineChoices[CompareTimingSettings.pattern.key] = newValue.notation }
    }

    /// Compare Timing: the click moved, one the pattern may move (its own where none is set).
    public var timingPosition: Int {
        get { wholeNumber(CompareTimingSettings.position) }
        set { disciplineChoices[CompareTimingSettings.position.key] = "\(newValue)" }
    }

    /// Compare Timing: how many times at most the pattern plays while the answer is awaited.
    public var timingRepetitions: Int {
        get { wholeNumber(CompareTimingSettings.repetitions) }
        set { disciplineChoices[CompareTimingSettings.repetitions.key] = "\(newValue)" }
    }
}
