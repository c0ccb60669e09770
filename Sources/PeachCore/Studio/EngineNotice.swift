/// Things the audio engine reports as they happen, for the sessions and the status line.
public enum EngineNotice: Sendable, Hashable {
    case xruns(total: Int)
    case bufferSizeChanged(frames: Int)
    case connectFailed(String)
    /// Every connection of the outputs is gone: the studio's "headphones unplugged".
    case outputsDisconnected
    case serverShutDown
}
