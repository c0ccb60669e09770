import Foundation
import PeachCore
import PeachTerminal

/// `peach range`: sing or play your lowest comfortable note into Peach's input, then your
/// highest; Peach names each, proposes the voice range Sing & Match draws its targets from
/// (`voiceLowest`, `voiceHighest`), and writes it when asked (`--write`, or yes to the
/// question on a terminal), as `calibrate` does.
public struct MeasureVoiceRange {
    let console: any Console
    let strings: Strings

    public init(console: any Console, strings: Strings = .forLocale()) {
        self.console = console
        self.strings = strings
    }

    /// How long each note must be held, and how long Peach waits for it.
    public static let holdSeconds = 1.0
    public static let waitSeconds = 15.0

    public func run(hearing: any InputHearing, settingsFile: any SettingsFile, write: Bool) async throws {
        guard hearing.isConnected else { throw CommandFailure(ExitStatus.usage, strings.rangeNothingConnected) }
        try console.print(strings.rangeLowestPrompt)
        let low = try await heldNote(hearing)
        try console.print(strings.rangeHeard(strings.noteName(low), low.rawValue))
        try console.print(strings.rangeHighestPrompt)
        let high = try await heldNote(hearing)
        try console.print(strings.rangeHeard(strings.noteName(high), high.rawValue))
        guard high.rawValue - low.rawValue >= SettingsLimits.minimumSpan else {
            throw CommandFailure(ExitStatus.nothingChanged, strings.rangeTooNarrow(strings.noteName(low), strings.noteName(high)))
        }
        try ProposedSettings(settings: [("voiceLowest", "\(low.rawValue)"), ("voiceHighest", "\(high.rawValue)")], console: console, strings: strings)
            .offer(to: settingsFile, write: write)
    }

    /// The next note held for `holdSeconds`, heard within `waitSeconds` of the input's clock.
    private func heldNote(_ hearing: any InputHearing) async throws -> MIDINote {
        let events = hearing.startHearing()
        defer { hearing.stopHearing() }
        var held = HeldNote(sampleRate: hearing.sampleRate, seconds: Self.holdSeconds)
        var firstFrame: UInt64?
        for await event in events {
            let frame: UInt64? = switch event {
            case let .pitch(pitch): pitch.frame
            case let .noPitch(frame, _): frame
            case .onset, .unusable: nil
            }
            if let frame {
                if firstFrame == nil { firstFrame = frame }
                if Double(frame &- firstFrame!) > Self.waitSeconds * Double(hearing.sampleRate) { break }
            }
            if let note = held.hear(event) { return note }
        }
        throw CommandFailure(ExitStatus.nothingChanged, strings.rangeNothingHeld(Int(Self.waitSeconds)))
    }
}
