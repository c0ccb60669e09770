import ArgumentParser
import Foundation
import PeachApp
import PeachConfig
import PeachAudio
import PeachJack

/// Brings up the audio side: a JACK server if none runs (unless told not to), then the engine.
struct AudioSetup: Sendable {
    let engine: AudioEngine
    /// The server Peach started, stopped again when Peach leaves.
    let launchedServer: JackServerLauncher?
    /// What the start said that a musician must know (a silent dummy server).
    let notes: [String]

    /// `printNotes`: say the notes on stderr now; the screens and headless mode show them
    /// their own way (on the status line, as warning events).
    static func start(_ options: GlobalOptions, configuration: PeachConfiguration, printNotes: Bool = true) throws -> AudioSetup {
        let environment = ProcessInfo.processInfo.environment
        var launched: JackServerLauncher?
        // JACK's own convention: JACK_NO_START_SERVER means "never start one for me".
        if environment["JACK_NO_START_SERVER"] == nil && configuration.jack.startServer {
            do {
                let command = configuration.jack.serverCommand.isEmpty ? nil : configuration.jack.serverCommand
                launched = try JackServerLauncher.ensureServer(serverName: environment["JACK_DEFAULT_SERVER"], command: command)
            } catch {
                throw CommandFailure(ExitStatus.jackUnavailable, "\(error)")
            }
            if printNotes, let notice = launched?.notice { console.tell(notice) }
        }
        do {
            let engine = try AudioEngine(options: options.engineOptions(configuration))
            if printNotes { for warning in engine.connectWarnings { console.tell("warning: \(warning)") } }
            return AudioSetup(engine: engine, launchedServer: launched, notes: launched?.notice.map { [$0] } ?? [])
        } catch {
            launched?.stop()
            throw CommandFailure(ExitStatus.jackUnavailable, "\(error)")
        }
    }

    func shutDown() {
        engine.close()
        launchedServer?.stop()
    }
}
