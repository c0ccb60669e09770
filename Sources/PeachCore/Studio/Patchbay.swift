/// The audio graph as `peach devices` lists it: the ports a musician can name on the
/// command line or in the config, and where Peach's own ports are connected.
public protocol Patchbay {
    var sampleRate: Int { get }
    var bufferSize: Int { get }
    /// Audio inputs: where Peach's outputs can go (`--connect`).
    func audioDestinations() -> [String]
    /// Audio outputs: what Peach's input can hear (`--listen`): a microphone's capture port,
    /// a mixer's send.
    func audioSources() -> [String]
    /// MIDI outputs: what midi_in can listen to (`--midi-connect`).
    func midiSources() -> [String]
    /// A port of the hardware (a sound card, a MIDI interface) rather than of a program.
    func isPhysical(_ port: String) -> Bool
    /// The ports of the client `name`, or of `name-2` and so on, as the server renames a
    /// second client of the same name.
    func ports(ofClient name: String) -> [String]
    func connections(of port: String) -> [String]
    func close()
}
