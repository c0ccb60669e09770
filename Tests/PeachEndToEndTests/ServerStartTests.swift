import Foundation
import PeachMeasurement
import Testing
@testable import PeachJack

@Suite("Starting a JACK server when none runs")
struct ServerStartTests {
    @Test("the default command: ALSA with a sound card, else the dummy backend with a notice")
    func defaultCommand() {
        let card = JackServerLauncher.defaultCommand(serverName: "x", hasSoundCard: true)
        #expect(card.command == ["jackd", "-n", "x", "-d", "alsa", "-r", "48000", "-p", "256"])
        #expect(card.notice == nil)
        let none = JackServerLauncher.defaultCommand(serverName: nil, hasSoundCard: false)
        #expect(none.command == ["jackd", "-d", "dummy", "-r", "48000", "-p", "256"])
        #expect(none.notice?.contains("nothing will be heard") == true)
    }

    @Test("needs-server answers from the command line's own parse: 0 for the commands that join JACK, 1 for the others, 2 for a bad command line")
    func needsServer() async throws {
        for (arguments, status) in [
            ("", 0), ("--seed 3", 0), ("compare --headless --intervals P5", 0), ("--jack-name x match", 0), ("profile", 0),
            ("settings", 0), ("sound-check", 0), ("devices", 0), ("midi learn", 0),
            ("profile --json", 1), ("export", 1), ("import f.csv --merge", 1), ("backup b", 1), ("restore b --merge", 1), ("reset --yes", 1), ("report --html r.html", 1),
            ("sounds", 1), ("midi show", 1), ("--db x.sqlite export", 1), ("--help", 1), ("compare --help", 1), ("--version", 1),
            ("help compare", 1), ("--generate-completion-script bash", 1),
            ("comapre", 2), ("--seed", 2), ("compare --connect a:b --no-connect", 2), ("--jack-name a:b compare", 2),
        ] as [(String, Int32)] {
            let result = try await shell("\"$PEACH\" needs-server -- \(arguments)")
            #expect(result.status == status, "peach needs-server -- \(arguments): \(result.output)")
        }
        // A question for scripts: not among the commands a musician is shown.
        let help = try await shell("\"$PEACH\" --help")
        #expect(!help.output.contains("needs-server"))
    }

    @Test("peach starts a server itself, plays, and stops the server it started")
    func startsItsOwnServer() async throws {
        try await ServerAccess.exclusive {
            var name = uniqueName("peach-own")
            var peach = try PeachProcess(["sound-check", "--duration", "0.3", "--no-connect"], serverName: name, allowServerStart: true)
            var exit = await peach.waitForExit(timeout: 30)
            // With the lanes' servers and their private ones running, the jackd Peach started
            // once exited 255 at once (why, its log did not say: no log is kept for it here);
            // Peach said so and exited 3, rightly. Once more, a moment later, before judging.
            if exit?.status == 3, peach.errorOutput.contains("exited with status 255") {
                try await Task.sleep(for: .seconds(2))
                name = uniqueName("peach-own")
                peach = try PeachProcess(["sound-check", "--duration", "0.3", "--no-connect"], serverName: name, allowServerStart: true)
                exit = await peach.waitForExit(timeout: 30)
            }
            #expect(exit?.status == 0, "\(peach.errorOutput)")
            #expect(peach.outputLines.last == "done")
            if !JackServerLauncher.hasSoundCard() {
                #expect(peach.errorOutput.contains("nothing will be heard"))
            }
            // The server Peach started is gone again.
            #expect(throws: JackUnavailable.self) { try JackClient(name: "peach-check", serverName: name) }
        }
    }
}
