import Foundation
import PeachCore

/// One line of the headless mode's standard input.
public enum HeadlessCommand: Equatable, Sendable {
    case higher, lower, submit, stop
    /// Compare Timing's answers (the same controls as lower and higher).
    case early, late
    /// Fill the Gap: a tap, timed when the line is read.
    case tap
    /// Play It Back: the phrase again, its echo started over.
    case replay
    /// The tuning control at V, −1 … 1.
    case slider(Double)
    /// A blank line: nothing to do.
    case nothing

    public static let usage = "higher, lower, submit, slider V (−1 … 1), early, late, tap, replay, stop"

    /// The command's first word, as a discipline lists the ones it takes; nil for a blank line.
    public var word: String? {
        switch self {
        case .higher: "higher"
        case .lower: "lower"
        case .submit: "submit"
        case .stop: "stop"
        case .early: "early"
        case .late: "late"
        case .tap: "tap"
        case .replay: "replay"
        case .slider: "slider"
        case .nothing: nil
        }
    }

    /// Parses a line: words separated by spaces or tabs; anything else is refused with the
    /// line itself in the message (one warning a line, never a stop).
    public static func parse(_ line: String) -> Result<HeadlessCommand, HeadlessCommandError> {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
        switch (words.first.map(String.init), words.count) {
        case (nil, _): return .success(.nothing)
        case ("higher", 1): return .success(.higher)
        case ("lower", 1): return .success(.lower)
        case ("submit", 1): return .success(.submit)
        case ("stop", 1): return .success(.stop)
        case ("early", 1): return .success(.early)
        case ("late", 1): return .success(.late)
        case ("tap", 1): return .success(.tap)
        case ("replay", 1): return .success(.replay)
        case ("slider", 2):
            if let value = Double(words[1]), value.isFinite, (-1...1).contains(value) { return .success(.slider(value)) }
            return .failure(HeadlessCommandError(line: line, reason: "slider takes a number from −1 to 1"))
        default:
            return .failure(HeadlessCommandError(line: line, reason: "unknown command"))
        }
    }
}

public struct HeadlessCommandError: Error, Equatable, CustomStringConvertible {
    public var line: String
    public var reason: String
    public var description: String {
        // A line of garbage bytes is quoted as every input is: short, its controls escaped.
        "\(reason): '\(Excerpt.of(line))' (\(HeadlessCommand.usage))"
    }
}
