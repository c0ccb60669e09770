import Foundation
import PeachCore
@testable import PeachStore

/// A fresh folder for a test's database, removed afterwards.
final class TemporaryFolder {
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("peach-store-\(UUID().uuidString.prefix(8))").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Runs a system program (mount, umount, dd) and gives its status; `making`: a folder to
/// make first (a mount point).
func run(_ executable: String, _ arguments: [String], making folder: String? = nil) throws -> Int32 {
    if let folder { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// A checksum of a file's bytes, to prove it was not touched.
func fingerprint(_ path: String) -> Int? {
    FileManager.default.contents(atPath: path).map { data in
        var hasher = Hasher()
        hasher.combine(data)
        return hasher.finalize()
    }
}

func comparison(_ note: Int, _ cents: Double, correct: Bool = true, interval: Interval = .unison, at seconds: Double) -> ComparisonRecord {
    ComparisonRecord(
        referenceNote: MIDINote(note), targetNote: MIDINote(note + interval.semitones), centOffset: Cents(cents), isCorrect: correct,
        interval: interval, tuningSystem: interval == .unison ? .equalTemperament : .justIntonation,
        timestamp: Date(timeIntervalSince1970: seconds))
}

func match(_ note: Int, initial: Double, error: Double, at seconds: Double) -> PitchMatchingRecord {
    PitchMatchingRecord(
        referenceNote: MIDINote(note), targetNote: MIDINote(note), initialCentOffset: Cents(initial), userCentError: Cents(error),
        interval: .unison, tuningSystem: .equalTemperament, timestamp: Date(timeIntervalSince1970: seconds))
}

extension TrainingStore {
    func exportedText() throws -> String {
        var text = ""
        try exportCSV { text += $0 }
        return text
    }
}
