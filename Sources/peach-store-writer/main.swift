import Foundation
import PeachCore
import PeachStore
import PeachWiring

// Writes comparison records as fast as a session could, printing the number of each one
// after its commit returned. The crash-safety test kills it with SIGKILL at random moments
// and checks that every printed record is in the database and nothing partial is.

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: peach-store-writer DATABASE\n".utf8))
    exit(2)
}
let store: TrainingStore
do {
    store = try TrainingStore(path: CommandLine.arguments[1], kinds: DisciplineRegistry.peach.storedKinds)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(4)
}
var number = (try? store.counts()[.comparison]) ?? 0
while true {
    number += 1
    // The record's timestamp carries its number, so the test can find each one.
    let record = ComparisonRecord(
        referenceNote: MIDINote(36 + number % 49), targetNote: MIDINote(36 + number % 49), centOffset: Cents(Double(number % 100) + 0.5),
        isCorrect: number % 3 != 0, interval: .unison, tuningSystem: .equalTemperament,
        timestamp: Date(timeIntervalSince1970: Double(number)))
    do {
        try store.insert(record)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(4)
    }
    FileHandle.standardOutput.write(Data("\(number)\n".utf8))
}
