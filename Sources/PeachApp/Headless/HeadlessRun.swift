import Foundation
import PeachAudio
import PeachCore
import PeachMIDI
import PeachReport

/// `peach compare --headless` and `peach match --headless`: JSON lines out, commands in
/// on standard input, MIDI at the same time. Stops on `stop`, end of input (unless a session
/// manager runs Peach), Ctrl-C,
/// SIGTERM, Ctrl-Z, JACK shutdown, unplugged outputs or a reader that left, and then exits.
@TrainingActor
public final class HeadlessRun {
    private let studio: any Studio
    private let sessions: SessionFactory
    private let mode: TrainingMode
    private let output: any LineOutput
    private let input: @Sendable () -> String?
    private let endOfInputStops: Bool
    private var comparison: ComparisonSession?
    private var matching: PitchMatchingSession?
    private var outputClosed = false
    /// Why standard output could not be written, when it could not.
    private var outputFailure: String?
    /// Why the run stopped, in words for standard error, when a fault stopped it: a
    /// script's log then says why (for a full standard output, the only place that can).
    public private(set) var faultMessage: String?

    /// `input` reads the next line of standard input (nil at its end); it runs on a thread
    /// of its own. `endOfInputStops`: false under a session manager, whose programs may
    /// get no input at all and are quit by SIGTERM.
    public init(
        studio: any Studio, sessions: SessionFactory, mode: TrainingMode, output: any LineOutput = DescriptorOutput.standardOutput,
        input: @escaping @Sendable () -> String? = { readLine() }, endOfInputStops: Bool = true
    ) {
        self.studio = studio
        self.sessions = sessions
        self.mode = mode
        self.output = output
        self.input = input
        self.endOfInputStops = endOfInputStops
    }

    /// Writes one event; a reader that left stops training (nothing more can be said).
    func emit(_ line: JSONLine) {
        guard !outputClosed else { return }
        do {
            try output.write(line: line.text)
        } catch {
            // Nothing more can be said there: stop, and end with the status that says why.
            outputClosed = true
            if case let .failed(reason) = error { outputFailure = reason }
            let reason: StopReason = error == .readerGone ? .outputClosed : .outputFailed
            Task { await self.stop(reason) }
        }
    }

    nonisolated func warn(_ message: String) -> JSONLine { JSONLine(event: "warning").with("message", .string(message)) }

