import Testing
@testable import PeachCore

@Suite("Settings of a discipline")
struct DisciplineSettingsTests {
    struct Fixed: TrainingSettingsSource {
        let settings: TrainingSettings
        func currentSettings() async -> TrainingSettings { settings }
    }

    static let chosen: [DirectedInterval] = [.unison, DirectedInterval(.majorThird, .down), DirectedInterval(.perfectFifth)]

    @Test("single notes train unison whatever intervals are chosen")
    func singleNotes() async {
        let source = DisciplineSettings(Fixed(settings: TrainingSettings(intervals: Self.chosen)), discipline: .singleNotes)
        let settings = await source.currentSettings()
        #expect(settings.intervals == [.unison])
        #expect(settings.discipline == .singleNotes)
    }

    @Test("intervals train the chosen intervals without unison, or a fifth up when only unison is chosen")
    func intervals() async {
        let chosen = await DisciplineSettings(Fixed(settings: TrainingSettings(intervals: Self.chosen)), discipline: .intervals).currentSettings()
        #expect(chosen.intervals == Array(Self.chosen.dropFirst()))
        #expect(chosen.discipline == .intervals)
        let onlyUnison = await DisciplineSettings(Fixed(settings: TrainingSettings()), discipline: .intervals).currentSettings()
        #expect(onlyUnison.intervals == [DirectedInterval(.perfectFifth, .up)])
    }

    @Test("everything else passes through")
    func passThrough() async {
        let base = TrainingSettings(noteDuration: 0.7, noteGap: 0.2, tuningSystem: .justIntonation)
        let settings = await DisciplineSettings(Fixed(settings: base), discipline: .intervals).currentSettings()
        #expect(settings.noteDuration == 0.7 && settings.noteGap == 0.2 && settings.tuningSystem == .justIntonation)
    }
}
