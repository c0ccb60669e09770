import Foundation
import PeachCore
import PeachTerminal

/// What a training discipline's screen shows, kept as a value in `AppScreen`: the app
/// hands it the session's events and the player's controls, and draws it.
public protocol TrainingScreen: Sendable {
    /// The session whose events fill this screen.
    associatedtype Session: TrainingSession
    /// The start screen's entry that leads here: where Esc returns to, and what `s` starts again.
    var menuItem: MenuItem { get }
    /// Its own keys and its help.
    var keys: TrainingKeys { get }
    /// A control on its way to the session: one pressed too early is said, not silently dropped.
    mutating func noteEarly(_ control: TrainingControl)
    /// The control the arrow keys' `step` makes from what the screen shows (the tuning
    /// slider); nil where nothing is tuned.
    func tuning(by step: Double) -> TrainingControl?
    /// After the session took `control` (nil session: training has stopped).
    @TrainingActor
    mutating func applied(_ control: TrainingControl, session: Session?)
    /// One of its session's own events (a state, a completed trial, feedback).
    @TrainingActor
    mutating func apply(_ event: Session.Event, session: Session?, history: TrainingHistory)
    /// A control from the computer keyboard, before the session takes it (Fill the Gap says
    /// how well such taps are timed).
    mutating func keyboardPlayed(_ control: TrainingControl)
    /// The status line shows the latencies taps are corrected by.
    var showsLatency: Bool { get }
    /// The extra latency taken off each tap, for the status line (whatever is drawn over
    /// the screen, such as the help).
    var extraLatencyMs: Double { get }
    /// Whether onsets in the audio input are taps in this run (its latency is then shown too).
    var tapsFromInput: Bool { get }
    /// On a screen that listens: the input's level and whether a pitch is heard, for the status line.
    func inputStatus(_ strings: Strings) -> String?
    /// One of its own keys that changes only what it shows (`ScreenCommand.screenKey`).
    mutating func screenKey(_ key: Key)
    /// Whether a MIDI source is connected to `midi_in` now: told before each key and redraw.
    mutating func midiConnected(_ connected: Bool)
    associatedtype View: TrainingViewState
    /// What the screen shows, filled from the session's events.
    var view: View { get set }
    func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame
}

/// What a screen does not do unless it says so: most take no early control, tune nothing
/// and need nothing after a control is taken.
extension TrainingScreen {
    public mutating func noteEarly(_ control: TrainingControl) {}
    public func tuning(by step: Double) -> TrainingControl? { nil }
    @TrainingActor
    public mutating func applied(_ control: TrainingControl, session: Session?) {}
    public mutating func keyboardPlayed(_ control: TrainingControl) {}
    public var showsLatency: Bool { false }
    public var extraLatencyMs: Double { 0 }
    public var tapsFromInput: Bool { false }
    public func inputStatus(_ strings: Strings) -> String? { nil }
    public mutating func screenKey(_ key: Key) {}
    public mutating func midiConnected(_ connected: Bool) {}

    /// Training stopped; `message` says why when a musician must know (nil for a plain stop).
    public mutating func stopped(_ message: String?) {
        view.becomeIdle()
        view.stopMessage = message
    }

    /// Training starts (again, with `s`): the counters go on counting.
    public mutating func started() {
        view.stopMessage = nil
    }
}
