import Foundation
import PeachJack

/// Where Peach's ports connect when it joins the graph: the configured destinations, or the
/// physical playback ports (never assuming a `system:` prefix: PipeWire names them
/// otherwise); midi_in from the configured sources or the physical MIDI capture ports; `in`
/// only from the sources named.
/// Connecting may fail and is never fatal: each failure is a warning.
enum ConnectionPolicy {
    static func connectAll(
        _ client: JackClient, outputs: [String], input: String, midiInput: String?, feedback: String?, options: AudioEngineOptions
    ) -> [String] {
        var warnings = connect(client, outputs: outputs, to: options.destinations)
        for source in options.listenSources {
            do { try client.connect(source, to: input) } catch { warnings.append("\(error)") }
        }
        if let midiInput {
            warnings += connectMIDI(client, input: midiInput, from: options.midiSources)
        }
        if let feedback {
            for destination in options.feedbackDestinations {
                do { try client.connect(feedback, to: destination) } catch { warnings.append("\(error)") }
            }
        }
        return warnings
    }

    static func connect(_ client: JackClient, outputs: [String], to destinations: [String]?) -> [String] {
        let targets: [String]
        if let destinations {
            targets = destinations
        } else {
            targets = Array(client.physicalPlaybackPorts.prefix(2))
            if targets.isEmpty { return ["no physical playback ports to connect to"] }
        }
        var warnings: [String] = []
        for (index, destination) in targets.enumerated() {
            let source = outputs[index % outputs.count]
            do {
                try client.connect(source, to: destination)
            } catch {
                warnings.append("\(error)")
            }
        }
        return warnings
    }

    static func connectMIDI(_ client: JackClient, input: String, from sources: [String]?) -> [String] {
        let origins = sources ?? client.physicalMIDISources
        var warnings: [String] = []
        for source in origins {
            do { try client.connect(source, to: input) } catch { warnings.append("\(error)") }
        }
        return warnings
    }
}
