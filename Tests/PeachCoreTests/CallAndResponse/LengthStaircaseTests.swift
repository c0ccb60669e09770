import Foundation
import Testing
@testable import PeachCore

@Suite("The length staircase a call follows")
struct LengthStaircaseTests {
    @Test("Play It Back's phrases: a note longer after a right phrase, three shorter after a wrong one, within 2 … 16")
    func phrases() {
        var staircase = LengthStaircase(.phrases)
        #expect(staircase.length == 3)
        staircase.answered(right: true)
        #expect(staircase.length == 4)
        staircase.answered(right: false)
        #expect(staircase.length == 2)
        staircase.answered(right: false)
        #expect(staircase.length == 2)
        #expect(LengthStaircase(.phrases, length: 40).length == 16)
        // A player right 75 % of the time at every length neither climbs nor falls on average.
        #expect(0.75 * Double(LengthStaircase.upAfterRight) == 0.25 * Double(LengthStaircase.downAfterWrong))
    }

    @Test("other bounds: a single call at the bottom, the longest at the top, a stored length clamped into them")
    func otherBounds() {
        let bounds = LengthStaircase.Bounds(shortest: 1, longest: 8, first: 2)
        var staircase = LengthStaircase(bounds)
        #expect(staircase.length == 2)
        staircase.answered(right: false)
        #expect(staircase.length == 1)
        for _ in 0..<10 { staircase.answered(right: true) }
        #expect(staircase.length == 8)
        #expect(LengthStaircase(bounds, length: 0).length == 1 && LengthStaircase(bounds, length: 5).length == 5)
    }
}
