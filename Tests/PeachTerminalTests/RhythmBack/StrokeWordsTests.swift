import Foundation
import PeachCore
import Testing
@testable import PeachTerminal

@Suite("A place in the bar as a drummer counts it")
struct StrokeWordsTests {
    @Test("sixteenths and triplets named, in English and German; a place between them as the nearest; the bar after the first; before and after the response")
    func places() {
        let english = Strings(language: .english), german = Strings(language: .german)
        #expect([0, 15, 18, 33, 16, 20].map { english.strokePlace($0) } == ["the 1", "the 'e' of 2", "the 'and' of 2", "the 'a' of 3", "the 'trip' of 2", "the 'let' of 2"])
        #expect(german.strokePlace(18) == "das „und“ nach 2" && german.strokePlace(21) == "das zweite „e“ nach 2" && german.strokePlace(16) == "das zweite Triolenachtel von 2")
        // 11 twelfths into the first beat is nearest the 2.
        #expect(english.strokePlace(11) == "the 2" && english.strokePlace(2) == "the 'e' of 1")
        // Without triplets (levels 1–3) a place is named among the sixteenths only.
        #expect(english.strokePlace(16, triplets: false) == "the 'e' of 2")
        // Beats counted in their bar, the bar named after the first.
        #expect(english.strokePlace(66) == "the 'and' of 2 in bar 2" && german.strokePlace(96) == "die 1 in Takt 3")
        #expect(english.strokeMissing(18) == "the 'and' of 2 missing" && english.extraTap(27) == "extra tap on the 'e' of 3")
        #expect(german.extraTap(27) == "Anschlag zu viel auf dem „e“ nach 3" && german.extraTap(12) == "Anschlag zu viel auf der 2")
        #expect(english.extraTap(-4, bars: 1) == "extra tap before the 1" && english.extraTap(50, bars: 1) == "extra tap after the last bar")
        #expect(english.strokeOff(12, ms: 115) == "the 2 115\u{00A0}ms late")
    }
}
