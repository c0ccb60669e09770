import PeachCore
import Testing
@testable import PeachTerminal

@Suite("The start screen's list")
struct StartScreenTests {
    static let status = StatusLine(client: "peach", jackRunning: true, sampleRate: 48000, bufferSize: 256, xruns: 0, midiSources: [])
    static let long = Menu((0..<30).map { index in Menu.Entry(MenuItem("entry-\(index)"), group: "group \(index / 10)") { _ in "Entry \(index)" } })

    func text(_ frame: Frame) -> [String] { frame.lines.map(\.text) }

    @Test("Peach's ten entries: 1–9 and 0, a blank line between the groups, as before the menu was made from the registry")
    func peach() {
        let lines = text(StartScreen(menu: .peach).frame(status: Self.status, strings: Strings(language: .english), size: FullScreenTerminal.Size(columns: 80, rows: 24)))
        let entries = lines.filter { $0.hasPrefix(" ▶ ") || $0.hasPrefix("    ") && $0.dropFirst(4).first?.isNumber == true }
        #expect(entries.map { String($0.dropFirst(4).prefix(1)) } == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"], "\(lines)")
        #expect(lines.contains { $0.contains("1–9 0") })
        let first = lines.firstIndex { $0.contains("1  Hear & Compare") }!
        #expect(lines[first + 4].isEmpty && lines[first + 7].isEmpty && lines[first + 9].isEmpty && lines[first + 12].isEmpty, "\(lines)")
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
