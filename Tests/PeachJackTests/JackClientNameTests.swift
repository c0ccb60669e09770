import Testing
import PeachJack

@Suite("JACK client names")
struct JackClientNameTests {
    @Test("JACK's rule in words: not empty, at most 63 bytes, no ':', no control characters")
    func problems() {
        #expect(JackClientName.problem("peach") == nil)
        #expect(JackClientName.problem("Peach Übung-2") == nil)
        #expect(JackClientName.problem(String(repeating: "x", count: 63)) == nil)
        #expect(JackClientName.problem("")?.contains("the client name is empty") == true)
        #expect(JackClientName.problem(String(repeating: "x", count: 64))?.contains("JACK allows 63") == true)
        #expect(JackClientName.problem(String(repeating: "ü", count: 32))?.contains("64 bytes long") == true)
        #expect(JackClientName.problem("a:b")?.contains("may not contain ':'") == true)
        #expect(JackClientName.problem("a\tb")?.contains("control characters") == true)
    }
}
