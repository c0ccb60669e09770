import Testing
@testable import PeachCore

@Suite("MIDI notes and intervals")
struct MIDINoteTests {
    @Test("names use MIDI 60 = C4", arguments: [
        (0, "C-1"), (21, "A0"), (59, "B3"), (60, "C4"), (61, "C#4"), (69, "A4"), (108, "C8"), (127, "G9"),
    ])
    func names(number: Int, name: String) {
        #expect(MIDINote(number).name == name)
        #expect(MIDINote(name: name) == MIDINote(number))
    }

    @Test("only 0…127 are notes")
    func validRange() {
        #expect(MIDINote(rawValue: -1) == nil)
        #expect(MIDINote(rawValue: 128) == nil)
        #expect(MIDINote(rawValue: 127) != nil)
        #expect(MIDINote(127).transposed(by: 1) == nil)
        #expect(MIDINote(name: "H4") == nil)
        #expect(MIDINote(name: "C") == nil)
        #expect(MIDINote(name: "G#9") == nil)
    }

    @Test("note ranges clamp and intersect")
    func noteRanges() {
        let range = NoteRange(lowest: MIDINote(36), highest: MIDINote(84))
        #expect(range.count == 49)
        #expect(range.contains(MIDINote(36)) && range.contains(MIDINote(84)))
        #expect(!range.contains(MIDINote(85)))
        let other = NoteRange(lowest: MIDINote(80), highest: MIDINote(100))
        #expect(range.clamped(to: other) == NoteRange(lowest: MIDINote(80), highest: MIDINote(84)))
        #expect(range.clamped(to: NoteRange(lowest: MIDINote(90), highest: MIDINote(95))) == nil)
    }

    @Test("interval short names follow the CSV, with TT accepted")
    func intervalNames() {
        #expect(Interval.allCases.map(\.shortName) == ["P1", "m2", "M2", "m3", "M3", "P4", "d5", "P5", "m6", "M6", "m7", "M7", "P8"])
        #expect(Interval(shortName: "TT") == .tritone)
        #expect(Interval(shortName: "P9") == nil)
    }

    @Test("directed intervals parse, print and normalise unison")
    func directedIntervals() throws {
        #expect(DirectedInterval("P5") == DirectedInterval(.perfectFifth, .up))
        #expect(DirectedInterval("M3-down")?.semitones == -4)
        #expect(DirectedInterval("P1-down") == .unison)
        #expect(DirectedInterval("M3-sideways") == nil)
        #expect(DirectedInterval(.minorSixth, .down).description == "m6-down")
        let list = try DirectedInterval.parseList("P5,M3-down,P5").get()
        #expect(list == [DirectedInterval(.perfectFifth), DirectedInterval(.majorThird, .down)])
        #expect(throws: IntervalListError(item: "X")) { try DirectedInterval.parseList("P5,X").get() }
        #expect(throws: IntervalListError(item: "")) { try DirectedInterval.parseList("").get() }
    }

    @Test("cents and frequencies")
    func centsAndFrequencies() {
        #expect(abs(Cents(1200).ratio - 2) < 1e-15)
        #expect(abs(Cents(from: Frequency(hertz: 440), to: Frequency(hertz: 880)).value - 1200) < 1e-12)
        #expect(Cents(-3).magnitude == Cents(3))
        #expect(abs(Frequency.concertA.shifted(by: -1200).hertz - 220) < 1e-12)
        #expect(Cents(-12.46).description == "-12.5 ¢")
    }
}
