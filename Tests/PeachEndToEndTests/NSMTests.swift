import Foundation
import PeachCore
import PeachDoubles
import PeachMeasurement
import PeachStore
import Testing

/// Peach under an NSM session manager, the manager played by `NSMPeer` over real UDP:
/// announce, open, save, quit (SIGTERM), each reply checked, on the test JACK server.
extension PeachProcess: NSMTests.Output {}

@Suite("Session manager (NSM), end to end")
struct NSMTests {
    /// The person's own files, and a session folder as the manager would name it.
    final class Desk: @unchecked Sendable {
        let folder: String
        var database: String { folder + "/peach.sqlite" }
        var personConfig: String { folder + "/config.toml" }
        var sessionPath: String { folder + "/session/peach.nPEACH" }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-nsm")).path
            try FileManager.default.createDirectory(atPath: folder + "/session", withIntermediateDirectories: true)
            try "# the person's own\n[training]\nsoundSource = \"sine\"\nnoteDuration = 0.5\n"
                .write(toFile: personConfig, atomically: true, encoding: .utf8)
        }

        /// `interactive`: standard input a pipe the test writes to; otherwise /dev/null, as a
        /// manager started from a desktop leaves it.
        func peach(_ peer: NSMPeer, host: String = "127.0.0.1", interactive: Bool = true) throws -> PeachProcess {
            try PeachProcess(["compare", "--headless", "--no-connect", "--db", database, "--config", personConfig],
                             environment: ["NSM_URL": peer.url(host: host)], interactive: interactive)
        }

