import Foundation
import PeachCore
import PeachDoubles
import PeachTerminal
import Testing
@testable import PeachApp

@Suite("Keys to commands, screen by screen")
struct KeyMapTests {
    func command(_ key: Key, _ screen: ScreenKind) -> ScreenCommand? { KeyMap.command(for: key, on: screen, menu: peachDisciplines.menu) }

    @Test("Ctrl-C quits and Ctrl-Z suspends on every screen")
    func everywhere() {
        for screen in [ScreenKind.start, .compare, .match, .profile, .info, .settings, .intervalList] {
            #expect(command(.control("c"), screen) == .quit)
            #expect(command(.control("z"), screen) == .suspend)
        }
    }

    @Test("start screen: arrows and j/k move, Enter opens, digits open directly, q and Esc quit")
    func start() {
        #expect(command(.up, .start) == .moveSelection(by: -1) && command(.character("k"), .start) == .moveSelection(by: -1))
        #expect(command(.down, .start) == .moveSelection(by: 1) && command(.tab, .start) == .moveSelection(by: 1))
        #expect(command(.enter, .start) == .openSelected)
        #expect(command(.character("1"), .start) == .open(.compareSingleNotes))
        #expect(command(.character("5"), .start) == .open(.compareTiming) && command(.character("6"), .start) == .open(.fillTheGap))
        #expect(command(.character("7"), .start) == .open(.rhythmBack) && command(.character("8"), .start) == .open(.singAndMatch))
        #expect(command(.character("9"), .start) == .open(.playItBack))
        // The tenth entry is 0, as on a phone's keypad; then letters.
        #expect(command(.character("0"), .start) == .open(.chords) && command(.character("a"), .start) == .open(.profile))
        #expect(command(.character("b"), .start) == .open(.settings) && command(.character("c"), .start) == .open(.info))
        #expect(command(.character("q"), .start) == .quit && command(.escape, .start) == .quit)
    }

    @Test("Hear & Compare: ↑/h/+ Higher, ↓/l/- Lower, s stops or starts, Esc back")
    func compare() {
        for key in [Key.up, .character("h"), .character("+")] { #expect(command(key, .compare) == .answer(higher: true)) }
        for key in [Key.down, .character("l"), .character("-")] { #expect(command(key, .compare) == .answer(higher: false)) }
        #expect(command(.character("s"), .compare) == .toggleTraining)
        #expect(command(.escape, .compare) == .back && command(.backspace, .compare) == .back)
        #expect(command(.left, .compare) == nil && command(.enter, .compare) == nil)
    }

    @Test("Play It Back: r and Enter replay; with no MIDI keyboard the row a w s e d f … types notes from the C at or below the phrase (s among them), Space stops and starts, z and x move the row an octave")
    func echoTyping() {
        var screen = PlayItBackScreen(view: EchoView())
        let keys = { (key: Key) in KeyMap.command(for: key, on: .training(screen.keys), menu: peachDisciplines.menu) }
        #expect(keys(.character("r")) == .control(.replay) && keys(.enter) == .control(.replay))
        #expect(keys(.character("s")) == .toggleTraining && keys(.character("a")) == nil, "a MIDI keyboard connected: no typing")
        screen.midiConnected(false)
        screen.view.phrase = Phrase(key: MIDINote(62), scale: .major, notes: [62, 64, 66, 69].map(MIDINote.init), tempo: Tempo(bpm: 90))
        #expect(keys(.character("a")) == .control(.typedNote(60)) && keys(.character("s")) == .control(.typedNote(62)))
        #expect(keys(.character("t")) == .control(.typedNote(66)) && keys(.character("k")) == .control(.typedNote(72)) && keys(.character("'")) == .control(.typedNote(77)))
        #expect(keys(.character(" ")) == .toggleTraining && keys(.character("q")) == .quit && keys(.character("r")) == .control(.replay))
        #expect(keys(.character("x")) == .screenKey(.character("x")))
        screen.screenKey(.character("x"))
        #expect(keys(.character("a")) == .control(.typedNote(72)))
        for _ in 0..<5 { screen.screenKey(.character("z")) }
        #expect(keys(.character("a")) == .control(.typedNote(36)), "two octaves down at most")
        // B3 D4 F♯4 A4: the row from C4 reaches three of them (from C3, B3 and D4 only).
        screen.view.typedOctaveShift = 0
        screen.view.phrase = Phrase(key: MIDINote(59), scale: .naturalMinor, notes: [59, 62, 66, 69].map(MIDINote.init), tempo: Tempo(bpm: 90))
        #expect(keys(.character("a")) == .control(.typedNote(60)))
        screen.midiConnected(true)
        #expect(keys(.character("s")) == .toggleTraining)
    }

    @Test("Tune & Match: ←→ a tenth of a cent, ↑↓ and Shift+←→ a cent, Enter or Space submit")
    func match() {
        #expect(command(.right, .match) == .tune(by: 0.005) && command(.left, .match) == .tune(by: -0.005))
        #expect(command(.up, .match) == .tune(by: 0.05) && command(.shiftLeft, .match) == .tune(by: -0.05))
        #expect(command(.enter, .match) == .submit && command(.character(" "), .match) == .submit)
        // ±20 cents over −1 … 1: a fine step is 0.1 cent, a coarse one 1 cent.
        #expect(abs(KeyMap.fineStep * 20 - 0.1) < 1e-12 && abs(KeyMap.coarseStep * 20 - 1) < 1e-12)
        #expect(KeyMap.tuned(0.99, by: 0.05) == 1 && KeyMap.tuned(-0.98, by: -0.05) == -1)
    }

    @Test("settings: fields, steps, big steps, preview; the interval list's own keys")
    func settings() {
        #expect(command(.down, .settings) == .selectField(by: 1) && command(.character("k"), .settings) == .selectField(by: -1))
        #expect(command(.right, .settings) == .adjust(by: 1, coarse: false))
        #expect(command(.pageDown, .settings) == .adjust(by: -1, coarse: true) && command(.shiftRight, .settings) == .adjust(by: 1, coarse: true))
        #expect(command(.enter, .settings) == .activateField && command(.character("p"), .settings) == .preview)
        #expect(command(.escape, .settings) == .back)
        #expect(command(.escape, .intervalList) == .closeIntervalList)
        #expect(command(.character(" "), .intervalList) == .toggleInterval)
        #expect(command(.up, .intervalList) == .moveIntervalCursor(.up) && command(.tab, .intervalList) == .moveIntervalCursor(.right))
    }

    @Test("the interval list: unison alone on top, then up and down side by side")
    func intervalCursor() {
        let count = 25
        #expect(KeyMap.move(0, .down, count: count) == 1)
        #expect(KeyMap.move(1, .down, count: count) == 3 && KeyMap.move(2, .down, count: count) == 4)
        #expect(KeyMap.move(3, .up, count: count) == 1 && KeyMap.move(2, .up, count: count) == 0)
        #expect(KeyMap.move(24, .down, count: count) == 24 && KeyMap.move(23, .down, count: count) == 24)
        #expect(KeyMap.move(0, .left, count: count) == 24 && KeyMap.move(24, .right, count: count) == 0)
    }
}
