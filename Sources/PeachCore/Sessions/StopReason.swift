/// Why a session stopped. (The headless mode's `stopped` line names each in a word of its
/// own, which scripts read.)
public enum StopReason: Sendable, Hashable, CaseIterable {
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
    /// The audio server shut down or went away.
    case serverShutDown
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
        case .serverShutDown: self = .serverShutDown
        case .outputsDisconnected: self = .outputsDisconnected
        case .playbackFailed: self = .audioError
        }
    }
}
