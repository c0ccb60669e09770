import Foundation
import PeachCore
import Testing
@testable import PeachConfig

@Suite("Settings from the config file, every trial")
struct ConfigFileSettingsTests {
    final class Warnings: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        func add(_ text: String) { lock.withLock { items.append(text) } }
        var all: [String] { lock.withLock { items } }
    }

    @Test("a change to the file applies to the next read; a broken file keeps the last good settings and says so once")
    func rereads() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("peach-settings-\(UUID().uuidString).toml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "[training]\nnoteDuration = 0.5\n".write(toFile: path, atomically: true, encoding: .utf8)
        let warnings = Warnings()
        let source = ConfigFileSettings(path: path, overrides: { $0.intervals = [DirectedInterval(.perfectFifth)] }, onWarning: { warnings.add($0) }, disciplineSettings: HearAndCompareSettings.all)
        var settings = await source.currentSettings()
        #expect(settings.noteDuration == 0.5 && settings.intervals == [DirectedInterval(.perfectFifth)])

        try "[training]\nnoteDuration = 2.0\nnoteGap = 0.25\n".write(toFile: path, atomically: true, encoding: .utf8)
        settings = await source.currentSettings()
        #expect(settings.noteDuration == 2.0 && settings.noteGap == 0.25)

        try "[training]\nnoteDuration = = 1\n".write(toFile: path, atomically: true, encoding: .utf8)
        settings = await source.currentSettings()
        settings = await source.currentSettings()
        #expect(settings.noteDuration == 2.0)
        #expect(warnings.all.count == 1, "\(warnings.all)")
        #expect(warnings.all.first?.contains(":2:") == true, "\(warnings.all)")
    }

    struct Refused: Error, CustomStringConvertible {
        var description: String { "clientName: not a name JACK takes" }
    }

    @Test("a file the adapters' own check refuses is a broken file too: the last good settings stay, and the reason is said")
    func adapterCheck() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("peach-settings-\(UUID().uuidString).toml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "[training]\nnoteDuration = 0.5\n".write(toFile: path, atomically: true, encoding: .utf8)
        let warnings = Warnings()
        let source = ConfigFileSettings(path: path, onWarning: { warnings.add($0) }, check: { configuration in
            if configuration.jack.clientName.contains(":") { throw Refused() }
        }, disciplineSettings: [])
        #expect(await source.currentSettings().noteDuration == 0.5)

        try "[training]\nnoteDuration = 1.5\n[jack]\nclientName = \"a:b\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(await source.currentSettings().noteDuration == 0.5)
        #expect(warnings.all == ["clientName: not a name JACK takes; keeping the previous settings"], "\(warnings.all)")
    }
}
