import Foundation
import Testing
@testable import PeachCore

@Suite("Pitch calculation")
struct PitchCalculatorTests {
    let concert = PitchCalculator()

    @Test("A4 is the reference pitch")
    func a4IsReference() {
        #expect(concert.frequency(of: .a4).hertz == 440)
        #expect(PitchCalculator(referencePitch: Frequency(hertz: 415)).frequency(of: .a4).hertz == 415)
    }

    @Test("C4 is 261.6255653 Hz at A = 440")
    func middleC() {
        #expect(abs(concert.frequency(of: .middleC).hertz - 261.6255653) < 1e-7)
    }

    @Test("octaves double and cents detune exactly", arguments: [21, 45, 69, 93, 108])
    func octavesAndCents(number: Int) {
        let note = MIDINote(number)
        let f = concert.frequency(of: note).hertz
        #expect(abs(f - 440 * pow(2, Double(number - 69) / 12)) < 1e-9 * f)
        if let up = note.transposed(by: 12) {
            #expect(abs(concert.frequency(of: up).hertz / f - 2) < 1e-12)
        }
        let detuned = concert.frequency(of: note, detunedBy: 0.3)
        #expect(abs(Cents(from: Frequency(hertz: f), to: detuned).value - 0.3) < 1e-9)
    }

    @Test("a just fifth above B3 is 701.955 cents exactly, measured from B3")
    func justFifthAboveB3() {
        let b3 = MIDINote(name: "B3")!
        let target = concert.frequency(of: DirectedInterval(.perfectFifth), from: b3, tuning: .justIntonation)
        let size = Cents(from: concert.frequency(of: b3), to: target)
        #expect(abs(size.value - 701.955) < 1e-9)
    }

    @Test("equal-tempered intervals land on the target note; just ones measure from the reference")
    func intervalTargets() {
        let c4 = MIDINote.middleC
        for interval in Interval.allCases {
            let down = concert.frequency(of: DirectedInterval(interval, .down), from: c4, tuning: .equalTemperament)
            #expect(abs(down.hertz - concert.frequency(of: MIDINote(60 - interval.semitones)).hertz) < 1e-9)
            let justUp = concert.frequency(of: DirectedInterval(interval), from: c4, tuning: .justIntonation)
            let measured = Cents(from: concert.frequency(of: c4), to: justUp)
            #expect(abs(measured.value - TuningSystem.justIntonation.size(of: interval).value) < 1e-9)
        }
        #expect(TuningSystem.justIntonation.size(of: .majorThird).value == 386.314)
        #expect(TuningSystem.justIntonation.size(of: .octave).value == 1200)
    }

    @Test("the detuning of an interval target adds to the interval")
    func detunedIntervalTarget() {
        let f = concert.frequency(of: DirectedInterval(.majorThird, .down), from: MIDINote(64), tuning: .justIntonation, detunedBy: -12.5)
        let measured = Cents(from: concert.frequency(of: MIDINote(64)), to: f)
        #expect(abs(measured.value - (-386.314 - 12.5)) < 1e-9)
    }

    @Test("nearest note and remainder round-trip")
    func nearestNote() {
        let located = concert.nearestNote(to: concert.frequency(of: MIDINote(57), detunedBy: 23.25))
        #expect(located?.note == MIDINote(57))
        #expect(abs((located?.cents.value ?? 0) - 23.25) < 1e-9)
        let flatSide = concert.nearestNote(to: concert.frequency(of: MIDINote(57), detunedBy: 60))
        #expect(flatSide?.note == MIDINote(58))
        #expect(abs((flatSide?.cents.value ?? 0) - (-40)) < 1e-9)
        #expect(concert.nearestNote(to: Frequency(hertz: 1)) == nil)
    }
}
