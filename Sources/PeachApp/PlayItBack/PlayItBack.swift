import Foundation
import PeachCore
import PeachJSON
import PeachTerminal

/// Play It Back: hear a phrase in a key, play it back on the MIDI keyboard; judged note by
/// note and to the frame; the phrase's length follows the musician's span.
public struct PlayItBack: TrainingDiscipline {
    public init() {}

    public var mode: TrainingMode { .echo }
    public static let profileParts: [any ProfilePart.Type] = [PlayItBackProfile.self]
    public var profileRows: any ProfileScreenSection { PlayItBackRows() }
    public var summary: String { "Play It Back: hear a phrase, play it back on the MIDI keyboard; judged note by note." }
    public var helpDiscussion: String {
        "With the input connected (--listen PORT), the phrase may be sung or played on an instrument instead. "
            + Self.heardWhereHelp + " The keys played back sound in the phrase's sound and are timed as far into it as its notes."
    }
    public var menuEntries: [DisciplineEntry] { [DisciplineEntry(.playItBack) { "\($0.playItBack) — \($0.melody)" }] }
    public var menuGroup: String { "melody" }
    public func startHelp(_ strings: Strings) -> String {
        strings.t("Melody: Play It Back (hear a phrase, play it back on the MIDI keyboard or sing it).",
                  "Melodie: Nachspielen (hör eine Phrase, spiel sie auf dem MIDI-Keyboard nach oder sing sie).")
    }
    public var takesTempo: Bool { true }
    public var ownSettings: [DisciplineSettingRow] { PlayItBackSettingRows.all }
    public var headlessAnswers: [String] { ["replay"] }

    @TrainingActor
    public func makeSession(_ services: TrainingServices, settings: any TrainingSettingsSource) -> PlayItBackSession {
        PlayItBackSession(
            clicks: services.clicks, player: services.player, history: services.history, recorder: services.recorder,
            settings: settings, hearing: services.hearing, random: services.makeRandom())
    }

    @TrainingActor
    public func makeScreen(_ variant: PitchVariant?, services: TrainingServices) -> PlayItBackScreen {
        PlayItBackScreen(view: EchoView())
    }

    public func line(for event: PlayItBackSession.Event) -> JSONLine? {
        switch event {
        case let .state(state): return stateLine(state.rawValue)
        case .phrase:
            // Said once it is heard, with the frames it is heard at.
            return nil
        case let .heard(phrase, frames, trial):
            // The notes and the frames they are heard at (the outputs' playback latency of now added).
            return JSONLine(event: "phrase").with("mode", .string(mode.rawValue)).with("trial", .integer(trial))
                .with("key", .integer(phrase.key.rawValue)).with("scale", .string(phrase.scale.name))
                .with("tempoBPM", .integer(phrase.tempo.bpm))
                .with("notes", .array(phrase.notes.map { .integer($0.rawValue) }))
                .with("rhythm", .string(phrase.rhythm.name)).with("eighths", .array(phrase.eighths.map { .integer($0) }))
                .with("heardFrames", .array(frames.map { .integer(Int($0)) }))
        case let .played(note, index):
            return JSONLine(event: "played").with("mode", .string(mode.rawValue)).with("index", .integer(index))
                .with("note", .integer(note.note)).with("onsetFrames", .integer(note.onsetFrames)).with("cents", note.cents.map { .number($0) } ?? .null)
        case let .unusableInput(samples):
            return unusableInputLine(samples)
        case let .tooEarly(note):
            return JSONLine(event: "tooEarly").with("mode", .string(mode.rawValue)).with("note", .integer(note))
        case let .completed(record, judgement):
            return trialLine()
                .with("scale", .string(record.phrase.scale.name)).with("rhythm", .string(record.phrase.rhythm.name))
                .with("tempoBPM", .integer(record.phrase.tempo.bpm))
                .with("length", .integer(record.phrase.length)).with("right", .bool(judgement.isRight))
                .with("notes", .array(zip(judgement.phrase, judgement.outcomes).map { Self.outcome($0.0, $0.1) }))
                .with("extras", .array(judgement.extras.map { .integer($0) }))
                // A phrase with eighths: the notes (by index) more than a fifth of a beat off its rhythm.
                .with("offRhythm", .array(judgement.offRhythm.map { .object([("index", .integer($0.index)), ("offsetMs", .number($0.offsetMs))]) }))
                .with("timed", .bool(judgement.isTimed)).with("typed", .bool(record.typed)).with("replays", .integer(record.replays))
                .with("echoBeatMs", judgement.echoBeatMs.map { .number($0) } ?? .null)
        }
    }

    /// One phrase note's verdict: "right", "wrong" (with the note played) or "missing", and its offset.
    static func outcome(_ note: Int, _ outcome: EchoJudgement.Outcome) -> JSONValue {
        var fields: [(String, JSONValue)] = [("note", .integer(note))]
        switch outcome {
        case let .right(offset): fields += [("verdict", .string("right")), ("offsetMs", .number(offset))]
        case let .wrong(played, offset): fields += [("verdict", .string("wrong")), ("played", .integer(played)), ("offsetMs", .number(offset))]
        case .missing: fields += [("verdict", .string("missing"))]
        }
        return .object(fields)
    }
}

extension MenuItem {
    static let playItBack = MenuItem("echo")
}
