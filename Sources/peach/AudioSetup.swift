import ArgumentParser
import Foundation
import PeachAudio

/// Brings up the audio side: a JACK server if none runs (unless told not to), then the engine.
struct AudioSetup {
    let engine: AudioEngine
    /// The server Peach started, stopped again when Peach leaves.
    let launchedServer: JackServerLauncher?

    static func start(_ options: GlobalOptions) throws -> AudioSetup {
        let environment = ProcessInfo.processInfo.environment
        var launched: JackServerLauncher?
        // JACK's own convention: JACK_NO_START_SERVER means "never start one for me".
        if environment["JACK_NO_START_SERVER"] == nil {
            do {
                launched = try JackServerLauncher.ensureServer(serverName: environment["JACK_DEFAULT_SERVER"])
            } catch {
                printError("\(error)")
                throw PeachExitCode.jackUnavailable
            }
            if let notice = launched?.notice { printError(notice) }
        }
        do {
            let engine = try AudioEngine(options: AudioEngineOptions(clientName: options.jackName, destinations: options.audioDestinations))
            for warning in engine.connectWarnings { printError("warning: \(warning)") }
            return AudioSetup(engine: engine, launchedServer: launched)
        } catch {
            launched?.stop()
            printError("\(error)")
            throw PeachExitCode.jackUnavailable
        }
    }

    func shutDown() {
        engine.close()
        launchedServer?.stop()
    }
}
