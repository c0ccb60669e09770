/// Peach's audio outputs in the audio graph, as `peach sound-check` shows them: the audio
/// adapter's engine, or a test's stand-in.
public protocol AudioOutputs: Sendable {
    var clientName: String { get }
    var sampleRate: Int { get }
    var bufferSize: Int { get }
    /// The output ports' full names, left then right.
    var outputPortNames: [String] { get }
    /// The ports a port is connected to.
    func connections(of port: String) -> [String]
}
