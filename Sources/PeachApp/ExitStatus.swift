import Foundation
import PeachCore

/// Peach's exit statuses, in one place (the README lists them).
public enum ExitStatus {
    public static let done: Int32 = 0
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

    /// How a training run that stopped for `reason` ends the process.
    public static func of(_ reason: StopReason) -> Int32 {
        switch reason {
        case .jackShutdown: jackUnavailable
        case .outputClosed: readerGone
        case .outputFailed: cannotWrite
        case .saveFailed: saveFailed
        default: done
        }
    }
}