    /// Runs until the session stops; returns the process's exit status.
    public func run() async -> Int32 {
        let events: AsyncStream<SessionEvent>
        switch mode {
        case .compare:
            let session = sessions.comparison(settings: sessions.services.settings)
            comparison = session
            events = session.events
        case .match:
            let session = sessions.matching(settings: sessions.services.settings)
            matching = session
            events = session.events
        }
        studio.setMode(mode)

        for note in studio.startupNotes { emit(self.warn(note)) }
        // Ports that would not connect come as the engine's notices, once (listenToStudio).
        emit(JSONLine(event: "ready").with("client", .string(studio.clientName))
            .with("sampleRate", .integer(studio.sampleRate)).with("bufferSize", .integer(studio.bufferSize)))

        let listeners = [listenToMIDI(), listenToStudio(), listenToStandardInput()]
        let signals = SignalEvents([SIGINT, SIGTERM, SIGTSTP]) { number in
            let reason: StopReason = number == SIGINT ? .interrupted : number == SIGTERM ? .terminated : .suspended
            Task { await self.stop(reason) }
        }
        defer {
            for listener in listeners { listener.cancel() }
            signals.cancel()
        }

        comparison?.start()
        matching?.start()
        for await event in events {
            switch event {
            case let .comparisonState(state):
                emit(JSONLine(event: "state").with("mode", .string("compare")).with("state", .string(state.rawValue)))
            case let .matchingState(state):
                emit(JSONLine(event: "state").with("mode", .string("match")).with("state", .string(state.rawValue)))
            case let .comparisonCompleted(completed, reference, target):
                emit(JSONLine(event: "trial").with("mode", .string("compare"))
                    .with("referenceNote", .integer(completed.comparison.referenceNote.rawValue))
                    .with("targetNote", .integer(completed.comparison.targetNote.rawValue))
                    .with("centOffset", .number(completed.comparison.centOffset.value))
                    .with("answeredHigher", .bool(completed.answeredHigher)).with("isCorrect", .bool(completed.isCorrect))
                    .with("referenceFrequency", .number(reference.hertz)).with("targetFrequency", .number(target.hertz))
                    .with("interval", .string(completed.comparison.interval.description))
                    .with("tuningSystem", .string(completed.comparison.tuningSystem.rawValue)))
            case let .matchCompleted(completed):
                emit(JSONLine(event: "trial").with("mode", .string("match"))
                    .with("referenceNote", .integer(completed.challenge.referenceNote.rawValue))
                    .with("targetNote", .integer(completed.challenge.targetNote.rawValue))
                    .with("initialCentOffset", .number(completed.challenge.initialCentOffset.value))
                    .with("userCentError", .number(completed.userCentError.value))
                    .with("interval", .string(completed.challenge.interval.description))
                    .with("tuningSystem", .string(completed.challenge.tuningSystem.rawValue)))
            case let .stopped(reason, detail):
                faultMessage = ExitStatus.faultMessage(reason, detail: reason == .outputFailed ? outputFailure : detail)
                emit(JSONLine(event: "stopped").with("reason", .string(reason.rawValue)))
                return ExitStatus.of(reason)
            }
        }
        return ExitStatus.done
    }

    public func stop(_ reason: StopReason) async {
        await comparison?.stop(reason)
        await matching?.stop(reason)
    }

    private func handle(_ control: TrainingControl, at frame: UInt64?) async {
        guard control != .startStop else {
            await stop(.stopped)
            return
        }
        let time = frame.map { AudioTime(frame: $0, sampleRate: studio.sampleRate) }
        await SessionControls.apply(control, comparison: comparison, matching: matching, at: time)
    }

    private func listenToMIDI() -> Task<Void, Never> {
        let controls = studio.controls
        return Task {
            for await event in controls {
                if let control = event.control { await self.handle(control, at: event.frame) }
            }
        }
    }

    private func listenToStudio() -> Task<Void, Never> {
        let notices = studio.notices
        return Task {
            for await notice in notices {
                switch notice {
                case let .xruns(total): self.emit(JSONLine(event: "xrun").with("count", .integer(total)))
                case let .connectFailed(message): self.emit(self.warn(message))
                case let .bufferSizeChanged(frames): self.emit(self.warn("the JACK buffer size is now \(frames) frames"))
                case .outputsDisconnected: await self.stop(.outputsDisconnected)
                case .serverShutDown: await self.stop(.jackShutdown)
                }
            }
        }
    }

    /// Commands, one a line, in order.
    private func listenToStandardInput() -> Task<Void, Never> {
        let (lines, sink) = AsyncStream.makeStream(of: String?.self)
        let input = self.input
        let reader = Thread {
            while let line = input() { sink.yield(line) }
            sink.yield(nil)
            sink.finish()
        }
        reader.name = "peach-stdin"
        reader.start()
        return Task {
            for await line in lines {
                guard let line else {
                    if self.endOfInputStops { await self.stop(.endOfInput) }
                    return
                }
                await self.command(line)
            }
        }
    }

    private func command(_ line: String) async {
        switch HeadlessCommand.parse(line) {
        case .success(.nothing): return
        case .success(.higher): await handle(.higher, at: nil)
        case .success(.lower): await handle(.lower, at: nil)
        case .success(.submit): await handle(.submit, at: nil)
        case .success(.stop): await stop(.stopped)
        case let .success(.slider(value)): await handle(.tuning(value), at: nil)
        case let .failure(error): emit(warn("\(error)"))
        }
    }
}
