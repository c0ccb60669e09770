import ArgumentParser
import Foundation
import PeachMIDI
import PeachJack

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List JACK audio and MIDI ports, ALSA MIDI inputs, and where Peach's ports are connected."
    )

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let configuration = try global.loadConfiguration()
        let client: JackClient
        do {
            client = try JackClient(name: "peach-devices")
        } catch {
            printError("\(error)")
            throw PeachExitCode.jackUnavailable
        }
        defer { client.close() }
        func show(_ ports: [String]) {
            if ports.isEmpty { printLine("  (none)") }
            for port in ports { printLine("  \(port)\(client.isPhysical(port) ? "  [physical]" : "")") }
        }
        printLine("JACK: \(client.sampleRate) Hz, \(client.bufferSize) frames a period")
        printLine("Audio destinations (--connect):")
        show(client.ports(type: JackClient.audioType, direction: .input))
        printLine("JACK MIDI sources (--midi-connect):")
        show(client.ports(type: JackClient.midiType, direction: .output))
        printLine("ALSA MIDI inputs:")
        switch ALSAMIDIInputs.list(clientName: "peach-devices") {
        case let .success(names): show(names)
        case let .failure(reason): printLine("  none: \(reason)")
        }
        let name = global.jackName ?? configuration.jack.clientName
        let ours = client.ports(matching: "^\(NSRegularExpression.escapedPattern(for: name))(-[0-9]+)?:")
        printLine("Peach's ports:")
        if ours.isEmpty { printLine("  (Peach is not running as '\(name)')") }
        for port in ours {
            let connections = client.connections(ofPortNamed: port)
            printLine("  \(port) ↔ \(connections.isEmpty ? "(not connected)" : connections.joined(separator: ", "))")
        }
    }
}
