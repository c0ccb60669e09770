import Foundation
import PeachCore
import Testing
@testable import PeachApp

/// Outputs with their connections, for sound-check.
struct FakeOutputs: AudioOutputs {
    var connected: [String: [String]] = ["peach:out_L": ["system:playback_1"]]
    var clientName: String { "peach" }
    var sampleRate: Int { 48000 }
    var bufferSize: Int { 1024 }
    var outputPortNames: [String] { ["peach:out_L", "peach:out_R"] }
    func connections(of port: String) -> [String] { connected[port] ?? [] }
}

/// A player that plays at once, or fails as JACK can.
final class TonePlayer: NotePlayer, @unchecked Sendable {
    private(set) var played: [Tone] = []
    var failure: AudioError?

    func now() -> AudioTime { AudioTime(frame: 0, sampleRate: 48000) }
    func play(_ tone: Tone) async throws {
        if let failure { throw failure }
        played.append(tone)
    }
    func playPair(_ first: Tone, gap: Double, _ second: Tone, startingAt start: AudioTime?) async throws
        -> (first: any PlaybackHandle, second: any PlaybackHandle) { throw AudioError.outputsDisconnected }
    func start(_ tone: Tone) async throws -> any PlaybackHandle { throw AudioError.outputsDisconnected }
    func start(_ tone: Tone, at time: AudioTime) async throws -> any PlaybackHandle { throw AudioError.outputsDisconnected }
    func sound(key tone: Tone) async {}
    func attackFrames(of tone: Tone) -> Int { 0 }
}

/// Fonts by path, some unreadable.
struct FakeCatalog: SoundCatalog {
    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    var fonts: [String: Result<String, Unreadable>] = [:]
    var searched: [String] { ["/home/me/sf2", "/usr/share/sounds/sf2"] }
    func fontPaths() -> [String] { fonts.keys.sorted() }
    func inspect(_ path: String) throws -> String { try fonts[path]!.get() }
    func listing(_ fonts: [String], inUse: SoundSource?) -> [String] { ["sine"] + fonts + ["in use: \(inUse.map { "\($0)" } ?? "default")"] }
}

@Suite("sound-check and sounds as use cases")
struct SoundCommandsTests {
    @Test("sound-check shows the client and where each output goes, then plays the note in the sound asked for")
    func soundCheck() async throws {
        let console = FakeConsole()
        let player = TonePlayer()
        try await SoundCheck(console: console).run(
            note: "A4", duration: 2, referencePitch: 442, requested: nil, configured: .soundFont(bank: 0, program: 4), defaultSound: .sine,
            outputs: FakeOutputs(), player: player)
        #expect(console.output == [
            "client peach: 48000 Hz, 1024 frames a period",
            "peach:out_L → system:playback_1", "peach:out_R → (not connected)",
            "playing A4 (442.00 Hz, sf2:0:4) for 2.0 s", "done",
        ])
        #expect(player.played == [Tone(frequency: Frequency(hertz: 442), duration: 2, sound: .soundFont(bank: 0, program: 4))])
    }

    @Test("the command line's sound over the config's over the default; JACK failing while playing ends with 3")
    func soundChoiceAndFailure() async throws {
        let player = TonePlayer()
        try await SoundCheck(console: FakeConsole()).run(
            note: "C4", duration: 0.5, referencePitch: 440, requested: .sine, configured: .soundFont(bank: 0, program: 4),
            defaultSound: .soundFont(bank: 0, program: 0), outputs: FakeOutputs(), player: player)
        try await SoundCheck(console: FakeConsole()).run(
            note: "C4", duration: 0.5, referencePitch: 440, requested: nil, configured: nil,
            defaultSound: .soundFont(bank: 0, program: 0), outputs: FakeOutputs(), player: player)
        #expect(player.played.map(\.sound) == [.sine, .soundFont(bank: 0, program: 0)])
        player.failure = .outputsDisconnected
        let console = FakeConsole()
        #expect(await failure {
            try await SoundCheck(console: console).run(
                note: "C4", duration: 0.5, referencePitch: 440, requested: nil, configured: nil, defaultSound: .sine,
                outputs: FakeOutputs(), player: player)
        } == CommandFailure(ExitStatus.jackUnavailable, "\(AudioError.outputsDisconnected)"))
        #expect(console.output.last?.hasPrefix("playing C4") == true)
    }

    @Test("sounds lists the fonts that read, warns of the others, and says where it looked when it found none")
    func sounds() throws {
        let console = FakeConsole()
        let catalog = FakeCatalog(fonts: ["/a.sf2": .success("a"), "/b.sf2": .failure(.init(description: "/b.sf2: not a SoundFont"))])
        try ListSounds(console: console).run(catalog, inUse: .sine)
        #expect(console.output == ["sine", "a", "in use: sine"])
        #expect(console.errors == ["warning: /b.sf2: not a SoundFont"])
        let none = FakeConsole()
        try ListSounds(console: none).run(FakeCatalog(), inUse: nil)
        #expect(none.output == ["sine", "in use: default", "(no SoundFonts in [\"/home/me/sf2\", \"/usr/share/sounds/sf2\"])"])
    }
}
