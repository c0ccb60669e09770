import PeachCore
import Testing
@testable import PeachApp

struct FakePatchbay: Patchbay {
    var sampleRate = 48000
    var bufferSize = 256
    var audio = ["system:playback_1", "mixer:in_1"]
    var sources = ["system:capture_1", "peach-2:out_L", "mixer:send_1"]
    var midi: [String] = []
    var peach: [String: [String]] = ["peach-2:out_L": ["system:playback_1"], "peach-2:midi_in": [], "peach-2:in": ["mixer:send_1"]]

    func audioDestinations() -> [String] { audio }
    func audioSources() -> [String] { sources }
    func midiSources() -> [String] { midi }
    func isPhysical(_ port: String) -> Bool { port.hasPrefix("system:") }
    func ports(ofClient name: String) -> [String] { Array(peach.keys.filter { $0.hasPrefix(name) }.sorted().reversed()) }
    func connections(of port: String) -> [String] { peach[port] ?? [] }
    func close() {}
}

struct NoServer: Error, CustomStringConvertible {
    var description: String { "no JACK server is running" }
}

@Suite("devices as a use case")
struct ListDevicesTests {
    @Test("ports with the physical ones marked, the sources to listen to (not Peach's own outputs), the ALSA inputs or why none, Peach's connections")
    func listing() throws {
        let console = FakeConsole()
        try ListDevices(console: console).run(
            open: { FakePatchbay() }, alsaInputs: { .failure(NoServer()) }, peachName: "peach")
        #expect(console.output == [
            "JACK: 48000 Hz, 256 frames a period",
            "Audio destinations (--connect):", "  system:playback_1  [physical]", "  mixer:in_1",
            "Audio sources (--listen):", "  system:capture_1  [physical]", "  mixer:send_1",
            "JACK MIDI sources (--midi-connect):", "  (none)",
            "ALSA MIDI inputs:", "  none: no JACK server is running",
            "Peach's ports:", "  peach-2:out_L ↔ system:playback_1", "  peach-2:midi_in ↔ (not connected)", "  peach-2:in ↔ mixer:send_1",
        ])
    }

    @Test("no Peach running is said; no server ends with 3")
    func nothingRunning() async throws {
        let console = FakeConsole()
        try ListDevices(console: console).run(open: { FakePatchbay(peach: [:]) }, alsaInputs: { .success(["Pads"]) }, peachName: "studio")
        #expect(console.output.suffix(4) == ["ALSA MIDI inputs:", "  Pads", "Peach's ports:", "  (Peach is not running as 'studio')"])
        #expect(await failure {
            try ListDevices(console: FakeConsole()).run(open: { throw NoServer() }, alsaInputs: { .success([]) }, peachName: "peach")
        } == CommandFailure(ExitStatus.jackUnavailable, "no JACK server is running"))
    }
}
