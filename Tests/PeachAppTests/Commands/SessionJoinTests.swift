import Foundation
import PeachCore
import Testing
@testable import PeachApp

final class FakeSessionManager: ProjectManager, @unchecked Sendable {
    let open: ProjectOpen?
    private let lock = NSLock()
    private var said: [String] = []
    private var save: (@Sendable () -> ProjectSaveReply)?

    init(open: ProjectOpen?) {
        self.open = open
    }

    var messages: [String] { lock.withLock { said } }
    func saved() -> ProjectSaveReply? { lock.withLock { save }?() }

    func announce(name: String, executable: String) throws { lock.withLock { said.append("announce \(name) \(executable)") } }

    func waitToBeOpened() throws -> ProjectOpen {
        guard let open else { throw NoServer() }
        return open
    }

    func opened(_ message: String) { lock.withLock { said.append("opened: \(message)") } }
    func failed(_ failure: ProjectFailure, _ message: String) { lock.withLock { said.append("failed \(failure): \(message)") } }
    func serveSaves(_ save: @escaping @Sendable () -> ProjectSaveReply) { lock.withLock { self.save = save } }
    func close() {}
}

struct FakeSessionFiles: ProjectFiles, @unchecked Sendable {
    var prepareFailure: (any Error)?
    var readBackProblem: String?
    let prepared = Box()

    final class Box: @unchecked Sendable { var folders: [String] = [] }

    func clientNameProblem(_ name: String) -> String? { name.contains(":") ? "the client name may not contain ':'" : nil }

    func prepare(folder: String, config: String) throws {
        if let prepareFailure { throw prepareFailure }
        prepared.folders.append("\(folder) \(config)")
    }

    func problem(readingBack path: String) -> String? { readBackProblem }
}

@Suite("joining a session as a use case")
struct SessionJoinTests {
    let open = ProjectOpen(path: "/sessions/song/peach.nABCD", displayName: "Peach", clientID: "peach.nABCD")

    func join(_ manager: FakeSessionManager?, _ files: FakeSessionFiles, warnings: WarningLog = WarningLog()) throws -> ProjectJoin? {
        try ProjectJoin.joinIfAsked(
            connect: { manager }, name: { "peach" }, executable: "peach-session", files: files, warn: { warnings.add($0) })
    }

    @Test("announces, prepares the session's folder and config, answers the open and every save")
    func joins() throws {
        let manager = FakeSessionManager(open: open)
        let files = FakeSessionFiles()
        let session = try #require(try join(manager, files))
        #expect(session.configPath == "/sessions/song/peach.nABCD/peach.toml" && session.open.clientID == "peach.nABCD")
        #expect(files.prepared.folders == ["/sessions/song/peach.nABCD /sessions/song/peach.nABCD/peach.toml"])
        session.opened()
        #expect(manager.messages == ["announce peach peach-session", "opened: Peach is ready (/sessions/song/peach.nABCD/peach.toml)"])
        #expect(manager.saved() == .saved("saved /sessions/song/peach.nABCD/peach.toml"))
    }

    @Test("a save of a config that does not read back is refused with the reason")
    func saveRefused() throws {
        let manager = FakeSessionManager(open: open)
        var files = FakeSessionFiles()
        files.readBackProblem = "peach.toml:3:1: expected a key"
        try #require(try join(manager, files)).opened()
        #expect(manager.saved() == .failed("peach.toml:3:1: expected a key"))
    }

    @Test("no manager: no session; a manager that does not answer: a warning, and Peach runs on its own")
    func noManager() throws {
        #expect(try join(nil, FakeSessionFiles()) == nil)
        let warnings = WarningLog()
        #expect(try join(FakeSessionManager(open: nil), FakeSessionFiles(), warnings: warnings) == nil)
        #expect(warnings.lines == ["no JACK server is running; running without session management"])
    }

    @Test("a client id JACK refuses, or a folder that cannot be made, fails the open and ends with 2")
    func refusals() async throws {
        let manager = FakeSessionManager(open: ProjectOpen(path: "/s", displayName: "Peach", clientID: "a:b"))
        #expect(await failure { _ = try join(manager, FakeSessionFiles()) }
            == .usage("the session's client id 'a:b' cannot be a JACK client name: the client name may not contain ':'"))
        #expect(manager.messages.last == "failed general: the client id 'a:b' cannot be a JACK client name: the client name may not contain ':'")

        let creating = FakeSessionManager(open: open)
        var files = FakeSessionFiles()
        files.prepareFailure = NoServer()
        #expect(await failure { _ = try join(creating, files) } == .usage("no JACK server is running"))
        #expect(creating.messages.last == "failed createFailed: no JACK server is running")
    }
}

final class WarningLog: @unchecked Sendable {
    private let lock = NSLock()
    private var said: [String] = []
    var lines: [String] { lock.withLock { said } }
    func add(_ line: String) { lock.withLock { said.append(line) } }
}