        func close() { try? FileManager.default.removeItem(atPath: folder) }
    }

    static func events(_ peach: PeachProcess, _ name: String) -> [[String: Any]] { peach.jsonEvents.filter { $0["event"] as? String == name } }

    /// Announce answered, open sent: returns the announce as Peach sent it and its address.
    /// What a failed handshake shows: Peach's standard error when the test runs it.
    protocol Output { var errorOutput: String { get } }
    struct PeachProcessless: Output { var errorOutput: String { "(in the terminal)" } }

    static func handshake(_ peer: NSMPeer, _ peach: any Output, open path: String, clientID: String) async throws -> (NSMPeer.Message, sockaddr_in) {
        let received = try #require(try await peer.answerAnnounce(timeout: 10, open: path, clientID: clientID), "no announce: \(peach.errorOutput)")
        return (received.message, received.from)
    }

    @Test("announce, open (JACK client name and the session's own config), save, an intruder ignored, a broken config refused on save, SIGTERM quits keeping every answer")
    func wholeSession() async throws {
        try await ServerAccess.exclusive {
            let desk = try Desk()
            defer { desk.close() }
            let peer = try NSMPeer()
            let peach = try desk.peach(peer)
            defer { peach.end() }
            let clientID = "peach." + uniqueName("n").replacingOccurrences(of: "-", with: "")
            let (announce, address) = try await Self.handshake(peer, peach, open: desk.sessionPath, clientID: clientID)

            // The announce, field by field as the API has it.
            #expect(announce.path == "/nsm/server/announce")
            #expect(announce.typeTags == "sssiii", "\(announce)")
            #expect(announce.values.first == .string("peach"), "the application name is the JACK client name Peach would use")
            try #require(announce.values.count == 6, "\(announce)")
            #expect(announce.values[3] == .int(1) && announce.values[4] == .int(1))
            #expect(announce.values[5] == .int(peach.process.processIdentifier))
            if case let .string(executable) = announce.values[2] { #expect(executable.hasSuffix("peach")) }

            let opened = try #require(try await peer.receive(timeout: 15), "no reply to open: \(peach.errorOutput)")
            #expect(opened.message.path == "/reply" && opened.message.values.first == .string("/nsm/client/open"), "\(opened.message)")
            // The session's name for the JACK client, and its own config, seeded from the person's.
            try #require(await waitUntil(timeout: 10) { !Self.events(peach, "ready").isEmpty }, "\(peach.errorOutput)")
            #expect(Self.events(peach, "ready").first?["client"] as? String == clientID)
            let sessionConfig = desk.sessionPath + "/peach.toml"
            #expect(try String(contentsOfFile: sessionConfig, encoding: .utf8).contains("# the person's own"))

            // A save from another address is not the manager's: no answer to anyone.
            let intruder = try NSMPeer()
            intruder.send("/nsm/client/save", [], to: address)
            #expect(try await intruder.receive(timeout: 1) == nil)
            #expect(try await peer.receive(timeout: 0.5) == nil)

            peer.send("/nsm/client/save", [], to: address)
            let saved = try #require(try await peer.receive(timeout: 5), "no reply to save")
            #expect(saved.message.path == "/reply" && saved.message.values.first == .string("/nsm/client/save"), "\(saved.message)")

            // One answer, stored.
            let isNote2: ([String: Any]) -> Bool = { $0["event"] as? String == "state" && $0["state"] as? String == "playingNote2" }
            try #require(await waitUntil(timeout: 10) { peach.jsonEvents.contains(where: isNote2) })
            peach.send("higher")
            try #require(await waitUntil(timeout: 10) { !Self.events(peach, "trial").isEmpty })

            // A config the session cannot read back: the save is an error, with the place.
            try "[training]\nnoteDuration = \"long\"\n".write(toFile: sessionConfig, atomically: true, encoding: .utf8)
            peer.send("/nsm/client/save", [], to: address)
            let refused = try #require(try await peer.receive(timeout: 5), "no answer to the second save")
            #expect(refused.message.path == "/error" && refused.message.values.first == .string("/nsm/client/save"), "\(refused.message)")
            #expect(refused.message.values.count == 3 && refused.message.values[1] == .int(-1))
            #expect(refused.message.values.last.map { "\($0)".contains("peach.toml:2:1: noteDuration") } == true, "\(refused.message)")

            // Quit is SIGTERM: at once, nothing partial, every reported answer kept.
            peach.process.terminate()
            let exit = try #require(await peach.waitForExit(timeout: 10))
            #expect(exit.status == 0, "\(peach.errorOutput)")
            #expect(Self.events(peach, "stopped").last?["reason"] as? String == "terminated")
            let store = try TrainingStore(path: desk.database, access: .read)
            defer { store.close() }
            #expect(try store.counts()[.comparison] == Self.events(peach, "trial").count)
        }
    }

    @Test("a manager that names itself by another loopback address (as a host name on Debian does), and no standard input: Peach joins, and trains until SIGTERM")
    func loopbackNameAndNoInput() async throws {
        try await ServerAccess.exclusive {
            let desk = try Desk()
            defer { desk.close() }
            let peer = try NSMPeer(anyAddress: true)
            let peach = try desk.peach(peer, host: "127.0.0.2", interactive: false)
            defer { peach.end() }
            _ = try await Self.handshake(peer, peach, open: desk.sessionPath, clientID: "peach.nLOOP")
            let opened = try #require(try await peer.receive(timeout: 15), "no reply to open: \(peach.errorOutput)")
            #expect(opened.message.path == "/reply", "\(opened.message)")
            try #require(await waitUntil(timeout: 10) { !Self.events(peach, "ready").isEmpty }, "\(peach.errorOutput)")
            // The end of /dev/null is not the end of training: with both notes of a trial played
            // (an end of input read at the start would have stopped it long before) it still runs.
            try #require(await waitUntil(timeout: 15) {
                Self.events(peach, "state").contains { $0["state"] as? String == "awaitingAnswer" } || !peach.process.isRunning
            }, "\(peach.outputLines.suffix(3))")
            #expect(peach.process.isRunning, "\(peach.outputLines.suffix(3))")
            #expect(Self.events(peach, "stopped").isEmpty)
            peach.process.terminate()
            let exit = try #require(await peach.waitForExit(timeout: 10))
            #expect(exit.status == 0)
            #expect(Self.events(peach, "stopped").last?["reason"] as? String == "terminated")
        }
    }

    @Test("an open whose path cannot become a folder: /error with ERR_CREATE_FAILED, and Peach exits 2 without joining JACK")
    func openFails() async throws {
        try await ServerAccess.exclusive {
            let desk = try Desk()
            defer { desk.close() }
            try "not a folder".write(toFile: desk.sessionPath, atomically: true, encoding: .utf8)
            let peer = try NSMPeer()
            let peach = try desk.peach(peer)
            defer { peach.end() }
            _ = try await Self.handshake(peer, peach, open: desk.sessionPath, clientID: "peach.nFAIL")
            let answer = try #require(try await peer.receive(timeout: 10), "no answer to open: \(peach.errorOutput)")
            #expect(answer.message.path == "/error" && answer.message.values.first == .string("/nsm/client/open"), "\(answer.message)")
            #expect(answer.message.values.count == 3 && answer.message.values[1] == .int(-10))
            let exit = try #require(await peach.waitForExit(timeout: 10))
            #expect(exit.status == 2)
            #expect(peach.errorOutput.contains("is a file, not a folder"), "\(peach.errorOutput)")
            #expect(Self.events(peach, "ready").isEmpty)
        }
    }

    @Test("a session manager that never answers: a warning, then Peach runs on its own")
    func silentManager() async throws {
        try await ServerAccess.exclusive {
            let desk = try Desk()
            defer { desk.close() }
            let peer = try NSMPeer()
            let peach = try desk.peach(peer)
            defer { peach.end() }
            #expect(try await peer.receive(timeout: 10)?.message.path == "/nsm/server/announce")
            try #require(await waitUntil(timeout: 15) { !Self.events(peach, "ready").isEmpty }, "\(peach.errorOutput)")
            let warnings = Self.events(peach, "warning").compactMap { $0["message"] as? String }
            #expect(warnings.contains { $0.contains("did not answer within 5 s; running without session management") }, "\(warnings)")
            #expect(Self.events(peach, "ready").first?["client"] as? String == "peach")
            peach.send("stop")
            #expect(await peach.waitForExit(timeout: 10)?.status == 0)
        }
    }

    @Test("the screens under a session manager: the session's client name on the status line, its config written by the settings screen")
    func screens() async throws {
        try await ServerAccess.exclusive {
            let peer = try NSMPeer()
            let desk = try TerminalUITests.Desk(training: "noteDuration = 0.5", environment: ["NSM_URL": peer.url()])
            defer { desk.close() }
            let sessionPath = desk.folder + "/session/peach.nSCREEN"
            try desk.startPeach(["settings"])
            let clientID = "peach." + uniqueName("n").replacingOccurrences(of: "-", with: "")
            _ = try await Self.handshake(peer, PeachProcessless(), open: sessionPath, clientID: clientID)
            let opened = try #require(try await peer.receive(timeout: 15), "no reply to open:\n\(desk.terminal.screen())")
            #expect(opened.message.path == "/reply" && opened.message.values.first == .string("/nsm/client/open"))
            #expect(await desk.terminal.waitFor("JACK"))
            #expect(await desk.terminal.waitFor(" · \(clientID): "), "\(desk.terminal.screen())")
            // A change on the settings screen goes to the session's config, not the person's.
            try desk.terminal.press("Right")
            #expect(await waitUntil(timeout: 10) {
                (try? String(contentsOfFile: sessionPath + "/peach.toml", encoding: .utf8))?.contains("noteRangeMin") == true
            }, "\(desk.terminal.screen())")
            #expect(try !String(contentsOfFile: desk.config, encoding: .utf8).contains("noteRangeMin"))
            try desk.terminal.press("q")
            #expect(await desk.terminal.waitFor("peach exited 0"))
        }
    }
}
