import Foundation
import PeachCore
import PeachJSON
import PeachTerminal

/// Tune & Match: the reference, then a note the player tunes to it with a wheel or the
/// arrow keys; the error is what remains. Single notes or intervals.
public struct TuneAndMatch: TrainingDiscipline {
    public init() {}

    public var mode: TrainingMode { .match }
    public static let profileParts: [any ProfilePart.Type] = [TuneAndMatchProfile.self]
    public var profileRows: any ProfileScreenSection { MatchingProfileRows() }
    public var summary: String { "Tune & Match: tune the second note to the reference." }
    public var menuEntries: [DisciplineEntry] {
        [
            DisciplineEntry(.matchSingleNotes, .singleNotes) { "\($0.tuneAndMatch) — \($0.singleNotes)" },
            DisciplineEntry(.matchIntervals, .intervals) { "\($0.tuneAndMatch) — \($0.intervals)" },
        ]
    }
    public var menuGroup: String { "pitch" }
    public func startHelp(_ strings: Strings) -> String {
        strings.t("Tune & Match: tune a note to the first, with the arrows, pitch bend or the mod wheel.",
                  "Stimmen & Angleichen: stimme einen Ton auf den ersten, mit den Pfeilen, Pitch-Bend oder dem Modulationsrad.")
    }
    public var headlessAnswers: [String] { ["slider", "submit"] }

    @TrainingActor
    public func makeSession(_ services: TrainingServices, settings: any TrainingSettingsSource) -> PitchMatchingSession {
        PitchMatchingSession(
            player: services.player, strategy: KazezNoteStrategy(), history: services.history, recorder: services.recorder,
            settings: settings, random: services.makeRandom())
    }

    @TrainingActor
    public func makeScreen(_ variant: PitchVariant?, services: TrainingServices) -> TuneAndMatchScreen {
        let variant = variant ?? .singleNotes
        return TuneAndMatchScreen(view: MatchingView(variant: variant))
    }

    public func line(for event: PitchMatchingSession.Event) -> JSONLine? {
        switch event {
        case let .state(state): return stateLine(state.rawValue)
        case let .completed(completed):
            let challenge = completed.challenge
            return trialLine()
                .with("referenceNote", .integer(challenge.referenceNote.rawValue))
                .with("targetNote", .integer(challenge.targetNote.rawValue))
                .with("initialCentOffset", .number(challenge.initialCentOffset.value))
                .with("userCentError", .number(completed.userCentError.value))
                .with("interval", .string(challenge.interval.description))
                .with("tuningSystem", .string(challenge.tuningSystem.rawValue))
        }
    }
}

extension MenuItem {
    static let matchSingleNotes = MenuItem("match")
    static let matchIntervals = MenuItem("match-intervals")
}
