import Foundation

/// Where each thread of a process waits, as the kernel tells it in /proc: what a test prints
/// when a process it drives stalls. It tells a thread blocked on the JACK server (a socket
/// read or write) from one waiting on a lock (a futex) or one starved of the CPU (running).
public enum ThreadStates {
    /// One entry per thread: its id, name, state letter, system call and kernel wait channel.
    public static func describe(pid: Int32) -> String {
        let folder = "/proc/\(pid)/task"
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return "process \(pid) is gone" }
        let threads = tasks.compactMap(Int.init).sorted().map { tid in
            let path = "\(folder)/\(tid)"
            let state = stateLetter(read(path + "/stat")).map(String.init) ?? "?"
            let call = read(path + "/syscall").split(separator: " ").first.map { systemCall(String($0)) } ?? "?"
            let channel = read(path + "/wchan")
            return "\(tid) \(read(path + "/comm")) \(state) \(call)\(channel.isEmpty || channel == "0" ? "" : " in \(channel)")"
        }
        return "threads of \(pid): " + threads.joined(separator: "; ")
    }

    /// The running `jackd` serving `name` (`-n name`, or the default server for nil).
    public static func jackServer(named name: String?) -> Int32? {
        for pid in processIDs() {
            let arguments = read("/proc/\(pid)/cmdline").split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
            guard let command = arguments.first, command.hasSuffix("jackd") else { continue }
            let served = arguments.firstIndex(of: "-n").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
            if served == name || (name == nil || name == "default") && served == nil { return pid }
        }
        return nil
    }

    /// The threads of the test JACK server (`JACK_DEFAULT_SERVER`), or why there are none,
    /// and the machine's stopped processes: jackd writes its notices to each client and waits
    /// while a client's socket is full, so one stopped client holds every client's requests.
    public static func describeTestServer() -> String {
        let name = ProcessInfo.processInfo.environment["JACK_DEFAULT_SERVER"]
        let server = jackServer(named: name).map { "jackd " + describe(pid: $0) } ?? "no jackd serving \(name ?? "default") found"
        let stopped = stoppedProcesses()
        return server + "\nstopped processes: " + (stopped.isEmpty ? "none" : stopped.joined(separator: "; "))
    }

    /// Every process stopped by a signal or a debugger (state T or t): its id and name.
    public static func stoppedProcesses() -> [String] {
        processIDs().compactMap { pid in
            let state = stateLetter(read("/proc/\(pid)/stat"))
            return state == "T" || state == "t" ? "\(pid) \(read("/proc/\(pid)/comm"))" : nil
        }
    }

    /// The state letter of a `stat` line: after the name, which is in parentheses and may
    /// hold anything, parentheses too.
    private static func stateLetter(_ stat: String) -> Character? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let rest = stat[stat.index(after: close)...].drop { $0 == " " }
        return rest.first
    }

    /// Every process on the machine, in order.
    private static func processIDs() -> [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(Int32.init).sorted()
    }

    private static func read(_ path: String) -> String {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The calls a stalled thread is most often in, by name; others by number ("running" when
    /// the thread is on the CPU, not in a call).
    private static func systemCall(_ field: String) -> String {
        #if arch(x86_64)
        let names = ["0": "read", "1": "write", "7": "poll", "23": "select", "34": "pause", "35": "nanosleep", "42": "connect", "43": "accept",
                     "44": "sendto", "45": "recvfrom", "46": "sendmsg", "47": "recvmsg", "61": "wait4", "202": "futex",
                     "230": "clock_nanosleep", "232": "epoll_wait", "271": "ppoll"]
        if let name = names[field] { return name }
        #endif
        return field == "running" ? "running" : "syscall \(field)"
    }
}
