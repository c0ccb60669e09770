import Foundation

/// Raw values as a config file or the settings screen provide them, before clamping.
public struct SettingsRequest: Hashable, Sendable {
    public var noteRangeMin: Int = 36
    public var noteRangeMax: Int = 84
    public var noteDuration: Double = 1.0
    public var referencePitch: Double = 440
    public var naturalVsMechanical: Double = 0.5
    public var soundSource: SoundSource?
    public var intervals: [DirectedInterval] = [.unison]
    public var tuningSystem: TuningSystem = .equalTemperament
    public var kazezNarrowing: Double = KazezChain.calibratedNarrowing
    public var kazezWidening: Double = KazezChain.calibratedWidening
    public var feedbackDuration: Double = TrainingSettings.originalFeedbackDuration
    public var tempo: Int = Tempo.standard.bpm
    /// The settings the disciplines own, by key (`DisciplineSetting`): checked as the file
    /// is read; a number is clamped and an empty list replaced when resolved.
    public var disciplineChoices: [String: String] = [:]
    /// The registered disciplines' own settings, which say how their values resolve.
    public var disciplineSettings: [DisciplineSetting] = []
    public var extraLatencyMs: Double = 0
    /// Sing & Match's voice range, MIDI notes; nil where it is not set (the note range).
    public var voiceLowest: Int?
    public var voiceHighest: Int?

    public init() {}

