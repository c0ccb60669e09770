import Foundation
import PeachCore
import PeachJack

/// A JACK client looking at the graph, for `peach devices`.
extension JackClient: Patchbay {
    public func audioDestinations() -> [String] { ports(type: JackClient.audioType, direction: .input) }
    public func audioSources() -> [String] { ports(type: JackClient.audioType, direction: .output) }
    public func midiSources() -> [String] { ports(type: JackClient.midiType, direction: .output) }

    public func ports(ofClient name: String) -> [String] {
        ports(matching: "^\(NSRegularExpression.escapedPattern(for: name))(-[0-9]+)?:")
    }

    public func connections(of port: String) -> [String] { connections(ofPortNamed: port) }
}
