import Testing
@testable import PeachCore

@Suite("Note selection: weak spots and nearby notes")
struct NoteSelectorTests {
    let selector = NoteSelector()
    let range = NoteRange(lowest: MIDINote(48), highest: MIDINote(72))

    @Test("the first trial always takes a weak spot, whatever the setting")
    func firstTrialIsWeakSpot() {
        var random = ScriptedRandom([0.99, 0.0])
        let pick = selector.select(in: range, profile: PerceptualProfile(), previous: nil, naturalVsMechanical: 0, random: &random)
        #expect(pick.choice == .weakSpot)
        #expect(pick.note == MIDINote(48))
    }

    @Test("r < setting picks a weak spot, otherwise a nearby note")
    func naturalVsMechanical() {
        var random = ScriptedRandom([0.29, 0.5])
        let weak = selector.select(in: range, profile: PerceptualProfile(), previous: MIDINote(60), naturalVsMechanical: 0.3, random: &random)
        #expect(weak.choice == .weakSpot)
        random = ScriptedRandom([0.3, 0.5])
        let near = selector.select(in: range, profile: PerceptualProfile(), previous: MIDINote(60), naturalVsMechanical: 0.3, random: &random)
        #expect(near.choice == .nearby)
    }

    @Test("weak spots rank in-range notes only: untrained first, then highest mean")
    func weakSpotRanking() {
        var all: [ComparisonRecord] = []
        for note in 0...127 where note != 70 && note != 20 { all += records(note: note, cents: [Double(note % 7) + 1]) }
        let profile = PerceptualProfile(records: all)
        // 20 is untrained but outside the range; 70 is the only untrained note inside it.
        let ranked = profile.notesByWeakness(in: range)
        #expect(ranked.first == MIDINote(70))
        #expect(ranked.count == range.count)
        let means = ranked.dropFirst().map { profile[$0].mean! }
        #expect(means == means.sorted(by: >))
    }

    @Test("a weak spot is drawn among the ten weakest, ties included")
    func weakSpotPool() {
        var all: [ComparisonRecord] = []
        for note in 48...72 { all += records(note: note, cents: [Double(note)]) }
        let profile = PerceptualProfile(records: all)
        #expect(profile.weakSpots(in: range).map(\.rawValue) == Array((63...72).reversed()))
        var seen = Set<Int>()
        var random = SeededRandom(seed: 1)
        for _ in 0..<500 {
            seen.insert(selector.select(in: range, profile: profile, previous: nil, naturalVsMechanical: 1, random: &random).note.rawValue)
        }
        #expect(seen == Set(63...72))
        // Untrained notes all tie: every one of them is a candidate, not just the lowest ten.
        #expect(PerceptualProfile().weakSpots(in: range).count == range.count)
    }

    @Test("nearby notes are uniform within ±12 semitones and clipped to the range")
    func nearby() {
        var random = SeededRandom(seed: 3)
        var seen = Set<Int>()
        for _ in 0..<2000 {
            let pick = selector.select(in: range, profile: PerceptualProfile(), previous: MIDINote(52), naturalVsMechanical: 0, random: &random)
            #expect(pick.choice == .nearby)
            seen.insert(pick.note.rawValue)
        }
        #expect(seen == Set(48...64))
    }

    @Test("a previous note far outside a changed range falls back to a weak spot")
    func previousOutsideRange() {
        var random = ScriptedRandom([0.9, 0.0])
        let pick = selector.select(in: range, profile: PerceptualProfile(), previous: MIDINote(100), naturalVsMechanical: 0, random: &random)
        #expect(pick.choice == .weakSpot)
        #expect(range.contains(pick.note))
    }
}
