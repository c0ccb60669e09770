import Foundation
import PeachCore

// A small discipline that exists only in these tests, to show that a discipline is one unit:
// it is registered in the registry alone (`DisciplineRegistry.adding`) and everything it
// needs lives in this folder. The musician hears a count-in and taps along; a trial keeps
// the tempo and how many of the four beats were tapped in time.
// What the core would hold: its record and kind, its mode, its part of the profile.

struct CountInRecord: DisciplineRecord {
    static let kind = RecordKind(id: "countIn", rank: 100, one: "count-in", many: "count-ins", unit: "trial")
    var tempo: Int
    var beatsInTime: Int
    var timestamp: Date
    var distinguishingValues: [Int] { [tempo] }
}

extension TrainingMode {
    static let countIn = TrainingMode("count-in", notes: .tap)
}

/// How many count-ins, and how many beats of each were in time on average.
struct CountInProfile: ProfilePart {
    static let kinds = [CountInRecord.kind]
    private(set) var trials = 0
    private(set) var beatsInTime = 0

    init(calendar: Calendar) {}

    mutating func add(_ record: TrainingRecord) {
        guard let record = record.as(CountInRecord.self) else { return }
        trials += 1
        beatsInTime += record.beatsInTime
    }

    var isEmpty: Bool { trials == 0 }

    func section(range: NoteRange) -> any ProfileSection {
        CountInSection(trials: trials, meanBeatsInTime: trials > 0 ? Double(beatsInTime) / Double(trials) : nil)
    }
}

struct CountInSection: ProfileSection {
    var trials: Int
    var meanBeatsInTime: Double?
}
