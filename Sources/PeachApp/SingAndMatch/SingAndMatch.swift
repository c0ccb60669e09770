import Foundation
import PeachCore
import PeachJSON
import PeachTerminal

/// Sing & Match: the reference, then the musician sings or plays the target into Peach's
/// input `in`; the needle shows the pitch against it, and a note held within ±50 cents is
/// the match. Single notes or intervals, as the settings' intervals say (one entry on the
/// start screen; `peach sing --intervals` chooses).
public struct SingAndMatch: TrainingDiscipline {
    public init() {}

    public var mode: TrainingMode { .sing }
    public static let profileParts: [any ProfilePart.Type] = [SingAndMatchProfile.self]
    public var profileRows: any ProfileScreenSection { SungMatchingProfileRows() }
    public var summary: String { "Sing & Match: sing or play the target into Peach's input and hold it." }
    public var menuEntries: [DisciplineEntry] { [DisciplineEntry(.singAndMatch) { "\($0.singAndMatch) — \($0.voiceOrInstrument)" }] }
    public var menuGroup: String { "voice" }
    public func startHelp(_ strings: Strings) -> String {
        strings.t("Voice or instrument: Sing & Match (sing or play the target note into Peach's input).",
                  "Stimme oder Instrument: Singen & Treffen (sing oder spiel den Zielton in Peachs Eingang).")
    }
    public var takesIntervals: Bool { true }
    public var headlessAnswers: [String] { ["submit"] }
    public var ownSettings: [DisciplineSettingRow] { SingAndMatchSettingRows.all }

    @TrainingActor
    public func makeSession(_ services: TrainingServices, settings: any TrainingSettingsSource) -> SingAndMatchSession {
        SingAndMatchSession(
            player: services.player, hearing: services.hearing, strategy: KazezNoteStrategy(), history: services.history,
            recorder: services.recorder, settings: settings, random: services.makeRandom())
    }

    @TrainingActor
    public func makeScreen(_ variant: PitchVariant?, services: TrainingServices) -> SingAndMatchScreen {
        SingAndMatchScreen(view: SingingView(variant: variant ?? .singleNotes))
    }

    public func line(for event: SingAndMatchSession.Event) -> JSONLine? {
        switch event {
        case let .state(state): return stateLine(state.rawValue)
        case let .target(challenge, frequency, connected):
            return JSONLine(event: "target").with("mode", .string(mode.rawValue))
                .with("referenceNote", .integer(challenge.referenceNote.rawValue))
                .with("targetNote", .integer(challenge.targetNote.rawValue))
                .with("targetFrequency", .number(frequency.hertz))
                .with("interval", .string(challenge.interval.description))
                .with("inputConnected", .bool(connected))
        case let .heard(cents, hold, level, needleMoved):
            // The needle: null once when the pitch is lost, not fifty times a second of silence
            // (the screen's level meter takes those; a script reads the pitch and the hold).
            guard cents != nil || needleMoved else { return nil }
            return JSONLine(event: "heard").with("mode", .string(mode.rawValue))
                .with("cents", cents.map { .number(($0.value * 10).rounded() / 10) } ?? .null)
                .with("hold", .number((hold * 100).rounded() / 100))
                .with("level", level.isFinite ? .number((level * 10).rounded() / 10) : .null)
        case let .completed(completed):
            let challenge = completed.challenge
            return trialLine()
                .with("referenceNote", .integer(challenge.referenceNote.rawValue))
                .with("targetNote", .integer(challenge.targetNote.rawValue))
                .with("firstAttemptCents", .number(challenge.initialCentOffset.value))
                .with("userCentError", .number(completed.userCentError.value))
                .with("interval", .string(challenge.interval.description))
                .with("tuningSystem", .string(challenge.tuningSystem.rawValue))
        case let .unusableInput(samples):
            return unusableInputLine(samples)
        }
    }
}

extension MenuItem {
    static let singAndMatch = MenuItem("sing")
}
