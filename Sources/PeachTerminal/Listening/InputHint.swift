/// What a musician must be told about Peach's audio input, on every screen that listens to
/// it (Sing & Match's, Play It Back's, Fill the Gap's): one set of hints and one wording.
public enum InputHint: Sendable, Equatable {
    /// Nothing is connected to `in`.
    case notConnected
    /// A second without sound.
    case silent
    /// Within 4 dB of full scale.
    case nearClipping
    /// Samples that are no sound (NaN, infinite, far beyond full scale): taken as silence.
    case unusable
    /// Asked to take a note before anything was heard.
    case nothingToTake
}
