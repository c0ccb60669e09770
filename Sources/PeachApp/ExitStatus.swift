import Foundation
import PeachCore

/// Peach's exit statuses, in one place (the README lists them).
public enum ExitStatus {
    public static let done: Int32 = 0
    /// `reset` or `import --replace` asked, and the answer was not yes; or `calibrate` heard
    /// too few taps to propose a value: nothing was changed.
    public static let nothingChanged: Int32 = 1
    /// A usage or configuration error.
    public static let usage: Int32 = 2
    /// No JACK server, or it went away.
    public static let jackUnavailable: Int32 = 3
    /// The database cannot be used.
    public static let database: Int32 = 4
    /// An answer could not be stored while training (a full or failing disk): training
    /// stopped; everything stored before it is kept.
    public static let saveFailed: Int32 = 5
    /// An output could not be written: a full or failing disk or device.
    public static let cannotWrite: Int32 = 6
    /// The reader of standard output went away: as SIGPIPE ends any tool (128 + 13).
    public static let readerGone: Int32 = 141

    /// Every status and what it means, as `peach --help` lists them (the README's table
    /// says the same, with what to do). Each line fits an 80-column help screen.
    public static let meanings: [(status: Int32, meaning: String)] = [
        (done, "done"),
        (nothingChanged, "not confirmed, or calibrate heard too few taps: nothing changed"),
        (usage, "usage or configuration error: the message names what to fix"),
        (jackUnavailable, "no JACK server, or it went away"),
        (database, "the database cannot be used: the file is left unchanged"),
        (saveFailed, "an answer could not be saved while training (disk full?)"),
        (cannotWrite, "an output could not be written (missing folder, full disk)"),
        (readerGone, "the reader of the output went away (peach export | head)"),
    ]

    /// The help's paragraph: one status a line, the numbers in a column.
    public static var helpText: String {
        "Exit statuses:\n" + meanings.map { "  " + "\($0.status)".padding(toLength: 5, withPad: " ", startingAt: 0) + $0.meaning }.joined(separator: "\n")
    }

    /// Why training stopped, in words for standard error, for the stops that are faults;
    /// nil for the ones someone asked for, and for a reader that left (silent, as SIGPIPE).
    public static func faultMessage(_ reason: StopReason, detail: String?) -> String? {
        let because = detail.map { " (\($0))" } ?? ""
        return switch reason {
        case .serverShutDown: "training stopped: the JACK server went away\(because)"
        case .saveFailed:
            "training stopped: \(detail ?? "the last answer could not be saved") (every answer reported before it is stored; start again once the disk has room)"
        case .outputFailed: "training stopped: standard output cannot be written\(because)"
        case .outputsDisconnected: "training stopped: every output connection was removed"
        case .audioError: "training stopped: the audio failed\(because)"
        case .stopped, .endOfInput, .interrupted, .terminated, .suspended, .outputClosed: nil
        }
    }

    /// How a training run that stopped for `reason` ends the process.
    public static func of(_ reason: StopReason) -> Int32 {
        switch reason {
        case .serverShutDown: jackUnavailable
        case .outputClosed: readerGone
        case .outputFailed: cannotWrite
        case .saveFailed: saveFailed
        default: done
        }
    }
}
