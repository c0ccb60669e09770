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
    var summary: String { "Count In: tap along with a count-in." }
    var menuEntries: [DisciplineEntry] { [DisciplineEntry(MenuItem("countIn")) { _ in "Count In — rhythm" }] }
    var menuGroup: String { "rhythm" }
    var headlessAnswers: [String] { [] }

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
    var kind: ScreenKind { .timing }

    @TrainingActor
    mutating func apply(_ event: ScriptedSession.Event, session: ScriptedSession?, history: TrainingHistory) {}

    func frame(status: StatusLine, strings: Strings, size: TerminalSession.Size) -> Frame { Frame(size: size, lines: []) }
}
