import Foundation
import PeachCore
import PeachDoubles
import PeachTerminal
import Testing
@testable import PeachApp

/// A screen that keeps what its session (`ScriptedSession`, in `PeachDoubles`) told it: the
/// run between them is what is tested.
struct ScriptedScreen: TrainingScreen {
    typealias Session = ScriptedSession
    var view = TimingView()
    var heard: [String] = []
    var menuItem: MenuItem { MenuItem("scripted") }
    var keys: TrainingKeys { TrainingKeys(help: .timing) { _ in nil } }

    @TrainingActor
    mutating func apply(_ event: ScriptedSession.Event, session: ScriptedSession?, history: TrainingHistory) {
        if case let .said(words) = event { heard.append(words) }
    }

    func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        Frame(size: size, lines: [])
    }
}

/// The sessions it made, in order, for the test to drive.
@TrainingActor
final class MadeSessions: Sendable {
    var all: [ScriptedSession] = []
}

struct ScriptedDiscipline: TrainingDiscipline {
    let made: MadeSessions
    var mode: TrainingMode { .timing }
    var summary: String { "Scripted." }
    var menuEntries: [DisciplineEntry] { [] }
    var menuGroup: String { "test" }
    func startHelp(_ strings: Strings) -> String { "Scripted." }
    var headlessAnswers: [String] { [] }
    static let profileParts: [any ProfilePart.Type] = []
    var profileRows: any ProfileScreenSection { CompareTimingRows() }

    @TrainingActor
    func makeSession(_ services: TrainingServices, settings: any TrainingSettingsSource) -> ScriptedSession {
        let session = ScriptedSession()
        made.all.append(session)
        return session
    }

    @TrainingActor
    func makeScreen(_ variant: PitchVariant?, services: TrainingServices) -> ScriptedScreen { ScriptedScreen() }

    func line(for event: ScriptedSession.Event) -> JSONLine? { nil }
}

@Suite("A discipline's screen and its sessions, typed")
struct TrainingRunTests {
    final class Updates: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [TrainingUpdate] = []
        func append(_ update: TrainingUpdate) { lock.withLock { items.append(update) } }
        var count: Int { lock.withLock { items.count } }
        /// Applies what came since `from`, in order; the stops they reported.
        @TrainingActor func apply(from: Int) -> [StopReason] {
            lock.withLock { Array(items[from...]) }.compactMap { $0.apply()?.reason }
        }
    }

    @Test("events reach the screen as their own type; after a stop the latest session's events still count and its fault is said; an earlier session's change nothing; the forwarding ends with the stop")
    @TrainingActor func generations() async throws {
        let made = MadeSessions(), updates = Updates()
        let run = ScriptedDiscipline(made: made).makeRun(nil, services: AppRig().services)
        let first = run.start(settings: MockSettings()) { updates.append($0) }
        made.all[0].say("a")
        #expect(await eventually { @Sendable in updates.count == 1 })
        #expect(updates.apply(from: 0).isEmpty && (run.screen as? ScriptedScreen)?.heard == ["a"])

        // Stopped by the app (`s`) while the trial was storing its answer: the answer, told
        // after, is shown; the fault the session stopped with before the stop came is said.
        run.stopped(nil)
        made.all[0].say("stored while stopping")
        await made.all[0].stop(.saveFailed, detail: "the disk is full")
        #expect(await eventually { @Sendable in updates.count == 3 })
        #expect(updates.apply(from: 1) == [.saveFailed])
        #expect((run.screen as? ScriptedScreen)?.heard == ["a", "stored while stopping"])
        // Nothing holds the run once its session has stopped: the forwarding has ended.
        let ended = Flag()
        Task { [forwarder = first.forwarder] in
            await forwarder.value
            ended.set()
        }
        #expect(await eventually { @Sendable in ended.isSet })

        // A new session on the same screen, and another started while it still runs (`s`
        // twice in a row): what the earlier one says after, its stop too, changes nothing.
        _ = run.start(settings: MockSettings()) { updates.append($0) }
        _ = run.start(settings: MockSettings()) { updates.append($0) }
        made.all[1].say("stale")
        await made.all[1].stop(.saveFailed, detail: "stale")
        made.all[2].say("b")
        #expect(await eventually { @Sendable in updates.count == 6 })
        #expect(updates.apply(from: 3).isEmpty)
        #expect((run.screen as? ScriptedScreen)?.heard == ["a", "stored while stopping", "b"])
        await made.all[2].stop(.stopped, detail: nil)
        #expect(await eventually { @Sendable in updates.count == 7 })
        #expect(updates.apply(from: 6) == [.stopped])
    }

    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }
}
