import PeachCore

/// The NSM client as the application joins a session through it; every answer goes to
/// the open message it concerns.
extension NSMClient: ProjectManager {
    public func announce(name: String, executable: String) throws {
        try announce(applicationName: name, capabilities: "", executable: executable)
    }

    public func waitToBeOpened() throws -> ProjectOpen {
        let open: Open = try waitForOpen()
        return ProjectOpen(path: open.path, displayName: open.displayName, clientID: open.clientID)
    }

    public func opened(_ message: String) { reply(to: Self.openPath, message) }

    public func failed(_ failure: ProjectFailure, _ message: String) {
        let code: ErrorCode = switch failure {
        case .general: .general
        case .badProject: .badProject
        case .createFailed: .createFailed
        }
        fail(Self.openPath, code, message)
    }

    public func serveSaves(_ save: @escaping @Sendable () -> ProjectSaveReply) {
        serve {
            switch save() {
            case let .saved(message): .success(message)
            case let .failed(message): .failure(NSMSaveFailure(message))
            }
        }
    }
}
