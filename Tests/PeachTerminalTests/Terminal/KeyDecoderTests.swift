import Testing
@testable import PeachTerminal

@Suite("Keys")
struct KeyDecoderTests {
    let decoder = KeyDecoder()

    func keys(_ text: String) -> [Key] { decoder.keys(in: Array(text.utf8)) }

    @Test("arrows, with Shift, in both cursor modes")
    func arrows() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OD") == [.up, .left])
        #expect(keys("\u{1B}[1;2C\u{1B}[1;2D\u{1B}[1;2A") == [.shiftRight, .shiftLeft, .shiftUp])
    }

    @Test("page, home and end keys of xterm and the Linux console")
    func navigation() {
        #expect(keys("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~") == [.pageUp, .pageDown, .home, .end, .home, .end])
    }

    @Test("Enter, Tab, Backspace, Ctrl-C and Ctrl-Z")
    func controlKeys() {
        #expect(keys("\r\n\t\u{7F}\u{03}\u{1A}") == [.enter, .enter, .tab, .backspace, .control("c"), .control("z")])
    }

    @Test("Escape alone at the end of a read, or before a key")
    func escape() {
        #expect(keys("\u{1B}") == [.escape])
        #expect(keys("\u{1B}q") == [.escape, .character("q")])
    }

    @Test("text, including letters outside ASCII, several keys in one read")
    func text() {
        #expect(keys("hl 5") == [.character("h"), .character("l"), .character(" "), .character("5")])
        #expect(keys("ö€") == [.character("ö"), .character("€")])
    }

    @Test("unknown and cut-off sequences are dropped, and what follows still counts")
    func unknown() {
        #expect(keys("\u{1B}[99~h") == [.character("h")])
        #expect(keys("\u{1B}[1;5") == [])
        #expect(decoder.keys(in: [0xFF, 0x80, UInt8(ascii: "l")]) == [.character("l")])
    }
}
