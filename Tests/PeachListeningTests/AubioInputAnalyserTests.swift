import Foundation
import Testing
import PeachCore
import PeachListening
import PeachListeningSignals

@Suite("The analyser")
struct AubioInputAnalyserTests {
    static let rate = 48_000

    static var note: [Float] {
        var note = HarmonicTone(timbre: .voice, frequency: 318.2)
        note.seed = 3
        return note.samples(seconds: 1, sampleRate: rate)
    }

    @Test("the same events whatever the block sizes")
    func blockSizes() {
        let even = ListeningRun(Self.note, through: AubioInputAnalyser(sampleRate: Self.rate), blockSizes: [256])
        let uneven = ListeningRun(Self.note, through: AubioInputAnalyser(sampleRate: Self.rate), blockSizes: [1, 37, 1024, 300, 4096])
        #expect(even.heard.map(\.event) == uneven.heard.map(\.event))
        #expect(even.hops == Self.note.count / 256)
    }

    @Test("frames follow the input's clock; a gap starts the analysis afresh")
    func gap() throws {
        let analyser = AubioInputAnalyser(sampleRate: Self.rate)
        let start: UInt64 = 1_000_000
        let before = ListeningRun(Self.note, through: analyser, from: start)
        let last = try #require(before.pitches.last?.pitch)
        #expect(last.frame > start && last.frame < start + UInt64(Self.note.count))
        // 0.1 s lost: nothing from before the gap is compared with what follows it.
        let resumed = start + UInt64(Self.note.count + Self.rate / 10)
        let after = ListeningRun(Self.note, through: analyser, from: resumed)
        #expect(after.pitches.allSatisfy { $0.pitch.frame >= resumed })
        #expect(after.heard.map(\.event) == ListeningRun(Self.note, through: AubioInputAnalyser(sampleRate: Self.rate), from: resumed).heard.map(\.event))
    }

    @Test("aubio's memory is freed with the analyser")
    func memory() throws {
        /// Resident pages, in bytes (what a leak of touched memory grows).
        func resident() throws -> Int {
            let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8).split(separator: " ")
            return try #require(Int(statm[1])) * Int(sysconf(Int32(_SC_PAGESIZE)))
        }
        let note = Self.note
        func feed(_ analyser: AubioInputAnalyser, at frame: UInt64) {
            // Fed, so that whatever aubio makes on first use is made too.
            note.withUnsafeBufferPointer { _ = analyser.analyse(UnsafeBufferPointer(rebasing: $0[0..<4096]), startingAt: frame) }
        }
        let before = try resident()
        var kept: [AubioInputAnalyser] = []
        for index in 0..<100 {
            kept.append(AubioInputAnalyser(sampleRate: Self.rate))
            feed(kept[index], at: 0)
        }
        let perAnalyser = (try resident() - before) / 100
        kept.removeAll()
        let start = try resident()
        for cycle in 0..<2000 { feed(AubioInputAnalyser(sampleRate: Self.rate), at: UInt64(cycle)) }
        let growth = try resident() - start
        // Leaking all of each would grow 2000 analysers' worth; suites running beside this
        // one allocate too, so the claim is well below that, and well above their noise.
        #expect(perAnalyser > 16_384)
        #expect(growth < 200 * perAnalyser, "grew \(growth) bytes over 2000 analysers of \(perAnalyser)")
        print("analyser memory: \(perAnalyser) bytes each; 2000 made and freed grew \(growth)")
    }
}
