import Foundation
import PeachCore
import PeachJSON
import PeachTerminal

/// Chords: hear a progression in a key, play it back on the MIDI keyboard; judged chord by
/// chord; the progression's length follows the musician's harmonic span.
public struct Chords: TrainingDiscipline {
    public init() {}

    public var mode: TrainingMode { .chords }
    public static let profileParts: [any ProfilePart.Type] = [ChordsProfile.self]
    public var profileRows: any ProfileScreenSection { ChordsRows() }
    public var summary: String { "Chords: hear a progression of block chords, play it back on the MIDI keyboard; judged chord by chord." }
    public var helpDiscussion: String {
        "Notes starting within the chord window (chordWindow, 80 ms) after a chord's first note are that chord. "
            + "A chord is right with its notes over the right bass (chordJudging = \"notes\") or in Peach's very voicing (\"voicing\"). "
            + "The keys played back sound in the progression's sound and are timed as far into it as its notes."
    }
    public var menuEntries: [DisciplineEntry] { [DisciplineEntry(.chords) { "\($0.chordsTitle) — \($0.harmony)" }] }
    public var menuGroup: String { "harmony" }
    public func startHelp(_ strings: Strings) -> String {
        strings.t("Harmony: Chords (hear a progression of chords, play it back on the MIDI keyboard).",
                  "Harmonie: Akkorde (hör eine Akkordfolge, spiel sie auf dem MIDI-Keyboard nach).")
    }
    public var takesTempo: Bool { true }
    public var ownSettings: [DisciplineSettingRow] { ChordsSettingRows.all }
    public var headlessAnswers: [String] { ["replay"] }

    @TrainingActor
    public func makeSession(_ services: TrainingServices, settings: any TrainingSettingsSource) -> ChordsSession {
        ChordsSession(
            clicks: services.clicks, player: services.player, history: services.history, recorder: services.recorder,
            settings: settings, random: services.makeRandom())
    }

    @TrainingActor
    public func makeScreen(_ variant: PitchVariant?, services: TrainingServices) -> ChordsScreen {
        ChordsScreen(view: ChordEchoView())
    }

    public func line(for event: ChordsSession.Event) -> JSONLine? {
        switch event {
        case let .state(state): return stateLine(state.rawValue)
        case .progression:
            // Said once it is heard, with the frames each chord is heard at.
            return nil
        case let .heard(progression, tempo, frames, trial):
            // Each chord's notes and the frame they are heard at (the outputs' playback latency of now added).
            return JSONLine(event: "progression").with("mode", .string(mode.rawValue)).with("trial", .integer(trial))
                .with("key", .string(Self.keyName(progression.key))).with("keyPitchClass", .integer(progression.key.tonic.pitchClass))
                .with("keyMode", .string(progression.key.mode.name)).with("level", .integer(progression.vocabulary.level))
                .with("tempoBPM", .integer(tempo.bpm))
                .with("chords", .array(zip(progression.steps, frames).map { step, frame in
                    .object([("chord", .string(Self.chordName(step.chord))), ("numeral", .string(step.numeral)),
                             ("notes", .array(step.notes.map { .integer($0) })), ("beats", .integer(step.beats)),
                             ("heardFrame", .integer(Int(frame)))])
                }))
                .with("heardFrames", .array(frames.map { .integer(Int($0)) }))
        case let .played(note, index, chord):
            return JSONLine(event: "played").with("mode", .string(mode.rawValue)).with("index", .integer(index))
                .with("note", .integer(note.note)).with("onsetFrames", .integer(note.onsetFrames)).with("chord", .integer(chord))
        case let .tooEarly(note):
            return JSONLine(event: "tooEarly").with("mode", .string(mode.rawValue)).with("note", .integer(note))
        case .typedNotTaken:
            return nil
        case let .completed(record, judgement):
            let chords = record.progression.steps.enumerated().map { index, step in
                Self.verdict(step, judgement.verdicts[index], judgement: judgement, key: record.progression.key, offsetMs: judgement.offsetsMs[index])
            }
            return trialLine()
                .with("key", .string(Self.keyName(record.progression.key))).with("level", .integer(record.progression.vocabulary.level))
                .with("tempoBPM", .integer(record.tempo.bpm)).with("length", .integer(record.progression.length))
                .with("right", .bool(judgement.isRight)).with("chords", .array(chords))
                .with("extras", .array(judgement.extra.map { Self.played(judgement.played[$0], key: record.progression.key, sampleRate: record.sampleRate) }))
                .with("judging", .string(record.strictness.name)).with("windowMs", .number(record.windowMs))
                .with("replays", .integer(record.replays))
                // The echo against its own grid (three chords or more in their places): its beat; each chord's offset above.
                .with("timed", .bool(judgement.isTimed)).with("echoBeatMs", judgement.echoBeatMs.map { .number($0) } ?? .null)
        }
    }

    /// "D♭ major", "C♯ minor".
    static func keyName(_ key: ProgressionKey) -> String { Strings(language: .english).keyName(key) }
    static func chordName(_ chord: Chord) -> String { Strings(language: .english).chordName(chord) }

    /// A played chord: its notes, what they make, its onset and spread.
    static func played(_ chord: PlayedChord, key: ProgressionKey, sampleRate: Int) -> JSONValue {
        let named = Chord.named(chord.pitches, spelling: key.spelling)
        return .object([
            ("notes", .array(chord.pitches.map { .integer($0) })), ("heard", named.map { .string(chordName($0)) } ?? .null),
            ("onsetFrames", .integer(chord.onsetFrames)),
            ("spreadMs", .number(sampleRate > 0 ? Double(chord.spreadFrames) * 1000 / Double(sampleRate) : 0)),
        ])
    }

    /// One chord's verdict: "right", "wrong" (what was played, the tones missing and extra, the
    /// bass) or "missing".
    static func verdict(_ step: Progression.Step, _ verdict: ChordJudgement.Verdict, judgement: ChordJudgement, key: ProgressionKey, offsetMs: Double?) -> JSONValue {
        let english = Strings(language: .english)
        var fields: [(String, JSONValue)] = [
            ("chord", .string(chordName(step.chord))), ("numeral", .string(step.numeral)), ("notes", .array(step.notes.map { .integer($0) })),
        ]
        switch verdict {
        case let .right(played):
            fields += [("verdict", .string("right")), ("played", .array(judgement.played[played].pitches.map { .integer($0) })),
                       ("onsetFrames", .integer(judgement.played[played].onsetFrames))]
        case let .wrong(played, difference):
            fields += [
                ("verdict", .string("wrong")), ("played", .array(judgement.played[played].pitches.map { .integer($0) })),
                ("onsetFrames", .integer(judgement.played[played].onsetFrames)),
                ("heard", difference.heard.map { .string(chordName($0)) } ?? .null),
                ("missing", .array(difference.missing.map { .string(english.spelledName($0)) })),
                ("extra", .array(difference.extra.map { .string(english.spelledName($0)) })),
                ("bass", difference.wrongBass.map { .string(english.spelledName($0)) } ?? .null),
                ("voicingOnly", .bool(difference.voicingOnly)),
            ]
        case .missing: fields += [("verdict", .string("missing"))]
        }
        if let offsetMs { fields.append(("offsetMs", .number(offsetMs))) }
        return .object(fields)
    }
}

extension MenuItem {
    static let chords = MenuItem("chords")
}
