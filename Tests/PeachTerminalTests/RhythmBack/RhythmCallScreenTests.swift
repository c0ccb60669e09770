import Foundation
import PeachCore
import Testing
@testable import PeachTerminal

@Suite("Rhythm Back's screen")
struct RhythmCallScreenTests {
    /// Eighths, a rest, sixteenths, the "and" at 120 BPM.
    static let call = RhythmCall(level: RhythmLevel(3), figures: [.eighths, .rest, .sixteenths, .offbeatEighth])

    static func text(_ view: RhythmBackView, _ strings: Strings, columns: Int = 80, rows: Int = 24) -> [String] {
        RhythmCallScreen(view: view).frame(status: ScreenTests.status, strings: strings, size: .init(columns: columns, rows: rows)).lines.map(\.text)
    }

    @Test("while the call plays: its length, level and tempo, never its strokes", arguments: [Strings.Language.english, .german])
    func playing(language: Strings.Language) {
        let strings = Strings(language: language)
        var view = RhythmBackView()
        view.state = .calling
        view.call = Self.call
        view.tempo = Tempo(bpm: 120)
        let text = Self.text(view, strings).joined(separator: "\n")
        #expect(text.contains(strings.callOf(Self.call)) && !text.contains(strings.counted(Self.call)), "\(text)")
    }

    @Test("a wrong response at 80×24 and 100×32, English and German: the stroke missing and the extra tap in a drummer's words, the call written as counted, every line within the window", arguments: [Strings.Language.english, .german])
    func verdict(language: Strings.Language) {
        let strings = Strings(language: language)
        // The "e" of 3 left out, an extra tap on the "a" of 4.
        let taps = (Self.call.strokes.filter { $0 != 27 } + [45]).map { RhythmTap(frame: (96 + $0) * 2_000, source: .pad) }
        let record = RhythmCallRecord(call: Self.call, tempo: Tempo(bpm: 120), sampleRate: 48_000, taps: taps, toleranceShare: 1.0 / 3, pulse: .through, timestamp: Date())
        var view = RhythmBackView()
        view.state = .feedback
        view.lastRecord = record
        view.lastJudgement = record.judgement
        view.callsThisRun = 1
        for (columns, rows) in [(80, 24), (100, 32)] {
            let lines = Self.text(view, strings, columns: columns, rows: rows)
            // Wrapped lines joined, their indentation one space.
            let text = lines.joined(separator: " ").split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            #expect(text.contains(strings.strokeMissing(27)) && text.contains(strings.extraTap(45)), "\(text)")
            #expect(text.contains(strings.counted(Self.call).split(separator: " ").joined(separator: " ")), "\(text)")
            #expect(lines.allSatisfy { $0.count <= columns }, "\(lines)")
        }
        // No-break spaces within a beat (a wrapped line breaks only between beats).
        #expect(strings.counted(Self.call).replacingOccurrences(of: "\u{00A0}", with: " ") == (language == .english ? "1 · + ·  · · · ·  3 e + a  · · + ·" : "1 · und ·  · · · ·  3 e und e  · · und ·"))
        #expect(!strings.counted(Self.call).contains("1 ·"))
    }

    @Test("a mash counted, its timing not taken; a stroke just beyond the tolerance said as late, not as missing and extra")
    func mashAndLate() {
        let strings = Strings(language: .english)
        let mash = (0..<40).map { RhythmTap(frame: 96 * 2_000 + $0 * 2_400 + 700, source: .pad) }
        let mashed = RhythmCallRecord(call: Self.call, tempo: Tempo(bpm: 120), sampleRate: 48_000, taps: mash, toleranceShare: 1.0 / 3, pulse: .through, timestamp: Date())
        let verdict = RhythmCallScreen.verdict(mashed.judgement, record: mashed, strings)
        #expect(verdict.contains("extra taps") && verdict.count < 200 && !mashed.judgement.isTimed, "\(verdict)")
        // The 3 (tick 24) tapped 50 ms late: beyond the tolerance (41.7 ms), within twice it.
        var taps = Self.call.strokes.map { RhythmTap(frame: (96 + $0) * 2_000, source: .pad) }
        taps[2].frame += 50 * 48
        let late = RhythmCallRecord(call: Self.call, tempo: Tempo(bpm: 120), sampleRate: 48_000, taps: taps, toleranceShare: 1.0 / 3, pulse: .through, timestamp: Date())
        #expect(RhythmCallScreen.verdict(late.judgement, record: late, strings) == "✗ " + strings.strokeOff(24, ms: 50), "\(RhythmCallScreen.verdict(late.judgement, record: late, strings))")
    }

    @Test("a fixed grid said as one; a triplet written 1 trip let")
    func fixedGridAndTriplets() {
        let strings = Strings(language: .english)
        let taps = (0..<4).flatMap { beat in [0, 3, 6, 9].map { RhythmTap(frame: (96 + beat * 12 + $0) * 2_000, source: .pad) } }
        let record = RhythmCallRecord(call: Self.call, tempo: Tempo(bpm: 120), sampleRate: 48_000, taps: taps, toleranceShare: 1.0 / 3, pulse: .through, timestamp: Date())
        #expect(RhythmCallScreen.verdict(record.judgement, record: record, strings) == "✗ you tapped every sixteenth: a fixed grid, not the rhythm played back")
        #expect(strings.counted(RhythmCall(level: RhythmLevel(4), figures: [.triplet, .tripletQuarterEighth])).replacingOccurrences(of: "\u{00A0}", with: " ") == "1 trip let  2 · let")
    }
}
