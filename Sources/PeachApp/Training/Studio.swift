import Foundation
import PeachCore

/// What the application needs of the running studio — the JACK client and the MIDI
/// inputs — and nothing more: the screens and the headless loop ask it, the composition
/// root provides it (and a test can stand in for it without JACK).
public protocol Studio: Sendable {
    var clientName: String { get }
    var sampleRate: Int { get }
    var bufferSize: Int { get }
    var xrunCount: Int { get }
    /// Ports that would not connect when joining the graph (never fatal).
    var connectWarnings: [String] { get }
    /// What starting said that a musician must know ("no sound card: nothing will be heard").
    var startupNotes: [String] { get }
    /// What reading the config file said (a value out of range and the one used instead,
    /// an unknown key): on the screens' status line, not on a terminal hidden behind them.
    var configWarnings: [String] { get }
    /// Xruns, buffer-size changes, unplugged outputs, the server going away.
    var notices: AsyncStream<EngineNotice> { get }
    /// Every MIDI input, parsed and mapped for the current mode.
    var controls: AsyncStream<PlayedControl> { get }
    /// What the MIDI mapping should produce: answers or tuning.
    func setMode(_ mode: TrainingMode)
    /// The MIDI sources in use: connected to midi_in, and ALSA inputs.
    func midiSources() -> [String]
    /// Ctrl-Z: leaves the JACK graph; returns what `resume` needs to restore it.
    func suspend() -> [PortConnection]
    /// Back into the graph; returns what could not be restored.
    func resume(_ connections: [PortConnection]) -> [String]
}

extension Studio {
    public var configWarnings: [String] { [] }
}
