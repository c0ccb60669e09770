import PeachCore

/// The columns both pitch types share: the two notes with their names, the interval (its
/// size; the direction is the order of the notes) and the tuning system.
struct PitchColumns {
    static let names = ["referenceNote", "referenceNoteName", "targetNote", "targetNoteName", "interval", "tuningSystem"]

    var reference: MIDINote
    var target: MIDINote
    var interval: Interval
    var tuning: TuningSystem

    init(reference: MIDINote, target: MIDINote, interval: Interval, tuning: TuningSystem) {
        self.reference = reference
        self.target = target
        self.interval = interval
        self.tuning = tuning
    }

    init(_ row: CSVRow) throws(CSVRow.Problem) {
        func note(_ column: String) throws(CSVRow.Problem) -> MIDINote {
            guard let number = Int(row[column]), let note = MIDINote(rawValue: number) else {
                throw CSVRow.Problem(reason: "\(column) '\(row.excerpt(column))' is not a MIDI note 0…127")
            }
            guard row[column + "Name"] == note.name else {
                throw CSVRow.Problem(reason: "\(column)Name '\(row.excerpt(column + "Name"))' does not match \(column) \(number) (\(note.name))")
            }
            return note
        }
        reference = try note("referenceNote")
        target = try note("targetNote")
        guard let interval = Interval(shortName: row["interval"]) else {
            throw CSVRow.Problem(reason: "interval '\(row.excerpt("interval"))' is not one of \(Interval.shortNames.joined(separator: " "))")
        }
        guard abs(target.rawValue - reference.rawValue) == interval.semitones else {
            throw CSVRow.Problem(reason: "interval \(row.excerpt("interval")) does not match the notes \(reference.name) and \(target.name)")
        }
        guard let tuning = TuningSystem(rawValue: row["tuningSystem"]) else {
            throw CSVRow.Problem(reason: "tuningSystem '\(row.excerpt("tuningSystem"))' is not equalTemperament or justIntonation")
        }
        self.interval = interval
        self.tuning = tuning
    }

    var fields: [String: String] {
        [
            "referenceNote": "\(reference.rawValue)", "referenceNoteName": reference.name,
            "targetNote": "\(target.rawValue)", "targetNoteName": target.name,
            "interval": interval.shortName, "tuningSystem": tuning.rawValue,
        ]
    }
}
