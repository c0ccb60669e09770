import Foundation
import PeachCore
import PeachTerminal

/// Everything the terminal UI reacts to, from every source, in one ordered stream.
public enum AppEvent: Sendable {
    case keys([Key])
    /// An event of the session with this number (the app counts the sessions it starts).
    case session(TrainingUpdate, session: Int)
    case control(PlayedControl)
    case notice(EngineNotice)
    case warning(String)
    /// The settings screen's A4 (the preview with this number) has ended.
    case previewEnded(Int)
    case resize
    /// SIGINT, SIGTERM, SIGHUP from outside, or SIGTSTP.
    case signal(Int32)
    /// Twice a second: the status line's xruns and MIDI connections.
    case tick
}

extension AppEvent {
    /// Keys and the half-second tick: when a training screen is told whether a MIDI source is connected.
    var asksForMIDI: Bool {
        switch self {
        case .keys, .tick: true
        default: false
        }
    }
}

/// The stream and its sink, made before the services so that their warnings reach the
/// status line rather than the terminal underneath the screen.
public struct AppEvents: Sendable {
    public let stream: AsyncStream<AppEvent>
    public let sink: AsyncStream<AppEvent>.Continuation

    public init() {
        (stream, sink) = AsyncStream.makeStream(of: AppEvent.self, bufferingPolicy: .bufferingNewest(1024))
    }

    public var warn: @Sendable (String) -> Void {
        let sink = self.sink
        return { sink.yield(.warning($0)) }
    }
}

/// Reads the keyboard on its own thread (reads wait at most 100 ms) while the screen is up.
final class KeyboardReader: @unchecked Sendable {
    private let terminal: any TerminalScreen
    private let sink: AsyncStream<AppEvent>.Continuation
    private let lock = NSLock()
    private var running = true
    private var paused = false

    init(terminal: any TerminalScreen, sink: AsyncStream<AppEvent>.Continuation) {
        self.terminal = terminal
        self.sink = sink
    }

    func start() {
        let thread = Thread { [self] in
            var decoder = KeyDecoder()
            while lock.withLock({ running }) {
                let bytes = terminal.readInput()
                guard !lock.withLock({ paused }) else { continue }
                let keys = bytes.isEmpty ? decoder.quiet() : decoder.keys(in: bytes)
                if !keys.isEmpty { sink.yield(.keys(keys)) }
            }
        }
        thread.name = "peach-keyboard"
        thread.start()
    }

    /// While suspended (Ctrl-Z) the shell owns the keyboard.
    func setPaused(_ value: Bool) { lock.withLock { paused = value } }

    func stop() { lock.withLock { running = false } }
}
