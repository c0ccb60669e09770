import Foundation
import PeachCore
import PeachJSON
import PeachTerminal

/// A training discipline as the application runs it: how its session is made, the screen
/// that shows it, and its headless events. What differs between disciplines is here and
/// in the screen it makes; the screens and the headless loop only go through the
/// registered disciplines (`Disciplines`, made from the composition root's registry).
public protocol TrainingDiscipline: Sendable {
    /// Its session, and the screen its events fill: each knows the other's type, so that
    /// an event reaches the screen and the headless lines as what it is.
    associatedtype Session: TrainingSession
    associatedtype Screen: TrainingScreen where Screen.Session == Session
    /// `peach compare`, `peach match`: the command, the headless events' `mode`, and what
    /// the MIDI mapping makes of the pads and wheels.
    var mode: TrainingMode { get }
    /// What the discipline trains, in a sentence: its command's help.
    var summary: String { get }
    /// More of its command's help, when the summary does not say it all (how a discipline
    /// that listens times what it hears); empty by default.
    var helpDiscussion: String { get }
    /// The start screen's entries that open this discipline, in their order, each with its
    /// variant: single notes or intervals for the pitch disciplines, none (nil) for the
    /// rhythm ones.
    var menuEntries: [DisciplineEntry] { get }
    /// The start screen lists the disciplines of a group together: "pitch", "rhythm", "voice".
    var menuGroup: String { get }
    /// Its line in the start screen's help: what it asks, in a sentence.
    func startHelp(_ strings: Strings) -> String
    /// Headless: the commands that answer in this discipline (`HeadlessCommand.word`),
    /// besides `stop`. Any other is a script's mistake: warned about, and ignored.
    var headlessAnswers: [String] { get }
    /// Single notes or intervals: `--intervals` means something here.
    var takesIntervals: Bool { get }
    /// Played to a tempo: `--tempo` means something here.
    var takesTempo: Bool { get }
    /// The settings it alone has, each a `[training]` key of the config file and a row of
    /// the settings screen (after Peach's own): Play It Back's scale. None by default. One
    /// that names an option (Compare Timing's `--pattern`) is set by it on this command.
    var ownSettings: [DisciplineSettingRow] { get }
    /// Its part of the profile (or parts): fed its records, shown by the profile's views.
    static var profileParts: [any ProfilePart.Type] { get }
    /// Its section of the profile screen (two disciplines may share one: taken once).
    var profileRows: any ProfileScreenSection { get }

    @TrainingActor
    func makeSession(_ services: TrainingServices, settings: any TrainingSettingsSource) -> Session
    /// A new screen for the variant, before its first trial.
    @TrainingActor
    func makeScreen(_ variant: PitchVariant?, services: TrainingServices) -> Screen
    /// Headless: the JSON line of one of its session's events (nil for one that has none).
    func line(for event: Session.Event) -> JSONLine?
}

extension TrainingDiscipline {
    /// By default, where the start screen offers single notes and intervals.
    public var takesIntervals: Bool { menuEntries.contains { $0.variant != nil } }
    public var takesTempo: Bool { false }
    public var ownSettings: [DisciplineSettingRow] { [] }
    public var helpDiscussion: String { "" }

    /// How a sound on the input is timed: said in the help of every discipline that times one.
    public static var heardWhereHelp: String {
        "A sound on the input is timed where it is heard to begin: where its envelope first comes within 15 dB of its "
            + "maximum over the next 50 ms (Vos & Rasch 1981), not at its first sample: a vowel swelling over 30 ms is heard "
            + "8 ms in, a clap or a plucked string within a fraction of a millisecond. Peach's own notes are timed by the same rule."
    }

    /// The start screen's entry for the variant (a discipline without variants has one).
    public func menuItem(for variant: PitchVariant?) -> MenuItem? {
        menuEntries.first { $0.variant == variant }?.item ?? (menuEntries.count == 1 ? menuEntries.first?.item : nil)
    }

    /// The screen and session of a run of this discipline, as the app keeps it.
    @TrainingActor
    public func makeRun(_ variant: PitchVariant?, services: TrainingServices) -> any TrainingRun {
        DisciplineRun(self, variant: variant, services: services)
    }

    /// The `state` line every discipline writes the same way.
    func stateLine(_ state: String) -> JSONLine {
        JSONLine(event: "state").with("mode", .string(mode.rawValue)).with("state", .string(state))
    }

    /// The `warning` every discipline that listens writes when the input sends samples that are no sound.
    func unusableInputLine(_ samples: Int) -> JSONLine {
        JSONLine(event: "warning").with("mode", .string(mode.rawValue))
            .with("message", .string("the input sent \(samples) samples that are no sound (NaN, infinite or beyond ±64 full scale): taken as silence"))
            .with("unusableSamples", .integer(samples))
    }

    /// The start of every `trial` line.
    func trialLine() -> JSONLine {
        JSONLine(event: "trial").with("mode", .string(mode.rawValue))
    }
}

/// A start screen entry of a discipline: what it opens, and its title.
public struct DisciplineEntry: Sendable {
    public var item: MenuItem
    /// Single notes or intervals; nil for a discipline without variants.
    public var variant: PitchVariant?
    public var title: @Sendable (Strings) -> String

    public init(_ item: MenuItem, _ variant: PitchVariant? = nil, title: @escaping @Sendable (Strings) -> String) {
        self.item = item
        self.variant = variant
        self.title = title
    }
}
