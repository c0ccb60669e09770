import PeachCore
import Testing

@Suite("Tempos counted in a band")
struct TempoTallyTests {
    @Test("the median tempo is where half the answers lie at or below; none without answers")
    func median() {
        var tally = TempoTally(band: .fast)
        #expect(tally.median == nil)
        for bpm in [120, 120, 150, 159] { tally.add(Tempo(bpm: bpm)) }
        #expect(tally.median == Tempo(bpm: 120) && tally.total == 4)
        tally.add(Tempo(bpm: 159))
        #expect(tally.median == Tempo(bpm: 150))
    }
}
