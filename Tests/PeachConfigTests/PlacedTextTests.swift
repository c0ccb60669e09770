import Foundation
import Testing
@testable import PeachConfig

@Suite("Values the config file hands on to an adapter")
struct PlacedTextTests {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "'midi' is not \"alsa\" or \"jack\"" }
    }

    @Test("rtmidiBackend is kept as written, with its place; the adapter's refusal is named with file, line, column and key")
    func handedOn() throws {
        let configuration = try PeachConfiguration.parse("[midi]\nrtmidiBackend = \"midi\"\n", file: "studio.toml")
        let placed = try #require(configuration.midi.rtmidiBackend)
        #expect(placed.text == "midi" && placed.line == 2 && placed.key == "rtmidiBackend")
        #expect(throws: ConfigError.self) { try placed.decoded { _ -> Int in throw Refused() } }
        do {
            _ = try placed.decoded { _ -> Int in throw Refused() }
        } catch {
            #expect(error.description == "studio.toml:2:\(placed.column): rtmidiBackend: 'midi' is not \"alsa\" or \"jack\"")
        }
        #expect(try placed.decoded { $0.count } == 4)
        #expect(try PeachConfiguration.parse("", file: "x").midi.rtmidiBackend == nil, "unset: the adapter's default")
    }

    @Test("a backend that is no string is the config's own error")
    func notAString() {
        #expect(throws: ConfigError.self) { try PeachConfiguration.parse("[midi]\nrtmidiBackend = 1\n", file: "studio.toml") }
    }
}
