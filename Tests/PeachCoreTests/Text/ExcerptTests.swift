import Testing
@testable import PeachCore

@Suite("What a message quotes of input")
struct ExcerptTests {
    @Test("at most 40 characters, then an ellipsis; a shorter text as it is")
    func length() {
        #expect(Excerpt.of("P5,M3-down") == "P5,M3-down")
        #expect(Excerpt.of(String(repeating: "a", count: 40)) == String(repeating: "a", count: 40))
        #expect(Excerpt.of(String(repeating: "a", count: 41)) == String(repeating: "a", count: 40) + "…")
        #expect(Excerpt.of(String(repeating: "é", count: 10_000_000)).count == 41)
        #expect(Excerpt.of("") == "")
    }

    @Test("controls escaped, C0, DEL, C1 and the bidirectional overrides: nothing reaches the terminal that moves, clears or retitles it")
    func controls() {
        #expect(Excerpt.of("\u{1B}]0;pwned\u{07}") == "\\u{1B}]0;pwned\\u{07}")
        #expect(Excerpt.of("a\u{9B}2J\u{7F}") == "a\\u{009B}2J\\u{7F}")
        #expect(Excerpt.of("evil\u{202E}gnp.exe") == "evil\\u{202E}gnp.exe")
        #expect(Excerpt.of("line\nbreak\ttab\r") == "line\\nbreak\\ttab\\r")
        #expect(Excerpt.of("Dis4 ♯ ♭ ¢") == "Dis4 ♯ ♭ ¢")
    }
}
