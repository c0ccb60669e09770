import Foundation

/// Peach as a client of an NSM session manager (New Session Manager, RaySession, Agordejo):
/// announce, then the open message names where the session keeps Peach's files and the
/// JACK client name; save messages come at any time after. Quitting is SIGTERM, handled
/// where every other signal is.
public final class NSMClient: @unchecked Sendable {
    /// The NSM API version Peach follows.
    public static let apiVersion: (major: Int32, minor: Int32) = (1, 1)

    /// The error codes of the API that Peach sends.
    public enum ErrorCode: Int32, Sendable {
        case general = -1
        case notNow = -8
        case badProject = -9
        case createFailed = -10
    }

    /// What `/nsm/client/open` says.
    public struct Open: Hashable, Sendable {
        /// Where this client keeps its files for the session (Peach makes it a folder).
        public var path: String
        public var displayName: String
        /// The name Peach's JACK client must have, unique in the session.
        public var clientID: String
    }

    public static let openPath = "/nsm/client/open"
    public static let savePath = "/nsm/client/save"

    public let url: String
    /// The session manager's name, from its answer to the announce.
    public private(set) var managerName = ""
    private let endpoint: OSCEndpoint
    private let lock = NSLock()
    private var serving: Thread?
    private var closed = false
    private let done = DispatchSemaphore(value: 0)

    /// nil when `NSM_URL` is not set: no session manager asked for Peach.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(NSMError) -> NSMClient? {
        guard let url = environment["NSM_URL"], !url.isEmpty else { return nil }
        return try NSMClient(url: url)
    }

    public init(url: String) throws(NSMError) {
        self.url = url
        endpoint = try OSCEndpoint(peerURL: url)
    }

    /// Says who Peach is and waits for the manager's answer. `applicationName` is the name
    /// Peach would give its JACK client, as the API asks.
    public func announce(applicationName: String, capabilities: String, executable: String, timeout: Double = 5) throws(NSMError) {
        endpoint.send(OSCMessage("/nsm/server/announce", [
            .string(applicationName), .string(capabilities), .string(executable),
            .int(Self.apiVersion.major), .int(Self.apiVersion.minor), .int(Int32(getpid())),
        ]))
        let answer = wait(timeout) { $0.path == "/reply" && $0.string(0) == "/nsm/server/announce" || $0.path == "/error" && $0.string(0) == "/nsm/server/announce" }
        guard let answer else { throw .noAnswer(url: url, seconds: Int(timeout)) }
        guard answer.path == "/reply" else { throw .refused(code: answer.int(1) ?? -1, message: answer.string(2) ?? "") }
        managerName = answer.string(2) ?? ""
    }

    /// The open message; Peach may not join JACK before it.
    public func waitForOpen(timeout: Double = 10) throws(NSMError) -> Open {
        let message = wait(timeout) { $0.path == Self.openPath && $0.arguments.count == 3 }
        guard let message, let path = message.string(0), let name = message.string(1), let id = message.string(2) else {
            throw .noOpen(seconds: Int(timeout))
        }
        return Open(path: path, displayName: name, clientID: id)
    }

    /// Received before their turn (the open can come in one read with the announce's
    /// reply); the waits take from here first. Touched only by the thread that waits.
    private var pending: [OSCMessage] = []

    private func wait(_ timeout: Double, for wanted: (OSCMessage) -> Bool) -> OSCMessage? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let index = pending.firstIndex(where: wanted) { return pending.remove(at: index) }
            pending += endpoint.receive(milliseconds: 100)
        } while Date() < deadline || pending.contains(where: wanted)
        return nil
    }

    /// `/reply PATH MESSAGE`: the request at PATH is done.
    public func reply(to path: String, _ message: String) {
        lock.withLock { endpoint.send(OSCMessage("/reply", [.string(path), .string(message)])) }
    }

    /// `/error PATH CODE MESSAGE`: the request at PATH failed.
    public func fail(_ path: String, _ code: ErrorCode, _ message: String) {
        lock.withLock { endpoint.send(OSCMessage("/error", [.string(path), .int(code.rawValue), .string(message)])) }
    }

    /// Answers the manager's later messages on a thread of its own: `save` runs for each
    /// save message and its result is the reply. Other messages need no answer.
    public func serve(save: @escaping @Sendable () -> Result<String, NSMSaveFailure>) {
        let thread = Thread { [self] in
            var inbox = pending
            pending = []
            while !lock.withLock({ closed }) {
                inbox += endpoint.receive(milliseconds: 100)
                defer { inbox.removeAll() }
                for message in inbox where message.path == Self.savePath {
                    switch save() {
                    case let .success(words): reply(to: Self.savePath, words)
                    case let .failure(failure): fail(Self.savePath, .general, failure.message)
                    }
                }
            }
            done.signal()
        }
        thread.name = "peach-nsm"
        lock.withLock { serving = thread }
        thread.start()
    }

    /// Stops serving; the socket closes when the client goes.
    public func close() {
        // The thread that serves is waited for once; a second close finds none.
        let thread = lock.withLock { () -> Thread? in
            closed = true
            defer { serving = nil }
            return serving
        }
        if thread != nil { done.wait() }
    }
}

/// Why a save could not be done, for the session manager to show.
public struct NSMSaveFailure: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
