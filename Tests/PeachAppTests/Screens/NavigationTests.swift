import Foundation
import PeachCore
import PeachDoubles
import PeachTerminal
import Testing
@testable import PeachApp

@Suite("Navigation between the screens")
struct NavigationTests {
    @Test("the menu wraps around both ways; it lists every discipline's entries in the registry's order, then the app's screens")
    func menu() {
        let menu = peachDisciplines.menu
        #expect(menu.item(.compareSingleNotes, movedBy: -1) == .info)
        #expect(menu.item(.info, movedBy: 1) == .compareSingleNotes)
        #expect(menu.item(.profile, movedBy: 15) == .info && menu.item(.profile, movedBy: -22) == .compareIntervals)
        #expect(menu.items.filter { peachDisciplines.opened(by: $0) != nil } == [.compareSingleNotes, .compareIntervals, .matchSingleNotes, .matchIntervals, .compareTiming, .fillTheGap, .rhythmBack, .singAndMatch, .playItBack, .chords])
        #expect(menu.items.filter { peachDisciplines.opened(by: $0) != nil } == peachDisciplines.all.flatMap { $0.menuEntries.map(\.item) })
        #expect(menu.items.suffix(3) == [.profile, .settings, .info])
    }

    @Test("the start screen's titles as the registry makes them, in English and German")
    func titles() {
        let menu = peachDisciplines.menu
        #expect(menu.entries.map { $0.title(Strings(language: .english)) } == [
            "Hear & Compare — single notes", "Hear & Compare — intervals", "Tune & Match — single notes", "Tune & Match — intervals",
            "Compare Timing — rhythm", "Fill the Gap — rhythm", "Rhythm Back — rhythm", "Sing & Match — voice or instrument", "Play It Back — melody", "Chords — harmony", "Profile", "Settings", "Info",
        ])
        #expect(menu.entries.map { $0.title(Strings(language: .german)) }.prefix(2) == ["Hören & Vergleichen — Einzeltöne", "Hören & Vergleichen — Intervalle"])
        #expect(menu.entries.map(\.group) == ["pitch", "pitch", "pitch", "pitch", "rhythm", "rhythm", "rhythm", "voice", "melody", "harmony", "app", "app", "about"])
    }

    @Test("a menu of more than ten entries: 1 … 9, 0, then letters; j, k and q open nothing; past the keys an entry has none")
    func longMenu() {
        let entries = (0..<40).map { index in Menu.Entry(MenuItem("entry-\(index)"), group: index < 20 ? "a" : "b") { _ in "Entry \(index)" } }
        let menu = Menu(entries)
        #expect(menu.key(of: MenuItem("entry-8")) == "9" && menu.key(of: MenuItem("entry-9")) == "0")
        #expect(menu.key(of: MenuItem("entry-10")) == "a" && menu.key(of: MenuItem("entry-12")) == "c")
        #expect(menu.item(forKey: "a") == MenuItem("entry-10") && menu.item(forKey: "i") == MenuItem("entry-18"))
        // After i come l and m: j and k move the selection.
        #expect(menu.item(forKey: "l") == MenuItem("entry-19") && menu.item(forKey: "m") == MenuItem("entry-20"))
        for key: Character in ["j", "k", "q", "?"] { #expect(menu.item(forKey: key) == nil, "\(key)") }
        #expect(Set(Menu.keys).count == Menu.keys.count && Menu.keys.count == 33)
        #expect(menu.key(of: MenuItem("entry-32")) == "z" && menu.key(of: MenuItem("entry-33")) == nil)
        #expect(menu.item(MenuItem("entry-39"), movedBy: 1) == MenuItem("entry-0"))
        #expect(Menu(Array(entries.prefix(7))).keysLabel == "1–7" && Menu(Array(entries.prefix(10))).keysLabel == "1–9 0")
        #expect(Menu(Array(entries.prefix(11))).keysLabel == "1–9 0 a" && Menu(Array(entries.prefix(13))).keysLabel == "1–9 0 a–c")
        // The keys reach every keyed entry from the start screen.
        #expect(KeyMap.command(for: .character("c"), on: .start, menu: menu) == .open(MenuItem("entry-12")))
        #expect(KeyMap.command(for: .character("q"), on: .start, menu: menu) == .quit)
        #expect(KeyMap.command(for: .character("d"), on: .start, menu: peachDisciplines.menu) == nil, "Peach's own menu has thirteen entries")
    }

    @Test("Esc returns to the start screen with the item that led there selected")
    @TrainingActor func back() {
        let services = AppRig().services
        #expect(AppScreen.training(HearAndCompare().makeRun(.intervals, services: services)).menuItem == .compareIntervals)
        #expect(AppScreen.training(TuneAndMatch().makeRun(.singleNotes, services: services)).menuItem == .matchSingleNotes)
        #expect(AppScreen.training(SingAndMatch().makeRun(nil, services: services)).kind.helpTopic(peachDisciplines) == .sing)
        #expect(AppScreen.info.menuItem == .info)
        #expect(AppScreen.start(StartScreen(menu: peachDisciplines.menu, selected: .settings)).menuItem == .settings)
    }

    @Test("the settings screen uses the interval list's keys while the list is open")
    @TrainingActor func settingsKind() {
        var form = SettingsForm(request: SettingsRequest(), sounds: [SettingsForm.SoundChoice(source: .sine, name: "sine")])
        #expect(AppScreen.settings(SettingsScreen(form: form, configPath: "/x")).kind == .settings)
        form.intervalCursor = 3
        #expect(AppScreen.settings(SettingsScreen(form: form, configPath: "/x")).kind == .intervalList)
        #expect(AppScreen.profile(ProfileView(snapshot: ProfileSnapshot(
            thresholds: ThresholdProfile(), profile: PerceptualProfile(), matching: MatchingProfile(),
            range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84))))).kind == .profile)
    }
}
