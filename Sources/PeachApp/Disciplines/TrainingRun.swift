import Foundation
import PeachCore
import PeachTerminal

/// A discipline's screen and, while it trains, its session, each of its own type: the app
/// keeps it as `any TrainingRun` and hands each event of the session to the screen as what
/// it is, no list of every discipline's events and no guessing at types between them. The
/// screen lives as long as the run: `s` stops and starts sessions on it, and its counters
/// go on counting.
@TrainingActor
public protocol TrainingRun: AnyObject, Sendable {
    /// What the screen shows and how it reads keys.
    var screen: any TrainingScreen { get }
    var mode: TrainingMode { get }
    var variant: PitchVariant? { get }
    /// A new session on this screen, started: each of its events goes to `deliver`, in
    /// order, as an update for the app to apply in its own order (`TrainingUpdate.apply`).
    /// Returns the session and the task that forwards its events.
    func start(settings: any TrainingSettingsSource, deliver: @escaping @Sendable (TrainingUpdate) -> Void)
        -> (session: any TrainingSession, forwarder: Task<Void, Never>)
    func noteEarly(_ control: TrainingControl)
    func applied(_ control: TrainingControl)
    func keyboardPlayed(_ control: TrainingControl)
    func screenKey(_ key: Key)
    func midiConnected(_ connected: Bool)
    /// Training stopped; `message` says why when a musician must know.
    func stopped(_ message: String?)
}

/// One event of a run's session, ready to apply to its screen: `apply` returns why the
/// session stopped when that is the event.
public struct TrainingUpdate: Sendable {
    public let apply: @Sendable @TrainingActor () -> (reason: StopReason, detail: String?)?
}

@TrainingActor
final class DisciplineRun<Discipline: TrainingDiscipline>: TrainingRun {
    let discipline: Discipline
    let variant: PitchVariant?
    private let services: TrainingServices
    private var typedScreen: Discipline.Screen
    private var session: Discipline.Session?
    /// Which of the sessions started on this screen is the latest: the events of one before
    /// it change nothing.
    private var generation = 0

    init(_ discipline: Discipline, variant: PitchVariant?, services: TrainingServices) {
        self.discipline = discipline
        self.variant = variant
        self.services = services
        typedScreen = discipline.makeScreen(variant, services: services)
    }

    var screen: any TrainingScreen { typedScreen }
    var mode: TrainingMode { discipline.mode }

    func start(settings: any TrainingSettingsSource, deliver: @escaping @Sendable (TrainingUpdate) -> Void)
        -> (session: any TrainingSession, forwarder: Task<Void, Never>) {
        let session = discipline.makeSession(services, settings: settings)
        session.observe(services.observers)
        self.session = session
        generation += 1
        typedScreen.started()
        let events = session.events, generation = self.generation
        // Ends with the session's `stopped`: nothing holds the run after that.
        let forwarder = Task.detached { [self] in
            for await event in events {
                deliver(TrainingUpdate { self.apply(event, of: generation) })
                if case .stopped = event { break }
            }
        }
        session.start()
        return (session, forwarder)
    }

    /// An event of the session started `generation`th on this screen. One started before
    /// it changes nothing. The latest one's events all count, those that come after a stop
    /// too: an answer stored while the stop waited for the trial is shown, and a fault that
    /// stopped the session by itself is said even when a stop came after it.
    private func apply(_ event: SessionEvent<Discipline.Session.Event>, of generation: Int) -> (reason: StopReason, detail: String?)? {
        guard generation == self.generation else { return nil }
        switch event {
        case let .event(event):
            typedScreen.apply(event, session: session, history: services.history)
            return nil
        case let .stopped(reason, detail):
            self.session = nil
            return (reason, detail)
        }
    }

    func noteEarly(_ control: TrainingControl) { typedScreen.noteEarly(control) }
    func applied(_ control: TrainingControl) { typedScreen.applied(control, session: session) }
    func keyboardPlayed(_ control: TrainingControl) { typedScreen.keyboardPlayed(control) }
    func screenKey(_ key: Key) { typedScreen.screenKey(key) }
    func midiConnected(_ connected: Bool) { typedScreen.midiConnected(connected) }

    func stopped(_ message: String?) {
        session = nil
        typedScreen.stopped(message)
    }
}
