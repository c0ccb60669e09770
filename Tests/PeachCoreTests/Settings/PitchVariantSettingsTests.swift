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
        let source = PitchVariantSettings(Fixed(settings: TrainingSettings(intervals: Self.chosen)), variant: .singleNotes)
        let settings = await source.currentSettings()
        #expect(settings.intervals == [.unison])
        #expect(settings.variant == .singleNotes)
    }

    @Test("intervals train the chosen intervals without unison, or a fifth up when only unison is chosen")
    func intervals() async {
        let chosen = await PitchVariantSettings(Fixed(settings: TrainingSettings(intervals: Self.chosen)), variant: .intervals).currentSettings()
        #expect(chosen.intervals == Array(Self.chosen.dropFirst()))
        #expect(chosen.variant == .intervals)
        let onlyUnison = await PitchVariantSettings(Fixed(settings: TrainingSettings()), variant: .intervals).currentSettings()
        #expect(onlyUnison.intervals == [DirectedInterval(.perfectFifth, .up)])
    }

    @Test("everything else passes through")
    func passThrough() async {
        var base = TrainingSettings(noteDuration: 0.7, tuningSystem: .justIntonation)
        base.noteGap = 0.2
        let settings = await PitchVariantSettings(Fixed(settings: base), variant: .intervals).currentSettings()
        #expect(settings.noteDuration == 0.7 && settings.noteGap == 0.2 && settings.tuningSystem == .justIntonation)
    }
}
