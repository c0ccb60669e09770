import Foundation
import PeachCore
import PeachJSON
import PeachTerminal

/// Fill the Gap: an endless sixteenth loop with one silent step a beat; tap into the gap,
/// timed by the tap's own frame.
public struct FillTheGap: TrainingDiscipline {
    public init() {}

    public var mode: TrainingMode { .fill }
    public static let profileParts: [any ProfilePart.Type] = [FillTheGapProfile.self]
    public var profileRows: any ProfileScreenSection { FillTheGapRows() }
    public var summary: String { "Fill the Gap: tap into the silent step of a sixteenth-note loop." }
    public var helpDiscussion: String {
        "Tap on a MIDI pad or key; with the input connected (--listen PORT), a clap, a stick or a \"ta\" into it taps too. "
            + Self.heardWhereHelp
    }
    public var menuEntries: [DisciplineEntry] { [DisciplineEntry(.fillTheGap) { "\($0.fillTheGap) — \($0.rhythm)" }] }
    public var menuGroup: String { "rhythm" }
    public func startHelp(_ strings: Strings) -> String {
        strings.t("Rhythm: Fill the Gap (tap a pad into the missing click).",
                  "Rhythmus: Lücke füllen (schlag mit einem Pad in den ausgelassenen Klick).")
    }
    public var takesTempo: Bool { true }
    public var headlessAnswers: [String] { ["tap"] }
    public var ownSettings: [DisciplineSettingRow] { FillTheGapSettingRows.all }

    @TrainingActor
    public func makeSession(_ services: TrainingServices, settings: any TrainingSettingsSource) -> FillTheGapSession {
        FillTheGapSession(
            clicks: services.clicks, player: services.player, history: services.history, recorder: services.recorder,
            settings: settings, hearing: services.hearing, random: services.makeRandom())
    }

    @TrainingActor
    public func makeScreen(_ variant: PitchVariant?, services: TrainingServices) -> FillTheGapScreen {
        FillTheGapScreen(view: GapView())
    }

    public func line(for event: FillTheGapSession.Event) -> JSONLine? {
        switch event {
        case let .state(state): return stateLine(state.rawValue)
        case let .announced(position, trial):
            // Where the next trial's gap is: its announcing cycle (the beat and that step alone) is scheduled.
            return JSONLine(event: "gap").with("mode", .string(mode.rawValue))
                .with("position", .string(position.description)).with("trial", .integer(trial))
        case let .extraTap(extra):
            return JSONLine(event: "extraTap").with("mode", .string(mode.rawValue))
                .with("position", .string(extra.position.description)).with("gap", .string(extra.gap.description))
                .with("trial", .integer(extra.trial))
        case let .tapped(feedback):
            return JSONLine(event: "tap").with("mode", .string(mode.rawValue))
                .with("tempoBPM", .integer(feedback.tempo.bpm))
                .with("cycle", .integer(feedback.tap.cycle))
                .with("position", .string(feedback.tap.position.description))
                .with("offsetMs", .number(feedback.tap.offsetMs))
                .with("offsetFrames", .integer(feedback.tap.offsetFrames))
                .with("rating", .string(feedback.rating.rawValue))
        case let .completed(record):
            return trialLine()
                .with("tempoBPM", .integer(record.tempo.bpm))
                // No tap into a gap (only extra taps): no mean, never a 0 that reads as perfect.
                .with("meanOffsetMs", record.taps.isEmpty ? .null : .number(record.meanOffsetMs))
                .with("meanOffsetMsByPosition", .array(record.meanOffsetMsByPosition.map { $0.map(JSONValue.number) ?? .null }))
                .with("taps", .integer(record.taps.count))
                .with("extraTaps", .integer(record.extraTaps))
                .with("mostlyExtra", .bool(record.isMostlyExtra))
        case let .unusableInput(samples):
            return unusableInputLine(samples)
        case let .untapped(tempo, extraTaps):
            return JSONLine(event: "untapped").with("mode", .string(mode.rawValue)).with("tempoBPM", .integer(tempo.bpm))
                .with("extraTaps", .integer(extraTaps))
        }
    }
}

extension MenuItem {
    static let fillTheGap = MenuItem("fill")
}
