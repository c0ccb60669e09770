/// Fill the Gap's own setting, registered with it: the steps of the beat that may fall silent.
public enum FillTheGapSettings {
    /// "beat", "e", "and", "a": the steps of a beat, at least one.
    public static let gaps = DisciplineSetting(
        key: "gapPositions", kind: .list(StepPosition.allCases.map(\.description), default: StepPosition.allCases.map(\.description)),
        owner: "Fill the Gap")

    public static let all = [gaps]
}

extension TrainingSettings {
    /// Fill the Gap: the steps of a beat that may fall silent (never empty), in the beat's order.
    public var gapPositions: [StepPosition] {
        get { list(FillTheGapSettings.gaps).compactMap { word in StepPosition.allCases.first { $0.description == word } } }
        set { disciplineChoices[FillTheGapSettings.gaps.key] = DisciplineSetting.listText(newValue.map(\.description)) }
    }
}
