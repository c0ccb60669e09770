import PeachCore
import Testing
@testable import PeachTerminal

@Suite("The start screen's list")
struct StartScreenTests {
    static let status = StatusLine(client: "peach", jackRunning: true, sampleRate: 48000, bufferSize: 256, xruns: 0, midiSources: [])
    static let long = Menu((0..<30).map { index in Menu.Entry(MenuItem("entry-\(index)"), group: "group \(index / 10)") { _ in "Entry \(index)" } })

    func text(_ frame: Frame) -> [String] { frame.lines.map(\.text) }

    @Test("Peach's eleven entries: 1–9, 0 and a; at 100×32 a blank line between the groups")
    func peach() {
        let lines = text(StartScreen(menu: .peach).frame(status: Self.status, strings: Strings(language: .english), size: FullScreenTerminal.Size(columns: 100, rows: 32)))
        let entries = lines.filter { $0.hasPrefix(" ▶ ") || $0.hasPrefix("    ") && $0.dropFirst(4).first.map { $0.isNumber || $0 == "a" } == true }
        #expect(entries.map { String($0.dropFirst(4).prefix(1)) } == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "a"], "\(lines)")
        #expect(lines.contains { $0.contains("1–9 0 a") })
        let first = lines.firstIndex { $0.contains("1  Hear & Compare") }!
        #expect(lines[first + 4].isEmpty && lines[first + 7].isEmpty && lines[first + 9].isEmpty && lines[first + 11].isEmpty && lines[first + 14].isEmpty, "\(lines)")
    }

    @Test("at 80×24, first run or not, English and German, with two disciplines more than today: every entry in view, nothing scrolled away; the groups close up first, then the profile, settings and info share a line", arguments: [Strings.Language.english, .german])
    func fitsAt80x24(language: Strings.Language) throws {
        let strings = Strings(language: language)
        let more = Menu(Menu.peach.entries.prefix(8) + [
            Menu.Entry(MenuItem("chords"), group: "harmony") { _ in "Chords — harmony" },
            Menu.Entry(MenuItem("rhythms"), group: "rhythm") { _ in "Rhythms played back — rhythm" },
        ] + Menu.peach.entries.dropFirst(8))
        for menu in [Menu.peach, more] {
            for firstRun in [false, true] {
                for selected in [menu.entries[0].item, MenuItem.settings, .info] {
                    let lines = text(StartScreen(menu: menu, selected: selected, firstRun: firstRun).frame(status: Self.status, strings: strings, size: FullScreenTerminal.Size(columns: 80, rows: 24)))
                    #expect(lines.count == 24)
                    for entry in menu.entries { #expect(lines.contains { $0.contains(entry.title(strings)) }, "\(entry.item) missing: \(lines)") }
                    #expect(!lines.contains { $0.hasPrefix("   ↑ ") || $0.hasPrefix("   ↓ ") }, "\(lines)")
                    #expect(lines.allSatisfy { $0.count <= 80 })
                    #expect(lines.contains { $0.hasPrefix(" ▶ ") && $0.contains(menu.title(of: selected, strings)!) } || lines.contains { $0.contains("▶  \(menu.key(of: selected)!)  \(menu.title(of: selected, strings)!)") }, "\(selected): \(lines)")
                }
            }
        }
    }

    @Test("thirty entries at 80×24 and 100×32: the list scrolls so that the selected one is in view, the cut ends marked with how much more lies there, the frame its height; the keys go on in letters")
    func scrolls() {
        for size in [FullScreenTerminal.Size(columns: 80, rows: 24), FullScreenTerminal.Size(columns: 100, rows: 32)] {
            for selected in [0, 14, 29] {
                let screen = StartScreen(menu: Self.long, selected: MenuItem("entry-\(selected)"))
                let lines = text(screen.frame(status: Self.status, strings: Strings(language: .english), size: size))
                #expect(lines.count == size.rows)
                #expect(lines.contains { $0.hasPrefix(" ▶ ") && $0.hasSuffix("Entry \(selected) ") }, "\(size) \(selected): \(lines)")
                // A mark stands where, and only where, entries are out of sight.
                let first = lines.contains { $0.hasSuffix(" Entry 0 ") }, last = lines.contains { $0.hasSuffix(" Entry 29 ") }
                #expect(!(first && last))
                #expect(lines.contains { $0.hasPrefix("   ↓ ") && $0.hasSuffix("more rows") } == !last, "\(lines)")
                #expect(lines.contains { $0.hasPrefix("   ↑ ") && $0.hasSuffix("more rows") } == !first, "\(lines)")
            }
        }
        let bottom = text(StartScreen(menu: Self.long, selected: MenuItem("entry-29")).frame(
            status: Self.status, strings: Strings(language: .german), size: FullScreenTerminal.Size(columns: 80, rows: 24)))
        #expect(bottom.contains { $0.hasSuffix(" w  Entry 29 ") } && bottom.contains { $0.contains("1–9 0 a–w") }, "\(bottom)")
        #expect(bottom.contains { $0.hasPrefix("   ↑ ") && $0.hasSuffix("weitere Zeilen") }, "\(bottom)")
    }
}