    /// Clamps every value into its range; returns the settings and what had to change.
    public func resolved() -> (settings: TrainingSettings, adjustments: [SettingsAdjustment]) {
        var adjustments: [SettingsAdjustment] = []

        func clamp(_ key: String, _ value: Double, _ range: ClosedRange<Double>) -> Double {
            // NaN compares false with everything; treat it like a value below the range.
            let clamped = value.isNaN ? range.lowerBound : min(max(value, range.lowerBound), range.upperBound)
            if clamped != value {
                adjustments.append(SettingsAdjustment(
                    key: key, requested: "\(value)", applied: "\(clamped)",
                    allowed: "\(range.lowerBound) … \(range.upperBound)"))
            }
            return clamped
        }
        func clamp(_ key: String, _ value: Int, _ range: ClosedRange<Int>, problem: String? = nil) -> Int {
            let clamped = min(max(value, range.lowerBound), range.upperBound)
            if clamped != value {
                adjustments.append(SettingsAdjustment(
                    key: key, requested: "\(value)", applied: "\(clamped)",
                    allowed: "\(range.lowerBound) … \(range.upperBound)", problem: problem))
            }
            return clamped
        }

        // The minimum is clamped first against the absolute limits, then the maximum
        // against the minimum, so the range always spans at least an octave. Where a limit
        // comes from the octave, the warning says so: "outside 108 … 108" explained nothing.
        let highestLow = SettingsLimits.highestNote - SettingsLimits.minimumSpan
        let low = clamp("noteRangeMin", noteRangeMin, SettingsLimits.lowestNote...highestLow,
                        problem: (highestLow + 1...SettingsLimits.highestNote).contains(noteRangeMin)
                            ? "leaves less than an octave below \(SettingsLimits.highestNote), the highest note (the range spans at least an octave)" : nil)
        let lowestHigh = low + SettingsLimits.minimumSpan
        let lowNamed = low == noteRangeMin ? "noteRangeMin = \(low)" : "noteRangeMin (\(low) as used)"
        let high = clamp("noteRangeMax", noteRangeMax, lowestHigh...SettingsLimits.highestNote,
                         problem: noteRangeMax < lowestHigh
                             ? "is less than an octave above \(lowNamed); the range spans at least an octave" : nil)

        // The voice's range, as the note range: within the absolute limits and an octave
        // wide at least (an interval's target must fit); set only with both ends.
        var voiceRange: NoteRange?
        if let voiceLowest, let voiceHighest {
            let voiceLow = clamp("voiceLowest", voiceLowest, SettingsLimits.lowestNote...highestLow,
                                 problem: voiceLowest > highestLow ? "leaves less than an octave below the highest note (a voice range spans at least an octave)" : nil)
            let voiceHigh = clamp("voiceHighest", voiceHighest, (voiceLow + SettingsLimits.minimumSpan)...SettingsLimits.highestNote,
                                  problem: voiceHighest < voiceLow + SettingsLimits.minimumSpan ? "is less than an octave above voiceLowest; a voice range spans at least an octave" : nil)
            voiceRange = NoteRange(lowest: MIDINote(voiceLow), highest: MIDINote(voiceHigh))
        } else if voiceLowest != nil || voiceHighest != nil {
            adjustments.append(SettingsAdjustment(
                key: voiceLowest == nil ? "voiceHighest" : "voiceLowest", requested: "\((voiceLowest ?? voiceHighest)!)", applied: nil,
                allowed: "voiceLowest and voiceHighest together",
                problem: "is one end of a voice range without the other (set \(voiceLowest == nil ? "voiceLowest" : "voiceHighest") too)"))
        }

        var intervals = self.intervals
        if intervals.isEmpty {
            adjustments.append(SettingsAdjustment(
                key: "intervals", requested: "[]", applied: "[P1]", allowed: "at least one interval"))
            intervals = [.unison]
        }

        // A discipline's number, as Peach's own: into its range, with a warning; an empty
        // list: its default, with a warning.
        var disciplineChoices = self.disciplineChoices
        for setting in disciplineSettings {
            guard let text = disciplineChoices[setting.key] else { continue }
            switch setting.kind {
            case let .number(range, _, _, _):
                guard let value = Double(text) else { continue }
                disciplineChoices[setting.key] = DisciplineSetting.text(clamp(setting.key, value, range))
            case let .list(_, value) where DisciplineSetting.words(text).isEmpty:
                adjustments.append(SettingsAdjustment(
                    key: setting.key, requested: "[]", applied: "[" + DisciplineSetting.quoted(value) + "]",
                    allowed: "", problem: "names none (at least one is needed)"))
                disciplineChoices[setting.key] = nil
            case .wholeNumber, .wholeNumberFollowing:
                // A whole number that follows another setting is clamped into the range that
                // setting's word gives it (a click the pattern has: its last, where it has none).
                guard let value = Int(text), let numbers = setting.wholeNumbers(in: self.disciplineChoices) else { continue }
                disciplineChoices[setting.key] = "\(clamp(setting.key, value, numbers.range, problem: numbers.outside))"
            case .words, .flag, .list: continue
            }
        }

        let settings = TrainingSettings(
            noteRange: NoteRange(lowest: MIDINote(low), highest: MIDINote(high)),
            noteDuration: clamp("noteDuration", noteDuration, SettingsLimits.noteDuration),
            referencePitch: Frequency(hertz: clamp("referencePitch", referencePitch, SettingsLimits.referencePitch)),
            naturalVsMechanical: clamp("naturalVsMechanical", naturalVsMechanical, SettingsLimits.unitInterval),
            soundSource: soundSource,
            intervals: intervals,
            tuningSystem: tuningSystem,
            kazezNarrowing: clamp("kazezNarrowing", kazezNarrowing, SettingsLimits.kazezNarrowing),
            kazezWidening: clamp("kazezWidening", kazezWidening, SettingsLimits.kazezWidening),
            feedbackDuration: clamp("feedbackDuration", feedbackDuration, SettingsLimits.feedbackDuration),
            tempo: Tempo(bpm: clamp("tempo", tempo, SettingsLimits.tempo)),
            extraLatencyMs: clamp("extraLatencyMs", extraLatencyMs, SettingsLimits.extraLatencyMs),
            voiceRange: voiceRange,
            disciplineChoices: disciplineChoices
        )
        return (settings, adjustments)
    }
}
