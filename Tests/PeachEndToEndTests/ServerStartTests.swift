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

    @Test("peach starts a server itself, plays, and stops the server it started")
    func startsItsOwnServer() async throws {
        try await ServerAccess.exclusive {
            let name = uniqueName("peach-own")
            let peach = try PeachProcess(["sound-check", "--duration", "0.3", "--no-connect"], serverName: name, allowServerStart: true)
            let exit = await peach.waitForExit(timeout: 30)
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
