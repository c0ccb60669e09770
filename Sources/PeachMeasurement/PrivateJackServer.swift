import Foundation
import PeachJack

/// A dummy JACK server of a test's own, for tests that kill it, change its buffer size or
/// need it quiet: the shared server stays untouched.
public final class PrivateJackServer: @unchecked Sendable {
    public let name: String
    public let logFile: String
    private let launcher: JackServerLauncher
    private let fixedName: String?
    private let command: [String]
    private var stopped = false

    /// `fixedName`: for a server the test will SIGKILL. JACK's shared-memory registry has 8
    /// slots and frees a dead server's slot only when a server of the same name starts
    /// again, so killed servers must reuse one name or they use the registry up.
    public init(period: Int = 256, fixedName: String? = nil) throws {
        name = fixedName ?? uniqueName("peach-private")
        logFile = NSTemporaryDirectory() + "\(name).log"
        let command = ["jackd", "-n", name, "-d", "dummy", "-r", "48000", "-p", "\(period)"]
        var launcher = try JackServerLauncher.ensureServer(serverName: name, command: command, logFile: logFile)
        if launcher == nil, fixedName != nil {
            // Left over from a test run that crashed before stopping it: a fixed name is ours.
            let cleanup = Process()
            cleanup.executableURL = URL(fileURLWithPath: "/usr/bin/pkill")
            cleanup.arguments = ["-f", "jackd -n \(name) "]
            try cleanup.run()
            cleanup.waitUntilExit()
            // Until the old server no longer answers (it may take a moment to die).
            let deadline = Date().addingTimeInterval(5)
            while (try? JackClient(name: "peach-probe", serverName: name)) != nil, Date() < deadline { usleep(20_000) }
            launcher = try JackServerLauncher.ensureServer(serverName: name, command: command, logFile: logFile)
        }
        guard let launcher else { throw JackError("a server named \(name) is already running") }
        self.launcher = launcher
        self.fixedName = fixedName
        self.command = command
    }

    /// The fixed name of a server a test kills. scripts/test runs its JACK suites in lanes,
    /// processes side by side (`PEACH_TEST_LANE`), each killing servers of its own: one name a
    /// lane, or one lane's clean-up would kill another's server.
    public static var killedServerName: String {
        let lane = ProcessInfo.processInfo.environment["PEACH_TEST_LANE"].map { "-\($0)" } ?? ""
        return "peach-test-killed" + lane
    }

    public var processIdentifier: Int32 { launcher.process.processIdentifier }
    public var isRunning: Bool { launcher.process.isRunning }

    /// Runs a JACK command-line tool against this server.
    public func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: JackServerLauncher.resolve(tool))
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["JACK_DEFAULT_SERVER"] = name
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    public var log: String { (try? String(contentsOfFile: logFile, encoding: .utf8)) ?? "" }

    /// Stops it; a server of a fixed name that was killed is started once more and stopped
    /// cleanly, which frees its slot in the registry: with the lanes of scripts/test, their
    /// servers and their tests' private ones come close to the 8 slots.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        let killed = !launcher.process.isRunning
        launcher.stop()
        if killed, fixedName != nil, let again = try? JackServerLauncher.ensureServer(serverName: name, command: command, logFile: logFile) {
            again.stop()
        }
        try? FileManager.default.removeItem(atPath: logFile)
    }
}
