import Testing
@testable import PeachTerminal

@Suite("Drawing a frame")
struct FrameTests {
    /// The frame as a terminal would show it, without escape sequences.
    static func visibleText(_ ansi: String) -> String {
        var out = "", inEscape = false
        for character in ansi {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    @Test("each line is cut to the width and every row is cleared to its end")
    func cutAndCleared() {
        let frame = Frame(size: .init(columns: 10, rows: 3), lines: [Line([Span("0123456789ABC"), Span("more")]), "short"])
        let ansi = frame.ansi(colour: true)
        #expect(Self.visibleText(ansi) == "0123456789" + "short")
        #expect(ansi.components(separatedBy: "\u{1B}[K").count - 1 == 3)
        #expect(ansi.contains("\u{1B}[3;1H"))
        #expect(!ansi.contains("\u{1B}[4;1H"))
    }

    @Test("colour only where asked; the words stay the same without it")
    func monochrome() {
        let frame = Frame(size: .init(columns: 40, rows: 1), lines: [Line([Span("✓ Correct", .good), Span(" ✗ Wrong", .bad)])])
        let colour = frame.ansi(colour: true), mono = frame.ansi(colour: false)
        #expect(colour.contains("\u{1B}[1;32m✓ Correct"))
        #expect(colour.contains("\u{1B}[1;31m ✗ Wrong"))
        #expect(!mono.contains("32m") && !mono.contains("31m"))
        #expect(Self.visibleText(colour) == Self.visibleText(mono))
        #expect(Self.visibleText(mono) == "✓ Correct ✗ Wrong")
    }

    @Test("the layout puts the footer and the two status lines at the bottom, whatever the height")
    func layout() {
        let status = StatusLine(
            server: "studio", client: "peach", jackRunning: true, sampleRate: 48000, bufferSize: 256, xruns: 2, midiSources: ["a2j:pads"])
        let strings = Strings(language: .english)
        for rows in [6, 24, 60] {
            let frame = Layout.frame(
                title: "T", body: Array(repeating: Line("body"), count: 30), keys: ["q quit"], status: status, strings: strings,
                size: .init(columns: 80, rows: rows))
            #expect(frame.lines.count == rows)
            #expect(frame.lines[rows - 3].text.contains("q quit"))
            #expect(frame.lines[rows - 2].text.contains("JACK studio · peach: running · 48000 Hz · 256 frames · xruns 2"))
            #expect(frame.lines[rows - 1].text.contains("MIDI: a2j:pads"))
        }
        let warned = StatusLine(client: "peach", jackRunning: false, sampleRate: 48000, bufferSize: 0, xruns: 0, midiSources: [], warning: "disk full")
        let text = warned.lines(strings).map(\.text).joined(separator: "\n")
        #expect(text.contains("peach: down"))
        #expect(text.contains("MIDI: none"))
        #expect(text.contains("warning: disk full"))
    }
}
