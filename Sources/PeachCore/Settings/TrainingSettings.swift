import Foundation

/// Every setting of a training session. Read on every trial, so a change takes
/// effect on the very next one.
public struct TrainingSettings: Hashable, Sendable {
    public var noteRange: NoteRange
    /// Length of each note, in seconds.
    public var noteDuration: Double
    public var referencePitch: Frequency
    /// Probability of picking a weak spot rather than a nearby note.
    public var naturalVsMechanical: Double
    /// Nil means "the default": a piano preset when a SoundFont is found, else the sine.
    public var soundSource: SoundSource?
    public var intervals: [DirectedInterval]
    public var tuningSystem: TuningSystem
    public var kazezNarrowing: Double
    public var kazezWidening: Double
    /// Seconds the feedback shows before the next trial's note 1.
    public var feedbackDuration: Double
    /// The rhythm disciplines' tempo: their clicks are sixteenths of it.
    public var tempo: Tempo
    /// The settings the disciplines own (`DisciplineSetting`), by key, as the file gives them:
    /// a word, a number, `true` or `false`.
    public var disciplineChoices: [String: String]
    /// What the audio server cannot know of the path from a pad to Peach (a controller's own scan
    /// time): taken off every tap, in ms. The calibration proposes it.
    public var extraLatencyMs: Double
    /// Sing & Match: the notes the singer's voice (or the instrument) reaches comfortably;
    /// nil: the note range. Its targets, and an interval's target, lie inside it.
    public var voiceRange: NoteRange?

    /// What Sing & Match draws its notes from: the voice's range where one is set.
    public var singingRange: NoteRange { voiceRange ?? noteRange }

    /// The original app's feedback: 0.4 s.
    public static let originalFeedbackDuration = 0.4

    public init(
        noteRange: NoteRange = NoteRange(lowest: MIDINote(36), highest: MIDINote(84)),
        noteDuration: Double = 1.0,
        referencePitch: Frequency = .concertA,
        naturalVsMechanical: Double = 0.5,
        soundSource: SoundSource? = nil,
        intervals: [DirectedInterval] = [.unison],
        tuningSystem: TuningSystem = .equalTemperament,
        kazezNarrowing: Double = KazezChain.calibratedNarrowing,
        kazezWidening: Double = KazezChain.calibratedWidening,
        feedbackDuration: Double = TrainingSettings.originalFeedbackDuration,
        tempo: Tempo = .standard,
        extraLatencyMs: Double = 0,
        voiceRange: NoteRange? = nil,
        disciplineChoices: [String: String] = [:]
    ) {
        self.disciplineChoices = disciplineChoices
        self.voiceRange = voiceRange
        self.noteRange = noteRange
        self.noteDuration = noteDuration
        self.referencePitch = referencePitch
        self.naturalVsMechanical = naturalVsMechanical
        self.soundSource = soundSource
        self.intervals = intervals
        self.tuningSystem = tuningSystem
        self.kazezNarrowing = kazezNarrowing
        self.kazezWidening = kazezWidening
        self.feedbackDuration = feedbackDuration
        self.tempo = tempo
        self.extraLatencyMs = extraLatencyMs
    }

    public static let defaults = TrainingSettings()

    /// What a discipline's own setting says: the file's word, or the setting's default where
    /// it says none (or one the setting does not know: the config reader refuses those).
    public func choice(_ setting: DisciplineSetting) -> String {
        setting.value(in: disciplineChoices)
    }

    /// What a discipline's own number says, within its range.
    public func number(_ setting: DisciplineSetting) -> Double {
        Double(setting.value(in: disciplineChoices)) ?? Double(setting.defaultChoice) ?? 0
    }

    /// What a discipline's own list says: its words, in the setting's order.
    public func list(_ setting: DisciplineSetting) -> [String] {
        DisciplineSetting.words(setting.value(in: disciplineChoices))
    }

    /// What a discipline's own whole number says, within its range (for one that follows
    /// another setting, the range that setting's word gives it).
    public func wholeNumber(_ setting: DisciplineSetting) -> Int {
        Int(setting.value(in: disciplineChoices)) ?? setting.wholeNumbers(in: disciplineChoices)?.defaultValue ?? 0
    }

    /// What a discipline's own flag says.
    public func flag(_ setting: DisciplineSetting) -> Bool {
        setting.value(in: disciplineChoices) == "true"
    }

    /// Single notes or intervals: the two variants keep separate Kazez chains.
    public var variant: PitchVariant { intervals.allSatisfy { $0.interval == .unison } ? .singleNotes : .intervals }

    public var pitchCalculator: PitchCalculator { PitchCalculator(referencePitch: referencePitch) }
}
