import Foundation
import PeachCore
import PeachTerminal
import Testing
@testable import PeachApp

@Suite("Navigation between the screens")
struct NavigationTests {
    @Test("the menu wraps around both ways")
    func menu() {
        #expect(MenuItem.compareSingleNotes.moved(by: -1) == .info)
        #expect(MenuItem.info.moved(by: 1) == .compareSingleNotes)
        #expect(MenuItem.profile.moved(by: 12) == .info && MenuItem.profile.moved(by: -16) == .compareIntervals)
        #expect(MenuItem.allCases.filter(\.isTraining) == [.compareSingleNotes, .compareIntervals, .matchSingleNotes, .matchIntervals, .compareTiming, .fillTheGap, .singAndMatch])
    }

    @Test("Esc returns to the start screen with the item that led there selected")
    func back() {
        #expect(AppScreen.training(HearAndCompareScreen(view: ComparisonView(discipline: .intervals))).menuItem == .compareIntervals)
        #expect(AppScreen.training(TuneAndMatchScreen(view: MatchingView(discipline: .singleNotes))).menuItem == .matchSingleNotes)
        #expect(AppScreen.info.menuItem == .info)
        #expect(AppScreen.start(StartScreen(selected: .settings)).menuItem == .settings)
    }

    @Test("the settings screen uses the interval list's keys while the list is open")
    func settingsKind() {
        var form = SettingsForm(request: SettingsRequest(), sounds: [SettingsForm.SoundChoice(source: .sine, name: "sine")])
        #expect(AppScreen.settings(SettingsScreen(form: form, configPath: "/x")).kind == .settings)
        form.intervalCursor = 3
        #expect(AppScreen.settings(SettingsScreen(form: form, configPath: "/x")).kind == .intervalList)
        #expect(AppScreen.profile(ProfileView(snapshot: ProfileSnapshot(
            thresholds: ThresholdProfile(), profile: PerceptualProfile(), matching: MatchingProfile(),
            range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84))))).kind == .profile)
    }
}
