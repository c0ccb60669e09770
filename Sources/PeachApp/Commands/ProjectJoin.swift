import Foundation
import PeachCore

/// Peach in a studio session saved by a session manager (`NSM_URL` set). The session owns
/// the routing, the MIDI mapping and the sound: Peach keeps them in a config file of the
/// session's own, under the folder the open message names, and takes the JACK client name
/// the session gives. The training history stays the person's database.
public struct ProjectJoin: Sendable {
    let manager: any ProjectManager
    public let open: ProjectOpen
    /// The session's config file: `<path>/peach.toml`.
    public let configPath: String
    let files: any ProjectFiles

    /// Announces Peach and waits for the open message. nil without a manager, or when the
    /// manager does not answer (said through `warn`; Peach then runs on its own).
    /// `connect`: the manager `NSM_URL` names, nil without one. `name`: the JACK client
    /// name Peach would have, as the announce asks.
    public static func joinIfAsked(
        connect: () throws -> (any ProjectManager)?, name: () -> String, executable: String, files: any ProjectFiles,
        warn: @Sendable (String) -> Void
    ) throws(CommandFailure) -> ProjectJoin? {
        let manager: any ProjectManager
        let open: ProjectOpen
        do {
            guard let asked = try connect() else { return nil }
            manager = asked
            try manager.announce(name: name(), executable: executable)
            open = try manager.waitToBeOpened()
        } catch {
            warn("\(error); running without session management")
            return nil
        }
        if let problem = files.clientNameProblem(open.clientID) {
            let reason = "client id '\(Excerpt.of(open.clientID))' cannot be a JACK client name: \(problem)"
            manager.failed(.general, "the \(reason)")
            throw .usage("the session's \(reason)")
        }
        let configPath = (open.path as NSString).appendingPathComponent("peach.toml")
        do {
            try files.prepare(folder: open.path, config: configPath)
        } catch {
            manager.failed(.createFailed, "\(error)")
            throw .usage("\(error)")
        }
        return ProjectJoin(manager: manager, open: open, configPath: configPath, files: files)
    }

    /// Peach is up (config read, store open, JACK joined): the open is done, and save
    /// messages are answered from now on. Peach writes every change to the config file as
    /// it is made, so a save confirms that the file is there and reads back.
    public func opened() {
        manager.opened("Peach is ready (\(configPath))")
        let (path, files) = (configPath, files)
        manager.serveSaves {
            if let problem = files.problem(readingBack: path) { return .failed(problem) }
            return .saved("saved \(path)")
        }
    }

    /// Peach could not start with the session's files: the manager hears why.
    public func failed(_ failure: ProjectFailure, _ message: String) {
        manager.failed(failure, message)
    }

    public func close() { manager.close() }
}
