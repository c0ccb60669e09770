/// The audio input as a session hears it: what the analyser made of `in`, from the moment
/// hearing starts. The adapter runs the analysis on a thread of its own; the session only
/// reads the events.
public protocol InputHearing: Sendable {
    /// Starts hearing afresh (nothing heard before counts) and returns the events in order.
    /// The stream ends at `stopHearing`; a new `startHearing` replaces it.
    func startHearing() -> AsyncStream<HeardEvent>
    func stopHearing()
    /// Frames per second of the events' frames.
    var sampleRate: Int { get }
    /// Whether anything is connected to the input: a discipline that can do without it
    /// (Fill the Gap's taps) listens only then.
    var isConnected: Bool { get }
    /// Frames from the microphone to the input, as the audio server reports for its connections: taken
    /// off an onset's frame, as midi_in's capture latency is taken off a pad's tap.
    var captureLatencyFrames: Int { get }
}
