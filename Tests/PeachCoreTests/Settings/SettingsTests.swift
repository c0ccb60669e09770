import Testing
@testable import PeachCore

@Suite("Settings")
struct SettingsTests {
    @Test("defaults are the spec's")
    func defaults() {
        let settings = SettingsRequest().resolved()
        #expect(settings.adjustments.isEmpty)
        #expect(settings.settings == TrainingSettings.defaults)
        let d = TrainingSettings.defaults
        #expect(d.noteRange == NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
        #expect(d.noteDuration == 1.0 && d.noteGap == 0 && d.referencePitch.hertz == 440)
        #expect(d.naturalVsMechanical == 0.5 && d.varyLoudness == 0)
        #expect(d.intervals == [.unison] && d.tuningSystem == .equalTemperament)
        #expect(d.kazezNarrowing == 0.016 && d.kazezWidening == 0.06)
        #expect(d.variant == .singleNotes)
    }

    @Test("out-of-range values are clamped and each is reported")
    func clamping() {
        var request = SettingsRequest()
        request.noteDuration = 10
        request.disciplineSettings = HearAndCompareSettings.all
        request.disciplineChoices = ["noteGap": "-1.0", "varyLoudness": "nan"]
        request.referencePitch = 300
        request.naturalVsMechanical = 1.5
        request.kazezNarrowing = 0.5
        request.kazezWidening = 0
        let (settings, adjustments) = request.resolved()
        #expect(settings.noteDuration == 3.0)
        #expect(settings.noteGap == 0)
        #expect(settings.referencePitch.hertz == 380)
        #expect(settings.naturalVsMechanical == 1)
        #expect(settings.varyLoudness == 0)
        #expect(settings.kazezNarrowing == 0.2)
        #expect(settings.kazezWidening == 0.01)
        #expect(Set(adjustments.map(\.key)) == [
            "noteDuration", "noteGap", "referencePitch", "naturalVsMechanical", "varyLoudness",
            "kazezNarrowing", "kazezWidening",
        ])
        let duration = adjustments.first { $0.key == "noteDuration" }!
        #expect(duration.description == "noteDuration = 10.0 is outside 0.3 … 3.0; using 3.0")
    }

    @Test("the note range keeps 21…108 and spans at least an octave")
    func noteRangeLimits() {
        var request = SettingsRequest()
        request.noteRangeMin = 10
        request.noteRangeMax = 120
        var resolved = request.resolved()
        #expect(resolved.settings.noteRange == NoteRange(lowest: MIDINote(21), highest: MIDINote(108)))
        #expect(resolved.adjustments.map(\.key) == ["noteRangeMin", "noteRangeMax"])

        request.noteRangeMin = 60
        request.noteRangeMax = 65
        resolved = request.resolved()
        #expect(resolved.settings.noteRange == NoteRange(lowest: MIDINote(60), highest: MIDINote(72)))
        #expect(resolved.adjustments.map(\.key) == ["noteRangeMax"])

        request.noteRangeMin = 105
        request.noteRangeMax = 108
        resolved = request.resolved()
        #expect(resolved.settings.noteRange == NoteRange(lowest: MIDINote(96), highest: MIDINote(108)))
    }

    @Test("an empty interval set falls back to unison, reported")
    func emptyIntervals() {
        var request = SettingsRequest()
        request.intervals = []
        let (settings, adjustments) = request.resolved()
        #expect(settings.intervals == [.unison])
        #expect(adjustments.map(\.key) == ["intervals"])
    }

    @Test("interval sets choose the discipline")
    func discipline() {
        var settings = TrainingSettings.defaults
        settings.intervals = [.unison, DirectedInterval(.perfectFifth)]
        #expect(settings.variant == .intervals)
    }

    @Test("sound sources parse as sine or sf2:bank:program")
    func soundSources() {
        #expect(SoundSource("sine") == .sine)
        #expect(SoundSource("sf2:0:0") == .soundFont(bank: 0, program: 0))
        #expect(SoundSource("sf2:8:4")?.description == "sf2:8:4")
        for bad in ["", "sf2", "sf2:0", "sf2:0:128", "sf2:-1:0", "sf3:0:0", "sf2:a:b", "Sine"] {
            #expect(SoundSource(bad) == nil, "\(bad)")
        }
    }

    @Test("a voice range: both ends or none, an octave at least, within the absolute limits; Sing & Match draws from it, else from the note range")
    func voiceRange() {
        var request = SettingsRequest()
        #expect(request.resolved().settings.voiceRange == nil && request.resolved().settings.singingRange == request.resolved().settings.noteRange)
        request.voiceLowest = 43
        request.voiceHighest = 67
        let set = request.resolved()
        #expect(set.settings.voiceRange == NoteRange(lowest: MIDINote(43), highest: MIDINote(67)) && set.adjustments.isEmpty)
        #expect(set.settings.singingRange == NoteRange(lowest: MIDINote(43), highest: MIDINote(67)))
        request.voiceHighest = 50
        let narrow = request.resolved()
        #expect(narrow.settings.voiceRange?.highest == MIDINote(55) && narrow.adjustments.map(\.key) == ["voiceHighest"])
        request.voiceHighest = nil
        let half = request.resolved()
        #expect(half.settings.voiceRange == nil && half.adjustments.first?.description == "voiceLowest = 43 is one end of a voice range without the other (set voiceHighest too); ignored", "\(half.adjustments)")
    }
}
