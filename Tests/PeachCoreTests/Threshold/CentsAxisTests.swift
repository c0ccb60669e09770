import Foundation
import Testing
@testable import PeachCore

@Suite("Cents on a logarithmic axis")
struct CentsAxisTests {
    @Test("from the 1-2-5 tick below the smallest value to the one above the largest; equal ratios, equal steps")
    func axis() {
        let axis = CentsAxis(covering: [3, 100, 7])
        #expect(axis.lowest == 2 && axis.highest == 100)
        #expect(axis.ticks == [2, 5, 10, 20, 50, 100])
        #expect(axis.position(of: 2) == 0 && axis.position(of: 100) == 1)
        #expect(abs((axis.position(of: 20) - axis.position(of: 10)) - (axis.position(of: 10) - axis.position(of: 5))) < 1e-12)
        // 5 cents beside a 100-cent start is well off the floor.
        #expect(axis.position(of: 5) > 0.2)
        #expect(axis.position(of: 1) == 0 && axis.position(of: 500) == 1)
    }

    @Test("a single value or nothing still gives an axis a step wide")
    func degenerate() {
        let single = CentsAxis(covering: [10])
        #expect(single.lowest == 10 && single.highest == 20)
        let none = CentsAxis(covering: [])
        #expect(none.lowest == 1 && none.highest == 100)
    }
}
