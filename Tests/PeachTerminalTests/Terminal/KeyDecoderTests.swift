import Testing
@testable import PeachTerminal

@Suite("Keys")
struct KeyDecoderTests {
    /// One read, then a quiet keyboard.
    func keys(_ text: String) -> [Key] { reads([Array(text.utf8)]) }

    /// Several reads in turn, then a quiet keyboard.
    func reads(_ reads: [[UInt8]]) -> [Key] {
        var decoder = KeyDecoder()
        return reads.flatMap { decoder.keys(in: $0) } + decoder.quiet()
    }

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
        #expect(reads([[0xFF, 0x80, UInt8(ascii: "l")]]) == [.character("l")])
    }

    @Test("a key cut between two reads is one key: an arrow after a lone ESC is not Escape, a letter split in its bytes still counts")
    func cutBetweenReads() {
        #expect(reads([[0x1B], Array("[A".utf8)]) == [.up])
        #expect(reads([Array("h\u{1B}[".utf8), Array("1;2C".utf8)]) == [.character("h"), .shiftRight])
        #expect(reads([[0xC3], [0xB6, UInt8(ascii: "l")]]) == [.character("ö"), .character("l")])
        // A stray ESC [ (Alt+[) before Enter: Enter is not swallowed as a parameter.
        #expect(reads([[0x1B, UInt8(ascii: "[")], [0x0D]]) == [.enter])
        // A held arrow key: 22 sequences in reads of 64 bytes, cut mid-sequence twice.
        let held = Array(String(repeating: "\u{1B}[B", count: 22).utf8)
        #expect(reads([Array(held[0..<64]), Array(held[64...])]) == Array(repeating: .down, count: 22))
    }

    @Test("a lone ESC waits for the next read: Escape when the keyboard stays quiet, as it is before a key that is not a sequence")
    func escapeWaits() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(in: [0x1B]) == [])
        #expect(decoder.quiet() == [.escape])
        #expect(decoder.quiet() == [])
        #expect(decoder.keys(in: [0x1B]) == [])
        #expect(decoder.keys(in: Array("q".utf8)) == [.escape, .character("q")])
    }
}
