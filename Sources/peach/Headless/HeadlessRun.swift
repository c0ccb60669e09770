import Foundation
import PeachAudio
import PeachCore
import PeachMIDI
import PeachStore

/// `peach compare --headless` and `peach match --headless` (SPEC §9): JSON lines out,
/// commands in on standard input, MIDI at the same time. Stops on `stop`, end of input,
/// Ctrl-C, SIGTERM, Ctrl-Z, JACK shutdown or unplugged outputs, and then exits.
@TrainingActor
final class HeadlessRun {
    private let composition: TrainingComposition
    private let mode: TrainingMode
    private var comparison: ComparisonSession?
    private var matching: PitchMatchingSession?
    private var signalSources: [DispatchSourceSignal] = []

    init(composition: TrainingComposition, mode: TrainingMode) {
        self.composition = composition
        self.mode = mode
    }

    /// Runs until the session stops; returns the process's exit code.
    func run() async -> Int32 {
        let engine = composition.audio.engine
        let warn: @Sendable (String) -> Void = { JSONLine(event: "warning").with("message", .string($0)).emit() }
        let events: AsyncStream<SessionEvent>
        switch mode {
        case .compare:
            let session = ComparisonSession(
                player: composition.player, strategy: KazezNoteStrategy(), history: composition.history,
                observers: composition.comparisonObservers(warn: warn), settings: composition.settings,
                chainHistory: StoreChainHistory(store: composition.store), random: composition.makeRandom())
            comparison = session
            events = session.events
        case .match:
            let session = PitchMatchingSession(
                player: composition.player, strategy: KazezNoteStrategy(), history: composition.history,
                observers: composition.matchingObservers(warn: warn), settings: composition.settings, random: composition.makeRandom())
            matching = session
            events = session.events
        }
        composition.midi.receiver.mode = mode

        for warning in engine.connectWarnings { warn(warning) }
        JSONLine(event: "ready").with("client", .string(engine.clientName))
            .with("sampleRate", .integer(engine.sampleRate)).with("bufferSize", .integer(engine.bufferSize)).emit()

        let listeners = [listenToMIDI(), listenToEngine(), listenToStandardInput()]
        installSignalHandlers()
        defer {
            for listener in listeners { listener.cancel() }
            for source in signalSources { source.cancel() }
        }

        comparison?.start()
        matching?.start()
        var exitCode: Int32 = 0
        for await event in events {
            switch event {
            case let .comparisonState(state):
                JSONLine(event: "state").with("mode", .string("compare")).with("state", .string(state.rawValue)).emit()
            case let .matchingState(state):
                JSONLine(event: "state").with("mode", .string("match")).with("state", .string(state.rawValue)).emit()
            case let .comparisonCompleted(completed, reference, target):
                JSONLine(event: "trial").with("mode", .string("compare"))
                    .with("referenceNote", .integer(completed.comparison.referenceNote.rawValue))
                    .with("targetNote", .integer(completed.comparison.targetNote.rawValue))
                    .with("centOffset", .number(completed.comparison.centOffset.value))
                    .with("answeredHigher", .bool(completed.answeredHigher)).with("isCorrect", .bool(completed.isCorrect))
                    .with("referenceFrequency", .number(reference.hertz)).with("targetFrequency", .number(target.hertz)).emit()
            case let .matchCompleted(completed):
                JSONLine(event: "trial").with("mode", .string("match"))
                    .with("referenceNote", .integer(completed.challenge.referenceNote.rawValue))
                    .with("targetNote", .integer(completed.challenge.targetNote.rawValue))
                    .with("initialCentOffset", .number(completed.challenge.initialCentOffset.value))
                    .with("userCentError", .number(completed.userCentError.value)).emit()
            case let .stopped(reason, _):
                JSONLine(event: "stopped").with("reason", .string(reason.rawValue)).emit()
                exitCode = reason == .jackShutdown ? PeachExitCode.jackUnavailable.rawValue : 0
                return exitCode
            }
        }
        return exitCode
    }

    func stop(_ reason: StopReason) async {
        await comparison?.stop(reason)
        await matching?.stop(reason)
    }

    private func handle(_ control: TrainingControl, at frame: UInt64?) async {
        let time = frame.map { AudioTime(frame: $0, sampleRate: composition.audio.engine.sampleRate) }
        switch control {
        case .higher: comparison?.answer(higher: true, at: time)
        case .lower: comparison?.answer(higher: false, at: time)
        case .submit: matching?.submit()
        case let .tuning(position): await matching?.moveControl(to: position)
        case .startStop: await stop(.stopped)
        }
    }

    private func listenToMIDI() -> Task<Void, Never> {
        let receiver = composition.midi.receiver
        return Task {
            for await event in receiver.events {
                if let control = event.control { await self.handle(control, at: event.frame) }
            }
        }
    }

    private func listenToEngine() -> Task<Void, Never> {
        let notices = composition.audio.engine.notices
        return Task {
            for await notice in notices {
                switch notice {
                case let .xruns(total): JSONLine(event: "xrun").with("count", .integer(total)).emit()
                case let .connectFailed(message): JSONLine(event: "warning").with("message", .string(message)).emit()
                case let .bufferSizeChanged(frames):
                    JSONLine(event: "warning").with("message", .string("the JACK buffer size is now \(frames) frames")).emit()
                case .outputsDisconnected: await self.stop(.outputsDisconnected)
                case .serverShutDown: await self.stop(.jackShutdown)
                }
            }
        }
    }

    /// Commands, one a line, in order: higher, lower, submit, slider V, stop.
    private func listenToStandardInput() -> Task<Void, Never> {
        let (lines, sink) = AsyncStream.makeStream(of: String?.self)
        let reader = Thread {
            while let line = readLine() { sink.yield(line) }
            sink.yield(nil)
            sink.finish()
        }
        reader.name = "peach-stdin"
        reader.start()
        return Task {
            for await line in lines {
                guard let line else {
                    await self.stop(.endOfInput)
                    return
                }
                await self.command(line.trimmingCharacters(in: .whitespaces))
            }
        }
    }

    private func command(_ line: String) async {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        switch (words.first, words.count) {
        case (nil, _): return
        case ("higher", 1): await handle(.higher, at: nil)
        case ("lower", 1): await handle(.lower, at: nil)
        case ("submit", 1): await handle(.submit, at: nil)
        case ("stop", 1): await stop(.stopped)
        case ("slider", 2):
            guard let value = Double(words[1]), value.isFinite, (-1...1).contains(value) else { fallthrough }
            await handle(.tuning(value), at: nil)
        default:
            JSONLine(event: "warning").with("message", .string("unknown command '\(line)' (higher, lower, submit, slider V, stop)")).emit()
        }
    }

    private func installSignalHandlers() {
        for (number, reason) in [(SIGINT, StopReason.interrupted), (SIGTERM, .terminated), (SIGTSTP, .suspended)] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { Task { await self.stop(reason) } }
            source.resume()
            signalSources.append(source)
        }
    }
}
