import Foundation

/// The values a stored record may hold: what Peach writes when it trains, and what it takes
/// from the original app's files. A record outside them came from neither (a damaged
/// database, a backup edited by hand) and is refused where it is read — the exchange
/// format's import, the records, a backup — by the same rule, so that whatever Peach keeps
/// it can export, back up and read back.
public enum RecordLimits {
    /// 1970-01-01 (a machine whose clock never learned the date starts there) up to the end
    /// of 2099: a record from a clock that ran wild is no answer anyone gave.
    public static let timestamps = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 4_102_444_799.999)
    /// Cent offsets and errors: an octave either way (Peach's differences stay within 100).
    public static let cents = -1200.0...1200.0
    /// Tempos in whole BPM: Peach trains at 40–200; the original app's files may hold others.
    public static let tempoBPM = 1...400
    /// Timing offsets and their means, in ms: a second either way (Peach's stay within half
    /// a sixteenth, 188 ms at 40 BPM).
    public static let offsetMs = -1000.0...1000.0
    /// Sample rates the frames of a tap or a played note count at.
    public static let sampleRates = 1_000...1_000_000
    /// Fill the Gap: a trial's cycle number, and its extra taps.
    public static let cycles = 0...1_000
    public static let extraTaps = 0...100_000
    /// Play It Back: notes in a phrase, times heard again, and a sung note's cents from its
    /// nearest note (half a semitone either way).
    public static let phraseLength = 1...64
    public static let replays = 0...1_000
    public static let sungCents = -50.0...50.0
    /// An onset or a tap's offset in frames: ten minutes either way at its sample rate.
    public static func frames(atSampleRate rate: Int) -> ClosedRange<Int> { -(rate * 600)...(rate * 600) }

    /// "1970–2099", as messages say the range of times.
    public static let timestampWords = "1970–2099"

    /// "−1200…1200", as messages say a range of numbers.
    public static func words(_ range: ClosedRange<Double>) -> String {
        func number(_ value: Double) -> String {
            (value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)").replacingOccurrences(of: "-", with: "−")
        }
        return number(range.lowerBound) + "…" + number(range.upperBound)
    }
}
