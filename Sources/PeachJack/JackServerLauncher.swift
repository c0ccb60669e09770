import Foundation

/// Starts a JACK server when none runs, with an argument vector (never a shell), and
/// stops it again when Peach leaves, since Peach started it.
public final class JackServerLauncher: @unchecked Sendable {
    public let process: Process
    public let command: [String]
    /// What to tell the musician (the dummy backend is silent).
    public let notice: String?

    /// The command used when the config names none: ALSA with a sound card, else the dummy backend.
    public static func defaultCommand(serverName: String?, hasSoundCard: Bool = JackServerLauncher.hasSoundCard()) -> (command: [String], notice: String?) {
        var command = ["jackd"]
        if let serverName { command += ["-n", serverName] }
        if hasSoundCard {
            return (command + ["-d", "alsa", "-r", "48000", "-p", "256"], nil)
        }
        return (command + ["-d", "dummy", "-r", "48000", "-p", "256"],
                "no sound card found: started a silent dummy JACK server, nothing will be heard")
    }

    /// ALSA lists its cards in /proc/asound/cards.
    public static func hasSoundCard() -> Bool {
        guard let cards = try? String(contentsOfFile: "/proc/asound/cards", encoding: .utf8) else { return false }
        return !cards.contains("no soundcards") && !cards.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// Returns nil when a server already answers; otherwise starts `command` and waits
    /// (up to `timeout` seconds) until a client can connect.
    public static func ensureServer(
        serverName: String?, command configured: [String]? = nil, logFile: String? = nil, timeout: Double = 10
    ) throws -> JackServerLauncher? {
        if (try? JackClient(name: "peach-probe", serverName: serverName)) != nil { return nil }
        // On PipeWire's libjack the graph is PipeWire's: a jackd started now would only fight
        // it for the sound card, and this process would not even talk to it.
        if JackLibrary.isPipeWire {
            throw JackError("""
                Peach runs on PipeWire's JACK (\(JackLibrary.path ?? "pw-jack")), and no PipeWire answers: start PipeWire \
                (systemctl --user start pipewire wireplumber), or run Peach without pw-jack to use jackd
                """)
        }
        let (command, notice) = configured.map { ($0, nil) } ?? defaultCommand(serverName: serverName)
        guard let executable = command.first else { throw JackError("the JACK server command is empty") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.resolve(executable))
        process.arguments = Array(command.dropFirst())
        var log = FileHandle.nullDevice
        if let logFile, FileManager.default.createFile(atPath: logFile, contents: nil), let handle = FileHandle(forWritingAtPath: logFile) {
            log = handle
        }
        process.standardOutput = log
        process.standardError = log
        do {
            try process.run()
        } catch {
            throw JackError("cannot start the JACK server (\(command.joined(separator: " "))): \(error.localizedDescription)")
        }
        let launcher = JackServerLauncher(process: process, command: command, notice: notice)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if (try? JackClient(name: "peach-probe", serverName: serverName)) != nil { return launcher }
            if !process.isRunning {
                throw JackError("the JACK server (\(command.joined(separator: " "))) exited with status \(process.terminationStatus)")
            }
            usleep(50_000)
        }
        launcher.stop()
        throw JackError("the JACK server (\(command.joined(separator: " "))) did not answer within \(Int(timeout)) s")
    }

    private init(process: Process, command: [String], notice: String?) {
        self.process = process
        self.command = command
        self.notice = notice
    }

    /// Looks a bare command name up in PATH, as a shell would, without a shell.
    public static func resolve(_ executable: String) -> String {
        guard !executable.contains("/") else { return executable }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(executable)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return executable
    }

    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}
