import Foundation
import PeachApp
import PeachCore
import PeachTerminal

// What the application would hold: the discipline, its session and its screen (these do
// nothing: the test shows what is registered, stored and shown, not a session).

struct CountIn: TrainingDiscipline {
    var mode: TrainingMode { .countIn }
    static let profileParts: [any ProfilePart.Type] = [CountInProfile.self]
    var summary: String { "Count In: tap along with a count-in." }
    var menuEntries: [DisciplineEntry] { [DisciplineEntry(MenuItem("countIn")) { _ in "Count In — rhythm" }] }
    var menuGroup: String { "rhythm" }
    var headlessAnswers: [String] { [] }

    @TrainingActor
    func makeSession(_ services: TrainingServices, settings: any TrainingSettingsSource) -> CountInSession { CountInSession() }

    @TrainingActor
    func makeScreen(_ variant: PitchVariant?, services: TrainingServices) -> CountInScreen { CountInScreen() }

    func line(for event: CountInSession.Event) -> JSONLine? { nil }
}

@TrainingActor
final class CountInSession: TrainingSession {
    enum Event: Sendable { case counted }
    let events: AsyncStream<SessionEvent<Event>>
    private let sink: AsyncStream<SessionEvent<Event>>.Continuation
    private(set) var isRunning = false

    init() { (events, sink) = AsyncStream.makeStream(of: SessionEvent<Event>.self) }

    func start() { isRunning = true }
    func apply(_ control: TrainingControl, at time: AudioTime?) async {}
    func stop(_ reason: StopReason, detail: String?) async {
        isRunning = false
        sink.yield(.stopped(reason, detail: detail))
    }
    func finished() async {}
}

struct CountInScreen: TrainingScreen {
    typealias Session = CountInSession
    var view = TimingView()
    var menuItem: MenuItem { MenuItem("countIn") }
    var kind: ScreenKind { .timing }

    @TrainingActor
    mutating func apply(_ event: CountInSession.Event, session: CountInSession?, history: TrainingHistory) {}

    func frame(status: StatusLine, strings: Strings, size: TerminalSession.Size) -> Frame { Frame(size: size, lines: []) }
}
