import Foundation
import PeachJack

/// The audio side brought up: a JACK server if none runs (unless told not to), then the
/// engine. A command that joins JACK starts here and shuts down here.
public struct AudioStartup: Sendable {
    public let engine: AudioEngine
    /// The server Peach started, stopped again when Peach leaves.
    public let launchedServer: JackServerLauncher?
    /// What the start said that a musician must know (a silent dummy server).
    public var notes: [String] { launchedServer?.notice.map { [$0] } ?? [] }

    /// Why the audio side did not come up: no server could be started or joined.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// `startServer`: the config's wish; JACK's own convention `JACK_NO_START_SERVER` in
    /// `environment` ("never start one for me") overrides it. `serverCommand` empty: the
    /// launcher's default (a dummy server when there is no sound card).
    public static func start(
        _ options: AudioEngineOptions, startServer: Bool, serverCommand: [String],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(Failure) -> AudioStartup {
        var launched: JackServerLauncher?
        if environment["JACK_NO_START_SERVER"] == nil && startServer {
            do {
                launched = try JackServerLauncher.ensureServer(
                    serverName: environment["JACK_DEFAULT_SERVER"], command: serverCommand.isEmpty ? nil : serverCommand)
            } catch {
                throw Failure(description: "\(error)")
            }
        }
        do {
            return AudioStartup(engine: try AudioEngine(options: options), launchedServer: launched)
        } catch {
            launched?.stop()
            throw Failure(description: "\(error)")
        }
    }

    public func shutDown() {
        engine.close()
        launchedServer?.stop()
    }
}
