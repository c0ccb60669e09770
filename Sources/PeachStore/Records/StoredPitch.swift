import PeachCore

/// What both pitch kinds keep of a trial's notes: the reference and target notes, the
/// interval between them (its size; the direction is their order) and the tuning, read
/// and checked together, as the exchange format's `PitchColumns` reads them from a CSV row.
struct StoredPitch {
    var reference: MIDINote
    var target: MIDINote
    var interval: Interval
    var tuning: TuningSystem

    /// The columns of `row` that hold them.
    init<Column>(_ row: StoredRow<Column>, reference: Column, target: Column, interval: Column, tuning: Column) throws(DamagedRow) {
        let notes = MIDINote.validRange
        let referenceNote = try row.integer(reference, notes), targetNote = try row.integer(target, notes)
        let semitones = try row.integer(interval, 0...12), tuningName = try row.text(tuning)
        guard let size = Interval(rawValue: semitones), abs(targetNote - referenceNote) == semitones else {
            throw row.refused(interval, "\(semitones) semitones is not the interval from note \(referenceNote) to \(targetNote)")
        }
        guard let system = TuningSystem(rawValue: tuningName) else {
            throw row.refused(tuning, "'\(Excerpt.of(tuningName))' is no tuning system")
        }
        self.reference = MIDINote(referenceNote)
        self.target = MIDINote(targetNote)
        self.interval = size
        self.tuning = system
    }
}
