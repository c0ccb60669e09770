import Foundation

/// The allowed range of each setting and the clamping that keeps a session safe from a
/// bad config file: an out-of-range value is pulled into range and reported, never fatal.
public enum SettingsLimits {
    public static let lowestNote = 21
    public static let highestNote = 108
    /// The note range spans at least an octave.
    public static let minimumSpan = 12
    public static let noteDuration: ClosedRange<Double> = 0.3...3.0
    public static let noteGap: ClosedRange<Double> = 0...5
    public static let referencePitch: ClosedRange<Double> = 380...500
    public static let unitInterval: ClosedRange<Double> = 0...1
    public static let kazezNarrowing: ClosedRange<Double> = 0.01...0.2
    public static let kazezWidening: ClosedRange<Double> = 0.01...0.3
    /// Feedback after an answer: the original's 0.4 s, or longer for a learner who reads it.
    public static let feedbackDuration: ClosedRange<Double> = 0.4...3.0
}

/// One value that was out of range and what it became.
public struct SettingsAdjustment: Hashable, Sendable, CustomStringConvertible {
    public let key: String
    public let requested: String
    public let applied: String
    public let allowed: String
    /// What is wrong, in words, where "outside a range" would not say it (a range's end
    /// that depends on the other end).
    public let problem: String?

    public init(key: String, requested: String, applied: String, allowed: String, problem: String? = nil) {
        self.key = key
        self.requested = requested
        self.applied = applied
        self.allowed = allowed
        self.problem = problem
    }

    public var description: String {
        "\(key) = \(requested) \(problem ?? "is outside \(allowed)"); using \(applied)"
    }
}

/// Raw values as a config file or the settings screen provide them, before clamping.
public struct SettingsRequest: Hashable, Sendable {
    public var noteRangeMin: Int = 36
    public var noteRangeMax: Int = 84
    public var noteDuration: Double = 1.0
    public var noteGap: Double = 0
    public var referencePitch: Double = 440
    public var naturalVsMechanical: Double = 0.5
    public var varyLoudness: Double = 0
    public var soundSource: SoundSource?
    public var intervals: [DirectedInterval] = [.unison]
    public var tuningSystem: TuningSystem = .equalTemperament
    public var kazezNarrowing: Double = KazezChain.calibratedNarrowing
    public var kazezWidening: Double = KazezChain.calibratedWidening
    public var feedbackDuration: Double = TrainingSettings.originalFeedbackDuration

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

        var intervals = self.intervals
        if intervals.isEmpty {
            adjustments.append(SettingsAdjustment(
                key: "intervals", requested: "[]", applied: "[P1]", allowed: "at least one interval"))
            intervals = [.unison]
        }

        let settings = TrainingSettings(
            noteRange: NoteRange(lowest: MIDINote(low), highest: MIDINote(high)),
            noteDuration: clamp("noteDuration", noteDuration, SettingsLimits.noteDuration),
            noteGap: clamp("noteGap", noteGap, SettingsLimits.noteGap),
            referencePitch: Frequency(hertz: clamp("referencePitch", referencePitch, SettingsLimits.referencePitch)),
            naturalVsMechanical: clamp("naturalVsMechanical", naturalVsMechanical, SettingsLimits.unitInterval),
            varyLoudness: clamp("varyLoudness", varyLoudness, SettingsLimits.unitInterval),
            soundSource: soundSource,
            intervals: intervals,
            tuningSystem: tuningSystem,
            kazezNarrowing: clamp("kazezNarrowing", kazezNarrowing, SettingsLimits.kazezNarrowing),
            kazezWidening: clamp("kazezWidening", kazezWidening, SettingsLimits.kazezWidening),
            feedbackDuration: clamp("feedbackDuration", feedbackDuration, SettingsLimits.feedbackDuration)
        )
        return (settings, adjustments)
    }
}

/// Where sessions read their settings from, once per trial.
public protocol TrainingSettingsSource: Sendable {
    func currentSettings() async -> TrainingSettings
}
