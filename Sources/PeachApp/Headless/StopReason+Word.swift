import PeachCore

extension StopReason {
    /// The headless `stopped` line's reason: words scripts read, kept as they were first
    /// written (the server's is JACK's, as the studio names it).
    public var word: String {
        switch self {
        case .stopped: "stopped"
        case .endOfInput: "endOfInput"
        case .interrupted: "interrupted"
        case .terminated: "terminated"
        case .suspended: "suspended"
        case .serverShutDown: "jackShutdown"
        case .outputsDisconnected: "outputsDisconnected"
        case .audioError: "audioError"
        case .outputClosed: "outputClosed"
        case .outputFailed: "outputFailed"
        case .saveFailed: "saveFailed"
        }
    }
}
