import Foundation
import PeachMeasurement
@testable import PeachAudio

/// A dummy JACK server of a test's own, for tests that kill it, change its buffer size or
/// need it quiet: the shared server stays untouched.
final class PrivateJackServer: @unchecked Sendable {
    let name: String
    let logFile: String
    private let launcher: JackServerLauncher

    /// `fixedName`: for a server the test will SIGKILL. JACK's shared-memory registry has 8
    /// slots and frees a dead server's slot only when a server of the same name starts
    /// again, so killed servers must reuse one name or they use the registry up.
    init(period: Int = 256, fixedName: String? = nil) throws {
        name = fixedName ?? uniqueName("peach-private")
        logFile = NSTemporaryDirectory() + "\(name).log"
        let command = ["jackd", "-n", name, "-d", "dummy", "-r", "48000", "-p", "\(period)"]
        guard let launcher = try JackServerLauncher.ensureServer(serverName: name, command: command, logFile: logFile) else {
            throw JackError("a server named \(name) was already running")
        }
        self.launcher = launcher
    }

    var processIdentifier: Int32 { launcher.process.processIdentifier }
    var isRunning: Bool { launcher.process.isRunning }

    /// Runs a JACK command-line tool against this server.
    func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
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

    var log: String { (try? String(contentsOfFile: logFile, encoding: .utf8)) ?? "" }

    func stop() {
        launcher.stop()
        try? FileManager.default.removeItem(atPath: logFile)
    }
}
