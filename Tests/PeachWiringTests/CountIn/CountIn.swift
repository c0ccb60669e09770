import Foundation
import PeachApp
import PeachCore
import PeachDoubles
import PeachTerminal

// What the application would hold: the discipline and its screen, with a session that does
// nothing (`PeachDoubles`' scripted one): the test shows what is registered, stored and
// shown, not a session.

struct CountIn: TrainingDiscipline {
    var mode: TrainingMode { .countIn }
    static let profileParts: [any ProfilePart.Type] = [CountInProfile.self]
    var profileRows: any ProfileScreenSection { CountInProfileRows() }
    var summary: String { "Count In: tap along with a count-in." }
    var menuEntries: [DisciplineEntry] { [DisciplineEntry(MenuItem("countIn")) { _ in "Count In — rhythm" }] }
    var menuGroup: String { "rhythm" }
    var headlessAnswers: [String] { [] }
    func startHelp(_ strings: Strings) -> String { "Count In: tap along with a count-in." }
    /// Its own setting: how many bars the count-in lasts.
    static let bars = DisciplineSetting(key: "countInBars", choices: ["1", "2", "4"], owner: "Count In")
    var ownSettings: [DisciplineSettingRow] {
        [DisciplineSettingRow(Self.bars, label: { _ in "Bars (count in)" }, choiceName: { _, word in "\(word) bar(s)" },
                              explanation: { _ in "Count In: how many bars the count-in lasts." })]
    }

    @TrainingActor
    func makeSession(_ services: TrainingServices, settings: any TrainingSettingsSource) -> ScriptedSession { ScriptedSession() }

    @TrainingActor
    func makeScreen(_ variant: PitchVariant?, services: TrainingServices) -> CountInScreen { CountInScreen() }

    func line(for event: ScriptedSession.Event) -> JSONLine? { nil }
}

struct CountInScreen: TrainingScreen {
    typealias Session = ScriptedSession
    var view = TimingView()
    var menuItem: MenuItem { MenuItem("countIn") }
    /// Its own key, and its own help.
    var keys: TrainingKeys {
        TrainingKeys(help: .countIn) { key in key == .character("t") ? .tap : nil }
    }

    @TrainingActor
    mutating func apply(_ event: ScriptedSession.Event, session: ScriptedSession?, history: TrainingHistory) {}

    func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame { Frame(size: size, lines: []) }
}

extension Strings.HelpTopic {
    static let countIn = Strings.HelpTopic("countIn", title: { $0.t("Help — Count In", "Hilfe — Einzählen") }) { strings in
        [strings.t("Tap along with the count-in: t taps.", "Klopf beim Einzählen mit: t klopft.")]
    }
}

/// Its rows on the profile screen.
struct CountInProfileRows: ProfileScreenSection {
    func help(_ strings: Strings) -> [String] { ["Count In: how many of its four beats you tapped in time."] }
    func lines(_ view: ProfileView, strings: Strings, width: Int) -> [Line] {
        guard let section = view.snapshot.section(CountInSection.self), let mean = section.meanBeatsInTime else { return [] }
        return [Line(" Count In", .bold), Line("   \(String(format: "%.1f", mean)) of 4 beats in time, over \(section.trials) count-ins")]
    }
}
