import Foundation

/// Rhythm Back's own settings, registered with it (`DisciplineSetting`): the config file's
/// `rhythmLevel`, `rhythmPulse`, `rhythmTolerance` and `rhythmHeadphones` in `[training]`.
public enum RhythmBackSettings {
    /// The level calls are drawn from (1 … 5), as stops.
    public static let level = DisciplineSetting(
        key: "rhythmLevel", kind: .wholeNumber(.init(RhythmLevel.lowest...RhythmLevel.highest, default: 1, stops: Array(RhythmLevel.lowest...RhythmLevel.highest))),
        owner: "Rhythm Back")
    /// The pulse through the call and the response, or only in the count-in.
    public static let pulse = DisciplineSetting(key: "rhythmPulse", choices: RhythmPulse.allCases.map(\.rawValue), owner: "Rhythm Back")
    /// How far a tap may lie from its stroke, in % of the call's smallest gap between strokes.
    public static let tolerance = DisciplineSetting(
        key: "rhythmTolerance", kind: .number(10...50, default: 33, step: 1, coarseStep: 5), owner: "Rhythm Back")
    /// Headphones on: the response bar keeps its pulse when the input hears the taps (the
    /// loudspeakers would reach the microphone).
    public static let headphones = DisciplineSetting(key: "rhythmHeadphones", kind: .flag(default: false), owner: "Rhythm Back")

    public static let all = [level, pulse, tolerance, headphones]
}

/// Where the pulse clicks: on every beat of the count-in, the call and the response
/// (`through`), or only in the count-in (the response then keeps its own time, and is timed
/// on its own grid).
public enum RhythmPulse: String, CaseIterable, Sendable, Hashable {
    case through, countIn
}

extension TrainingSettings {
    public var rhythmLevel: RhythmLevel {
        get { RhythmLevel(wholeNumber(RhythmBackSettings.level)) }
        set { disciplineChoices[RhythmBackSettings.level.key] = String(newValue.number) }
    }

    public var rhythmPulse: RhythmPulse {
        get { RhythmPulse(rawValue: choice(RhythmBackSettings.pulse)) ?? .through }
        set { disciplineChoices[RhythmBackSettings.pulse.key] = newValue.rawValue }
    }

    /// The tolerance as a share of the call's smallest gap (0.33 by default).
    public var rhythmToleranceShare: Double {
        get { number(RhythmBackSettings.tolerance) / 100 }
        set { disciplineChoices[RhythmBackSettings.tolerance.key] = DisciplineSetting.text(newValue * 100) }
    }

    public var rhythmHeadphones: Bool {
        get { flag(RhythmBackSettings.headphones) }
        set { disciplineChoices[RhythmBackSettings.headphones.key] = newValue ? "true" : "false" }
    }
}
