/// Why a session stopped. The raw values are the headless mode's `stopped` reasons.
public enum StopReason: String, Sendable, Hashable {
    /// The `stop` command, or leaving the screen.
    case stopped
    /// End of standard input in headless mode.
    case endOfInput
    /// Ctrl-C.
    case interrupted
    /// SIGTERM.
    case terminated
    /// Ctrl-Z: like sending the app to the background.
    case suspended
    case jackShutdown
    /// Every output connection was removed: the studio's "headphones unplugged".
    case outputsDisconnected
    case audioError
    /// Headless: whoever read standard output went away (a closed pipe).
    case outputClosed
    /// Headless: standard output cannot be written (a full or failing device).
    case outputFailed
    /// An answer could not be stored (a full or failing disk): training stops.
    case saveFailed

    /// From the audio side's error.
    public init(_ error: AudioError) {
        switch error {
        case .serverShutDown: self = .jackShutdown
        case .outputsDisconnected: self = .outputsDisconnected
        case .playbackFailed: self = .audioError
        }
    }
}
