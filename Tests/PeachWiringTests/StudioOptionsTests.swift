import Foundation
import PeachApp
import Testing
@testable import PeachWiring

/// The command line over the config file: what the engine is asked to connect, and the
/// failures a command reports with their exit status. Real config files, no JACK.
@Suite("StudioOptions")
final class StudioOptionsTests {
    /// A folder of each test's own, removed after it.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peach-wiring-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A config file in the test's folder, with `jack` and `midi` sections as given.
    func configFile(_ text: String) throws -> String {
        let path = folder.appendingPathComponent("config-\(UUID().uuidString).toml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let configured = """
        [jack]
        clientName = "studio-peach"
        destinations = ["mixer:in_1", "mixer:in_2"]
        listen = ["mic:capture_1"]

        [midi]
        sources = ["pads:out"]
        feedbackOutput = true
        feedbackDestinations = ["pads:in"]
        """

    static func studio(_ path: String, jackName: String? = nil, connect: [String] = [], noConnect: Bool = false, listen: [String] = [], midiConnect: [String] = []) -> StudioOptions {
        StudioOptions(
            files: PeachFiles(configPath: path), jackName: jackName, connect: connect, noConnect: noConnect, listen: listen, midiConnect: midiConnect)
    }

    @Test("without options the engine takes the config file's name, destinations, input and MIDI sources")
    func configFileAlone() throws {
        let path = try configFile(Self.configured)
        let studio = Self.studio(path)
        let options = studio.engineOptions(try studio.files.loadConfiguration(warn: { _ in }))
        #expect(options.clientName == "studio-peach")
        #expect(options.destinations == ["mixer:in_1", "mixer:in_2"])
        #expect(options.listenSources == ["mic:capture_1"])
        #expect(options.midiSources == ["pads:out"])
        #expect(options.feedbackOutput)
        #expect(options.feedbackDestinations == ["pads:in"])
    }

    @Test("each command-line option wins over the config file's value")
    func commandLineWins() throws {
        let path = try configFile(Self.configured)
        let studio = Self.studio(path, jackName: "take-2", connect: ["desk:in_1"], listen: ["guitar:out"], midiConnect: ["keys:out"])
        let options = studio.engineOptions(try studio.files.loadConfiguration(warn: { _ in }))
        #expect(options.clientName == "take-2")
        #expect(options.destinations == ["desk:in_1"])
        #expect(options.listenSources == ["guitar:out"])
        #expect(options.midiSources == ["keys:out"])
    }

    @Test("--no-connect, or connect = false in the file, leaves the outputs unconnected")
    func unconnected() throws {
        let configured = try configFile(Self.configured)
        let byOption = Self.studio(configured, noConnect: true)
        #expect(byOption.engineOptions(try byOption.files.loadConfiguration(warn: { _ in })).destinations == [])
        let byFile = Self.studio(try configFile("[jack]\nconnect = false\ndestinations = [\"mixer:in_1\"]\n"), connect: ["desk:in_1"])
        #expect(byFile.engineOptions(try byFile.files.loadConfiguration(warn: { _ in })).destinations == [])
    }

    @Test("a config file Peach refuses is a usage failure (exit 2) naming the file, line and key")
    func refusedConfig() throws {
        let path = try configFile("[jack]\nclientName = \"peach\"\nconnect = \"yes\"\n")
        do {
            _ = try PeachFiles(configPath: path).loadConfiguration(warn: { _ in })
            Issue.record("the file was accepted")
        } catch let failure as CommandFailure {
            #expect(failure.status == ExitStatus.usage)
            let message = try #require(failure.message)
            #expect(message.hasPrefix("\(path):3:1: connect: "), "\(message)")
        }
    }

    @Test("a client name JACK would refuse is refused in the config file too, with its place")
    func refusedClientName() throws {
        #expect(StudioOptions.clientNameProblem("") != nil)
        #expect(StudioOptions.clientNameProblem("peach") == nil)
        let path = try configFile("[training]\n\n[jack]\nclientName = \"\"\n")
        let failure = try #require(throws: CommandFailure.self) { try PeachFiles(configPath: path).loadConfiguration(warn: { _ in }) }
        #expect(failure.status == ExitStatus.usage)
        #expect(failure.message?.hasPrefix("\(path):4:1: clientName: ") == true, "\(failure.message ?? "no message")")
    }

    @Test("a config file the command line names must be there (exit 2, naming it)")
    func missingConfig() throws {
        let missing = folder.appendingPathComponent("absent.toml").path
        let failure = try #require(throws: CommandFailure.self) { try PeachFiles(configPath: missing).loadConfiguration(warn: { _ in }) }
        #expect(failure.status == ExitStatus.usage)
        #expect(failure.message?.contains(missing) == true, "\(failure.message ?? "no message")")
    }
}
