import Foundation
import PeachCore
import Testing
@testable import PeachTerminal

@Suite("A place in the bar as a drummer counts it")
struct StrokeWordsTests {
    @Test("sixteenths and triplets named, in English and German; a place between them as the nearest")
    func places() {
        let english = Strings(language: .english), german = Strings(language: .german)
        #expect([0, 15, 18, 33, 16, 20].map(english.strokePlace) == ["the 1", "the 'e' of 2", "the 'and' of 2", "the 'a' of 3", "the 'trip' of 2", "the 'let' of 2"])
        #expect(german.strokePlace(18) == "das „und“ nach 2" && german.strokePlace(21) == "das zweite „e“ nach 2")
        // 11 twelfths into the first beat is nearest the 2.
        #expect(english.strokePlace(11) == "the 2" && english.strokePlace(2) == "the 'e' of 1")
        #expect(english.strokeMissing(18) == "the 'and' of 2 missing" && english.extraTap(27) == "extra tap on the 'e' of 3")
        #expect(german.extraTap(27) == "Schlag zu viel auf das „e“ nach 3")
    }
}
