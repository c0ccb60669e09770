import Foundation
import PeachJack

/// The built `peach` executable, run as its own process: how a musician runs it, and the
/// only safe way to let a JACK server die under a client (libjack's global state is shared
/// by all clients of a process).
public final class PeachProcess: @unchecked Sendable {
    public static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("peach")
    }

    public let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private let lines = LineCollector()
    private let errorText = LineCollector()

    private var input: FileHandle?

    /// A line sent to a Peach that has just exited would raise SIGPIPE in this process and
    /// end it (a whole test run); ignored, the write fails with EPIPE and `send` moves on.
    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// The other executables built beside peach (the test rig, the store writer).
    public static func built(_ name: String) -> URL { executable.deletingLastPathComponent().appendingPathComponent(name) }

    /// `standardInput`: text fed at once, then end of input. `interactive`: input stays
    /// open for `send` (and `closeInput`). `launcher`: a command that runs the program
    /// (`pw-jack`), looked up in PATH. `environment`: variables set (or, as nil, removed)
    /// after the others.
    public init(
        _ arguments: [String], executable: URL = PeachProcess.executable, launcher: [String] = [],
        serverName: String? = ProcessInfo.processInfo.environment["JACK_DEFAULT_SERVER"],
        environment overrides: [String: String?] = [:],
        standardInput: String? = nil, interactive: Bool = false, allowServerStart: Bool = false
    ) throws {
        if let command = launcher.first {
            process.executableURL = URL(fileURLWithPath: JackServerLauncher.resolve(command))
            process.arguments = Array(launcher.dropFirst()) + [executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        var environment = ProcessInfo.processInfo.environment
        if let serverName { environment["JACK_DEFAULT_SERVER"] = serverName }
        if allowServerStart {
            environment["JACK_NO_START_SERVER"] = nil
        } else {
            environment["JACK_NO_START_SERVER"] = "1"
        }
        for (key, value) in overrides { environment[key] = value }
        process.environment = environment
        if interactive {
            Self.ignoreBrokenPipes
            let pipe = Pipe()
            process.standardInput = pipe
            input = pipe.fileHandleForWriting
        } else if let standardInput {
            let input = Pipe()
            process.standardInput = input
            input.fileHandleForWriting.write(Data(standardInput.utf8))
            try? input.fileHandleForWriting.close()
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        lines.collect(from: output.fileHandleForReading)
        errorText.collect(from: errors.fileHandleForReading)
    }

    public var outputLines: [String] { lines.lines }

    /// Writes a line to the process's standard input (interactive processes only).
    public func send(_ line: String) {
        // The throwing form: a process that has exited gives an error, not a crash.
        try? input?.write(contentsOf: Data((line + "\n").utf8))
    }

    public func closeInput() {
        try? input?.close()
        input = nil
    }

    /// The JSON objects among the output lines.
    public var jsonEvents: [[String: Any]] {
        outputLines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
    }
    public var errorOutput: String { errorText.lines.joined(separator: "\n") }

    /// Ends the process if it still runs (SIGTERM, then SIGKILL after 10 s) and waits for
    /// it, so that the next test does not meet it.
    public func end() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Waits for the process to exit; nil if it is still running after `timeout` seconds.
    public func waitForExit(timeout: Double) async -> (reason: Process.TerminationReason, status: Int32)? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { try? await Task.sleep(nanoseconds: 10_000_000) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        // The exit can be seen before the last output is read: wait for the pipes' end too.
        while !(lines.isComplete && errorText.isComplete) && Date() < deadline { try? await Task.sleep(nanoseconds: 10_000_000) }
        return (process.terminationReason, process.terminationStatus)
    }
}

final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = Data()

    private var ended = false

    /// Reads `handle` to its end on a thread of its own. Plain read(2), retried when a
    /// signal interrupts it: FileHandle's readability handler gave empty data, taken for the
    /// end, when the child's exit interrupted a read (SIGCHLD), and an export's last lines
    /// were lost (seen once in about twenty runs).
    func collect(from handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let descriptor = handle.fileDescriptor
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(descriptor, &chunk, chunk.count)
                if count > 0 {
                    lock.withLock { buffer.append(contentsOf: chunk[0..<count]) }
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            // Read to its end: the descriptor goes (a long run of processes would hold thousands).
            try? handle.close()
            lock.withLock { ended = true }
        }
    }

    var isComplete: Bool { lock.withLock { ended } }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: buffer, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
