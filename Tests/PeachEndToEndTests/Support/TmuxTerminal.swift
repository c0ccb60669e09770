import Foundation
import Glibc
import PeachMeasurement

/// A real terminal for the screens: a private tmux server with one pane running a plain
/// bash, driven as a musician would (keys in) and read as they would (the pane's text).
final class TmuxTerminal: @unchecked Sendable {
    let socket = uniqueName("peach-tui")
    let columns = 100, rows = 32

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `environment` adds to (or, with nil, removes from) the test's own.
    init(environment: [String: String?]) throws {
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        merged["PS1"] = "$ "
        merged["TERM"] = "xterm-256color"
        // The pane's shell inherits the tmux server's environment, which is this one.
        // No pipes for this one: the server it starts would hold them open.
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "\(columns)", "-y", "\(rows)", "bash --norc --noprofile"],
                 environment: merged, capture: false)
    }

    /// Runs tmux on this terminal's server and returns what it printed. Spawned and reaped
    /// directly: the server that `new-session` leaves behind must not hold our pipes.
    @discardableResult
    func tmux(_ arguments: [String], environment: [String: String]? = nil, capture: Bool = true) throws -> String {
        try Self.run("/usr/bin/tmux", ["-L", socket] + arguments, environment: environment, capture: capture)
    }

    static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil, capture: Bool = true) throws -> String {
        var pipe: [Int32] = [-1, -1]
        guard Glibc.pipe(&pipe) == 0 else { throw Failure(description: "pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capture {
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addclose(&actions, pipe[1])
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let environment = environment ?? ProcessInfo.processInfo.environment
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        // As from a shell: no signal blocked (the test runner's threads block most), none ignored.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        Glibc.close(pipe[1])
        defer { Glibc.close(pipe[0]) }
        guard spawned == 0 else { throw Failure(description: "cannot run \(path): \(String(cString: strerror(spawned)))") }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
            if count > 0 { output += buffer.prefix(count) } else if count == 0 || errno != EINTR { break }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else { throw Failure(description: "\(path) \(arguments.joined(separator: " ")) failed (status \(status))") }
        return String(decoding: output, as: UTF8.self)
    }

    /// A command line typed into the shell and Enter.
    func type(_ line: String) throws {
        try tmux(["send-keys", "-t", "main", "-l", line])
        try tmux(["send-keys", "-t", "main", "Enter"])
    }

    /// Keys by tmux's names: "Enter", "Up", "S-Right", "Escape", "C-c", "h".
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "main"] + keys)
    }

    /// What the pane shows now.
    func screen() -> String { (try? tmux(["capture-pane", "-p", "-t", "main"])) ?? "" }

    /// A tmux format of the pane, e.g. "#{alternate_on}".
    func format(_ format: String) -> String {
        ((try? tmux(["display-message", "-p", "-t", "main", format])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the screen satisfies `condition`; returns that screen, or nil after `timeout`.
    func waitForScreen(timeout: Double = 10, _ condition: (String) -> Bool) async -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let text = screen()
            if condition(text) { return text }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
        return nil
    }

    func waitFor(_ text: String, timeout: Double = 10) async -> Bool {
        await waitForScreen(timeout: timeout) { $0.contains(text) } != nil
    }

    /// The process running in the pane's shell (Peach), if any.
    var foregroundProcess: Int32? {
        guard let shell = Int32(format("#{pane_pid}")),
              let children = try? Self.run("/usr/bin/pgrep", ["-P", "\(shell)"]) else { return nil }
        return children.split(separator: "\n").compactMap { Int32($0) }.first
    }

    func close() {
        do {
            try tmux(["kill-server"])
        } catch {
            print("cannot stop the tmux server \(socket): \(error)")
        }
    }
}
