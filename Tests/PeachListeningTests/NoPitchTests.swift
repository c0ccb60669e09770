import Foundation
import Testing
import PeachCore
import PeachListening
import PeachListeningSignals

/// What must never move the needle: silence, noise, breath, a note too quiet to be meant.
@Suite("No pitch")
struct NoPitchTests {
    static let rate = 48_000

    static func heard(_ samples: [Float]) -> ListeningRun {
        ListeningRun(samples, through: AubioInputAnalyser(sampleRate: rate), blockSizes: [256, 512, 99])
    }

    @Test("no pitch in silence, noise, breath or a note far below the silence level; every hop still says its level")
    func nothingPitched() {
        for (name, samples) in UnpitchedInput.signals(sampleRate: Self.rate) {
            let run = Self.heard(samples)
            #expect(run.pitches.isEmpty, "\(name): \(run.pitches.count) pitches, e.g. \(run.pitches.first.map { "\($0.pitch.frequency)" } ?? "")")
            #expect(run.hops == samples.count / 256, "\(name)")
        }
    }

    @Test("the level is the span's RMS in dBFS")
    func level() throws {
        var note = HarmonicTone(timbre: .voice, frequency: 211.4)
        note.level = -24
        let run = Self.heard(note.samples(seconds: 1, sampleRate: Self.rate))
        let middle = try #require(run.pitches.first { $0.pitch.frame > UInt64(Self.rate / 2) }?.pitch)
        #expect(abs(middle.level - -24) < 0.5, "\(middle.level)")
        let silent = Self.heard([Float](repeating: 0, count: 4096))
        guard case .noPitch(_, let level) = try #require(silent.heard.last?.event) else { Issue.record("expected noPitch"); return }
        #expect(level == -.infinity)
    }
}
