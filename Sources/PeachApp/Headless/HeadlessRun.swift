import Foundation
import PeachCore
import PeachJSON

/// A training command's `--headless`: JSON lines out, commands in
/// on standard input, MIDI at the same time. Stops on `stop`, end of input (unless a session
/// manager runs Peach), Ctrl-C,
/// SIGTERM, Ctrl-Z, JACK shutdown, unplugged outputs or a reader that left, and then exits.
@TrainingActor
public final class HeadlessRun {
    private let studio: any Studio
    private let services: TrainingServices
    private let discipline: any TrainingDiscipline
    private let output: any LineOutput
    private let input: @Sendable () -> String?
    private let endOfInputStops: Bool
    private var session: (any TrainingSession)?
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
        studio: any Studio, services: TrainingServices, discipline: any TrainingDiscipline,
        output: any LineOutput = DescriptorOutput.standardOutput,
        input: @escaping @Sendable () -> String? = { readLine() }, endOfInputStops: Bool = true
    ) {
        self.studio = studio
        self.services = services
        self.discipline = discipline
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
        await run(discipline)
    }

    /// The discipline's session, its events written as the discipline's lines.
    private func run<Discipline: TrainingDiscipline>(_ discipline: Discipline) async -> Int32 {
        let session = discipline.makeSession(services, settings: services.settings)
        session.observe(services.observers)
        self.session = session
        studio.setMode(discipline.mode)

        for note in studio.startupNotes { emit(self.warn(note)) }
        // Ports that would not connect come as the engine's notices, once (handle(_ notice:)).
        emit(JSONLine(event: "ready").with("client", .string(studio.clientName))
            .with("sampleRate", .integer(studio.sampleRate)).with("bufferSize", .integer(studio.bufferSize)))

        let listeners = StudioListener.listen(
            to: studio, controls: { await self.handle($0.control, at: $0.frame) }, notices: { await self.handle($0) }
        ) + [listenToStandardInput()]
        let signals = SignalEvents(Array(Self.signalReasons.keys)) { number in
            Task { await self.stop(Self.signalReasons[number] ?? .terminated) }
        }
        defer {
            for listener in listeners { listener.cancel() }
            signals.cancel()
        }

        session.start()
        for await event in session.events {
            switch event {
            case let .stopped(reason, detail):
                faultMessage = ExitStatus.faultMessage(reason, detail: reason == .outputFailed ? outputFailure : detail)
                emit(JSONLine(event: "stopped").with("reason", .string(reason.word)))
                return ExitStatus.of(reason)
            case let .event(event):
                if let line = discipline.line(for: event) { emit(line) }
            }
        }
        return ExitStatus.done
    }

    /// The signals that end a headless run, and the reason each gives: Ctrl-Z too, since a
    /// script's Peach has no screen to come back to.
    nonisolated static let signalReasons: [Int32: StopReason] = [SIGINT: .interrupted, SIGTERM: .terminated, SIGTSTP: .suspended]

    public func stop(_ reason: StopReason) async {
        await session?.stop(reason, detail: nil)
    }

    private func handle(_ control: TrainingControl, at frame: UInt64?) async {
        guard control != .startStop else {
            await stop(.stopped)
            return
        }
        await session?.apply(control, at: frame.map { AudioTime(frame: $0, sampleRate: studio.sampleRate) })
    }

    private func handle(_ notice: EngineNotice) async {
        switch notice {
        case let .xruns(total): emit(JSONLine(event: "xrun").with("count", .integer(total)))
        case let .connectFailed(message): emit(warn(message))
        case let .bufferSizeChanged(frames): emit(warn("the JACK buffer size is now \(frames) frames"))
        case .outputsDisconnected: await stop(.outputsDisconnected)
        case .serverShutDown: await stop(.serverShutDown)
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
        let command: HeadlessCommand
        // What this discipline takes, as every refusal says it.
        let takes = (discipline.headlessAnswers + ["stop"]).joined(separator: ", ")
        switch HeadlessCommand.parse(line) {
        case let .success(parsed): command = parsed
        case let .failure(error):
            emit(warn("\(error.reason): '\(Excerpt.of(error.line))'; peach \(discipline.mode.rawValue) takes \(takes)"))
            return
        }
        if let word = command.word, word != "stop", !discipline.headlessAnswers.contains(word) {
            emit(warn("'\(Excerpt.of(word))' does nothing in peach \(discipline.mode.rawValue), which takes \(takes)"))
            return
        }
        switch command {
        case .nothing: return
        case .higher, .late: await handle(.higher, at: nil)
        case .lower, .early: await handle(.lower, at: nil)
        case .submit: await handle(.submit, at: nil)
        case .tap: await handle(.tap, at: nil)
        case .replay: await handle(.replay, at: nil)
        case .stop: await stop(.stopped)
        case let .slider(value): await handle(.tuning(value), at: nil)
        }
    }
}
