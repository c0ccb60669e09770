import PeachCore
import PeachDoubles

extension RhythmFixture {
    /// The rhythm history alone, as the report shows it.
    static func snapshot() -> ProfileSnapshot {
        var rebuild = TrainingHistory.Rebuild()
        add(to: &rebuild)
        return rebuild.snapshot(range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
    }
}
