import Foundation
import PeachCore
import PeachJSON
import PeachTerminal

/// Compare Timing: a one-beat pattern of sixteenth clicks, repeating, one click early or
/// late; Early or Late? Placed by a Kazez chain on the offset in ms.
public struct CompareTiming: TrainingDiscipline {
    public init() {}

    public var mode: TrainingMode { .timing }
    public static let profileParts: [any ProfilePart.Type] = [CompareTimingProfile.self]
    public var profileRows: any ProfileScreenSection { CompareTimingRows() }
    public var summary: String { "Compare Timing: in a beat of sixteenth clicks, repeating, was the moved click early or late?" }
    public var menuEntries: [DisciplineEntry] { [DisciplineEntry(.compareTiming) { "\($0.compareTiming) — \($0.rhythm)" }] }
    public var menuGroup: String { "rhythm" }
    public func startHelp(_ strings: Strings) -> String {
        strings.t("Rhythm: Compare Timing (was the moved click early or late?).",
                  "Rhythmus: Timing vergleichen (kam der verschobene Klick zu früh oder zu spät?).")
    }
    public var takesTempo: Bool { true }
    public var ownSettings: [DisciplineSettingRow] { CompareTimingSettingRows.all }
    public var headlessAnswers: [String] { ["early", "late"] }

    @TrainingActor
    public func makeSession(_ services: TrainingServices, settings: any TrainingSettingsSource) -> CompareTimingSession {
        CompareTimingSession(
            clicks: services.clicks, player: services.player, history: services.history, recorder: services.recorder,
            settings: settings, random: services.makeRandom())
    }

    @TrainingActor
    public func makeScreen(_ variant: PitchVariant?, services: TrainingServices) -> CompareTimingScreen {
        CompareTimingScreen(view: TimingView())
    }

    public func line(for event: CompareTimingSession.Event) -> JSONLine? {
        switch event {
        case let .state(state): return stateLine(state.rawValue)
        case .playing: return nil
        case let .loopEnded(repetitions):
            // The pattern played its most unanswered: it waits, silent.
            return JSONLine(event: "loopEnded").with("mode", .string(mode.rawValue)).with("repetitions", .integer(repetitions))
        case let .completed(record):
            return trialLine()
                .with("tempoBPM", .integer(record.tempo.bpm))
                .with("pattern", record.pattern.map { .string($0.notation) } ?? .null)
                .with("position", record.position.map { .integer($0) } ?? .null)
                .with("offsetMs", .number(record.offsetMs))
                .with("answeredLate", .bool(record.isCorrect == (record.offsetMs > 0)))
                .with("isCorrect", .bool(record.isCorrect))
        }
    }
}

extension MenuItem {
    static let compareTiming = MenuItem("timing")
}
