import PeachCore
import Testing

@Suite("Tempo and its bands")
struct TempoTests {
    @Test("tempo bands are the original's, and a sixteenth is a quarter of a beat")
    func tempo() {
        #expect(TempoBand.allCases.map(\.range) == [40...59, 60...79, 80...99, 100...119, 120...159, 160...200])
        #expect(Tempo(bpm: 39).band == nil && Tempo(bpm: 201).band == nil && Tempo(bpm: 119).band == .brisk)
        #expect(Tempo(bpm: 80).sixteenthMs == 187.5 && Tempo(bpm: 120).shareOfSixteenth(12.5) == 0.1)
        #expect("\(TempoBand.moderate)" == "80–99 BPM")
    }
}
