import Foundation
import Testing
@testable import PeachMeasurement

/// What a stalled test prints must be right when it is finally needed: checked here on
/// processes whose threads' states are known.
@Suite("Thread states from /proc")
struct ThreadStatesTests {
    @Test("a sleeping child: its one thread, its name, asleep in its sleeping call; stopped, it is listed as stopped; a process gone says so")
    func sleepingChild() async throws {
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        // Until killed: on a busy machine this test may look long after any set time ran out.
        sleeper.arguments = ["infinity"]
        try sleeper.run()
        defer { kill(sleeper.processIdentifier, SIGKILL) }
        let pid = sleeper.processIdentifier
        // Until the child has exec'd sleep and gone to sleep in it.
        let asleep = await waitUntil(timeout: 10) { ThreadStates.describe(pid: pid).contains(" sleep S ") }
        let text = ThreadStates.describe(pid: pid)
        #expect(asleep, "\(text)")
        #expect(text.hasPrefix("threads of \(pid): \(pid) sleep S "), "\(text)")
        #if arch(x86_64)
        #expect(text.contains(" pause"), "GNU sleep waits for ever in pause: \(text)")
        #endif
        kill(pid, SIGSTOP)
        let stopped = await waitUntil(timeout: 10) { ThreadStates.stoppedProcesses().contains("\(pid) sleep") }
        #expect(stopped, "\(ThreadStates.stoppedProcesses())")
        // SIGKILL, which nothing blocks: a child inherits the test runner's signal mask.
        kill(pid, SIGKILL)
        sleeper.waitUntilExit()
        #expect(ThreadStates.describe(pid: pid) == "process \(pid) is gone")
    }

    @Test("this process: its main thread first, then the others, each with its state")
    func ownThreads() {
        let pid = getpid()
        let text = ThreadStates.describe(pid: pid)
        #expect(text.hasPrefix("threads of \(pid): \(pid) "), "\(text)")
        let entries = text.dropFirst("threads of \(pid): ".count).components(separatedBy: "; ")
        #expect(entries.count > 1, "the test runner has threads beside the main one: \(text)")
        #expect(entries.allSatisfy { $0.split(separator: " ").count >= 4 }, "\(text)")
    }
}
