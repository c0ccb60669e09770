import Foundation
import PeachApp
import PeachConfig
import PeachJack
import PeachSession

/// Peach in a studio session saved by an NSM session manager (`NSM_URL` set). The session
/// owns the routing, the MIDI mapping and the sound: Peach keeps them in a config file of
/// the session's own, under the folder the open message names, and takes the JACK client
/// name the session gives. The training history stays the person's database.
struct SessionJoin: Sendable {
    let client: NSMClient
    let open: NSMClient.Open
    /// The session's config file: `<path>/peach.toml`.
    let configPath: String

    /// Announces Peach and waits for the open message. nil without `NSM_URL`, or when the
    /// manager does not answer (said through `warn`; Peach then runs on its own).
    static func joinIfAsked(_ global: GlobalOptions, warn: @Sendable (String) -> Void) throws -> SessionJoin? {
        let client: NSMClient
        do {
            guard let asked = try NSMClient.fromEnvironment() else { return nil }
            client = asked
        } catch {
            warn("\(error); running without session management")
            return nil
        }
        // The name Peach would give its JACK client, as the API asks.
        let configured = (try? PeachConfiguration.load(path: global.resolvedConfigPath, mustExist: false))?.jack.clientName
        let name = global.jackName ?? configured.flatMap { JackClientName.problem($0) == nil ? $0 : nil } ?? "peach"
        let open: NSMClient.Open
        do {
            try client.announce(applicationName: name, capabilities: "", executable: CommandLine.arguments[0])
            open = try client.waitForOpen()
        } catch {
            warn("\(error); running without session management")
            return nil
        }
        if let problem = JackClientName.problem(open.clientID) {
            client.fail(NSMClient.openPath, .general, "the client id '\(open.clientID)' cannot be a JACK client name: \(problem)")
            printError("the session's client id '\(open.clientID)' cannot be a JACK client name: \(problem)")
            throw PeachExitCode.usage
        }
        let configPath = (open.path as NSString).appendingPathComponent("peach.toml")
        do {
            try prepare(folder: open.path, config: configPath, seed: global.resolvedConfigPath)
        } catch {
            client.fail(NSMClient.openPath, .createFailed, "\(error)")
            printError("\(error)")
            throw PeachExitCode.usage
        }
        return SessionJoin(client: client, open: open, configPath: configPath)
    }

    struct CannotCreate: Error, CustomStringConvertible {
        var description: String
    }

    /// The session's folder and config file. A new session starts from the person's own
    /// config (or the defaults); an existing one is left as it is.
    private static func prepare(folder: String, config: String, seed: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            throw CannotCreate(description: "the session's path \(folder) is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CannotCreate(description: "the session's folder \(folder) cannot be made")
        }
        guard !FileManager.default.fileExists(atPath: config) else { return }
        let start = (try? RegularFile.read(seed)).map { Data($0) }
            ?? Data("# Peach's settings for this session; every key is in Peach's documented peach.toml.\n".utf8)
        guard FileManager.default.createFile(atPath: config, contents: start) else {
            throw CannotCreate(description: "the session's config \(config) cannot be written")
        }
    }

    /// Peach is up (config read, store open, JACK joined): the open is done, and save
    /// messages are answered from now on. Peach writes every change to the config file as
    /// it is made, so a save confirms that the file is there and reads back.
    func opened() {
        client.reply(to: NSMClient.openPath, "Peach is ready (\(configPath))")
        let path = configPath
        client.serve {
            do {
                _ = try PeachConfiguration.load(path: path, mustExist: true)
                return .success("saved \(path)")
            } catch {
                return .failure(SessionSaveFailure("\(error)"))
            }
        }
    }

    /// Peach could not start with the session's files: the manager hears why.
    func failed(_ code: NSMClient.ErrorCode, _ message: String) {
        client.fail(NSMClient.openPath, code, message)
    }

    func close() { client.close() }
}
