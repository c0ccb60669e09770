import Testing
@testable import PeachCore

@Suite("Bootstrap difficulty")
struct DifficultyBootstrapTests {
    let range = NoteRange(lowest: MIDINote(36), highest: MIDINote(84))

    @Test("100 cents when no note is trained")
    func untrained() {
        #expect(DifficultyBootstrap.difficulty(for: MIDINote(60), profile: PerceptualProfile(), range: range) == 100)
    }

    @Test("the note itself counts at distance 0, neighbours by 1/(1+d)")
    func weights() {
        let profile = PerceptualProfile(records: records(note: 60, cents: [8]) + records(note: 62, cents: [20]) + records(note: 57, cents: [-4]))
        let parts = DifficultyBootstrap.contributions(for: MIDINote(60), profile: profile, range: range)
        #expect(parts.map(\.note) == [MIDINote(60), MIDINote(57), MIDINote(62)])
        let weights: [Double] = [1, 0.25, 1.0 / 3]
        #expect(parts.map(\.weight) == weights)
        let weightedSum: Double = 8 + 4 * 0.25 + 20.0 / 3
        let expected = weightedSum / (1 + 0.25 + 1.0 / 3)
        let difficulty = DifficultyBootstrap.difficulty(for: MIDINote(60), profile: profile, range: range)
        #expect(abs(difficulty.value - expected) < 1e-12)
    }

    @Test("a note's difficulty is its latest answered difference")
    func latestDifference() {
        let profile = PerceptualProfile(records: records(note: 60, cents: [50, 30, -12]))
        #expect(profile[MIDINote(60)].currentDifficulty == 12)
        #expect(DifficultyBootstrap.difficulty(for: MIDINote(60), profile: profile, range: range) == 12)
    }

    @Test("at most five trained notes on each side, the nearest ones")
    func fivePerSide() {
        var all: [ComparisonRecord] = []
        for note in 40...80 where note != 60 { all += records(note: note, cents: [Double(note)]) }
        let parts = DifficultyBootstrap.contributions(for: MIDINote(60), profile: PerceptualProfile(records: all), range: range)
        #expect(parts.map(\.note.rawValue) == [59, 58, 57, 56, 55, 61, 62, 63, 64, 65])
        #expect(parts.map(\.distance) == [1, 2, 3, 4, 5, 1, 2, 3, 4, 5])
    }

    @Test("untrained gaps are skipped and notes outside the range are ignored")
    func gapsAndRangeEdges() {
        let profile = PerceptualProfile(records: records(note: 30, cents: [5]) + records(note: 40, cents: [10]) + records(note: 90, cents: [1]))
        let parts = DifficultyBootstrap.contributions(for: MIDINote(36), profile: profile, range: range)
        #expect(parts.map(\.note) == [MIDINote(40)])
        #expect(parts.first?.weight == 0.2)
        #expect(DifficultyBootstrap.difficulty(for: MIDINote(84), profile: profile, range: range).value == 10)
    }

    @Test("the result is clamped to the chain's limits")
    func clamped() {
        let profile = PerceptualProfile(records: records(note: 60, cents: [0.01]))
        #expect(DifficultyBootstrap.difficulty(for: MIDINote(60), profile: profile, range: range) == 0.1)
    }
}
