import Foundation
import PeachCore
import PeachJSON
import PeachTerminal

/// Hear & Compare: two notes, was the second higher or lower? Single notes or intervals,
/// placed by the Kazez chain of each task.
public struct HearAndCompare: TrainingDiscipline {
    public init() {}

    public var mode: TrainingMode { .compare }
    public static let profileParts: [any ProfilePart.Type] = [ComparisonProfile.self]
    public var profileRows: any ProfileScreenSection { ComparisonProfileRows() }
    public var summary: String { "Hear & Compare: was the second note higher or lower?" }
    public var menuEntries: [DisciplineEntry] {
        [
            DisciplineEntry(.compareSingleNotes, .singleNotes) { "\($0.hearAndCompare) — \($0.singleNotes)" },
            DisciplineEntry(.compareIntervals, .intervals) { "\($0.hearAndCompare) — \($0.intervals)" },
        ]
    }
    public var menuGroup: String { "pitch" }
    public func startHelp(_ strings: Strings) -> String {
        strings.t("Hear & Compare: was the second note higher or lower? 'Single notes' compares note with note, 'intervals' an interval with its exact size. MIDI: keys from C4 up answer Higher, below Lower.",
                  "Hören & Vergleichen: war der zweite Ton höher oder tiefer? „Einzeltöne“ vergleicht Ton mit Ton, „Intervalle“ ein Intervall mit seinem exakten Maß. MIDI: Tasten ab C4 = höher, darunter = tiefer.")
    }
    public var headlessAnswers: [String] { ["higher", "lower"] }
    public var ownSettings: [DisciplineSettingRow] { HearAndCompareSettingRows.all }

    @TrainingActor
    public func makeSession(_ services: TrainingServices, settings: any TrainingSettingsSource) -> ComparisonSession {
        ComparisonSession(
            player: services.player, strategy: KazezNoteStrategy(), history: services.history, recorder: services.recorder,
            settings: settings, chainHistory: services.own((any ChainHistory).self) ?? FreshChains(),
            random: services.makeRandom())
    }

    @TrainingActor
    public func makeScreen(_ variant: PitchVariant?, services: TrainingServices) -> HearAndCompareScreen {
        let variant = variant ?? .singleNotes
        var view = ComparisonView(variant: variant)
        // Single notes are one task; in intervals the trend follows the interval just answered.
        view.trend = variant == .singleNotes ? services.history.trend(of: .unison) : nil
        return HearAndCompareScreen(view: view)
    }

    public func line(for event: ComparisonSession.Event) -> JSONLine? {
        switch event {
        case let .state(state): return stateLine(state.rawValue)
        case let .completed(completed, reference, target):
            let comparison = completed.comparison
            return trialLine()
                .with("referenceNote", .integer(comparison.referenceNote.rawValue))
                .with("targetNote", .integer(comparison.targetNote.rawValue))
                .with("centOffset", .number(comparison.centOffset.value))
                .with("answeredHigher", .bool(completed.answeredHigher)).with("isCorrect", .bool(completed.isCorrect))
                .with("referenceFrequency", .number(reference.hertz)).with("targetFrequency", .number(target.hertz))
                .with("interval", .string(comparison.interval.description))
                .with("tuningSystem", .string(comparison.tuningSystem.rawValue))
        }
    }
}

extension MenuItem {
    static let compareSingleNotes = MenuItem("compare")
    static let compareIntervals = MenuItem("compare-intervals")
}
