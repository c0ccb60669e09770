@testable import PeachCore

/// Plays back given draws, then a seeded sequence: tests decide exactly the draws they care about.
struct ScriptedRandom: RandomSource {
    var script: [Double]
    var fallback = SeededRandom(seed: 7)
    private(set) var drawCount = 0

    init(_ script: [Double]) { self.script = script }

    mutating func nextUnit() -> Double {
        drawCount += 1
        return script.isEmpty ? fallback.nextUnit() : script.removeFirst()
    }
}

/// Records at `offset` cents for a note, all correct unless said otherwise.
func records(note: Int, cents: [Double], correct: Bool = true, target: Int? = nil) -> [ComparisonRecord] {
    cents.map {
        ComparisonRecord(
            referenceNote: MIDINote(note), targetNote: MIDINote(target ?? note), centOffset: Cents($0),
            isCorrect: correct, interval: .unison, tuningSystem: .equalTemperament, timestamp: .init(timeIntervalSince1970: 0))
    }
}
