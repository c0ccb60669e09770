import PeachCore

/// `peach devices`: the ports to name with `--connect`, `--listen` and `--midi-connect`, the ALSA
/// inputs, and where a running Peach is connected.
public struct ListDevices {
    let console: any Console

    public init(console: any Console) {
        self.console = console
    }

    /// `open`: a JACK client of its own, which fails without a server (status 3).
    /// `alsaInputs`: the names, or why there are none. `peachName`: the client name Peach
    /// runs under.
    public func run(open: () throws -> any Patchbay, alsaInputs: () -> Result<[String], any Error>, peachName: String) throws {
        let patchbay: any Patchbay
        do {
            patchbay = try open()
        } catch {
            throw CommandFailure(ExitStatus.jackUnavailable, "\(error)")
        }
        defer { patchbay.close() }
        func show(_ ports: [String]) throws {
            if ports.isEmpty { try console.print("  (none)") }
            for port in ports { try console.print("  \(port)\(patchbay.isPhysical(port) ? "  [physical]" : "")") }
        }
        let ours = patchbay.ports(ofClient: peachName)
        try console.print("JACK: \(patchbay.sampleRate) Hz, \(patchbay.bufferSize) frames a period")
        try console.print("Audio destinations (--connect):")
        try show(patchbay.audioDestinations())
        // Peach's own outputs are sources too, but Peach hearing itself is no answer.
        try console.print("Audio sources (--listen):")
        try show(patchbay.audioSources().filter { !ours.contains($0) })
        try console.print("JACK MIDI sources (--midi-connect):")
        try show(patchbay.midiSources())
        try console.print("ALSA MIDI inputs:")
        switch alsaInputs() {
        case let .success(names): try show(names)
        case let .failure(reason): try console.print("  none: \(reason)")
        }
        try console.print("Peach's ports:")
        if ours.isEmpty { try console.print("  (Peach is not running as '\(Excerpt.of(peachName))')") }
        for port in ours {
            let connections = patchbay.connections(of: port)
            try console.print("  \(port) ↔ \(connections.isEmpty ? "(not connected)" : connections.joined(separator: ", "))")
        }
    }
}
