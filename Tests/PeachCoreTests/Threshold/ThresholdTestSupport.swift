import Foundation
@testable import PeachCore

/// Answers as a listener with a known ear would give them on average: at each difference,
/// `perDifference` answers of which exactly the expected share is correct.
func idealAnswers(_ ear: PsychometricFunction, at differences: [Double], perDifference: Int) -> AnswerHistogram {
    var histogram = AnswerHistogram()
    for difference in differences {
        let correct = Int((ear.probabilityCorrect(at: difference) * Double(perDifference)).rounded())
        for index in 0..<perDifference { histogram.add(difference: difference, correct: index < correct) }
    }
    return histogram
}

/// Bin centres from `low` to `high` cents (answers sit exactly where the fit puts them).
func binCentres(from low: Double, to high: Double) -> [Double] {
    (0..<AnswerHistogram.binCount).map(AnswerHistogram.centre(ofBin:)).filter { $0 >= low && $0 <= high }
}

func comparison(note: Int, cents: Double, correct: Bool, at seconds: Double, interval: DirectedInterval = .unison) -> ComparisonRecord {
    let target = note + interval.semitones
    return ComparisonRecord(
        referenceNote: MIDINote(note), targetNote: MIDINote(target), centOffset: Cents(cents), isCorrect: correct,
        interval: interval.interval, tuningSystem: .equalTemperament, timestamp: Date(timeIntervalSince1970: 1_700_000_000 + seconds))
}

/// Within 30 % of the truth: several standard errors for a few hundred answers, so a
/// seeded draw from the tail does not fail a test of the mechanism.
func near(_ estimate: ThresholdEstimate?, _ truth: Double) -> Bool {
    estimate.map { abs(log($0.threshold / truth)) < log(1.3) } ?? false
}

var utcCalendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}
