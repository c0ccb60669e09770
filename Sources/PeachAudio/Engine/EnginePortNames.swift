import PeachCore

/// The full names of the engine's client and ports, as the server gave them. They can
/// change on `fg`: the client joins again, and takes `peach-01` if `peach` is taken by then.
struct EnginePortNames: Sendable, Equatable {
    let client: String
    let left: String
    let right: String
    let input: String
    let midiIn: String?
    let feedback: String?

    init(client: String, ports: EnginePorts) {
        self.client = client
        left = ports.left.name
        right = ports.right.name
        input = ports.input.name
        midiIn = ports.midiIn?.name
        feedback = ports.midiOut?.name
    }

    /// `connection` with this client's old name replaced by `client`'s, on either end.
    func renamed(_ connection: PortConnection, from old: String) -> PortConnection {
        func rename(_ port: String) -> String {
            port.hasPrefix(old + ":") ? client + port.dropFirst(old.count) : port
        }
        return PortConnection(source: rename(connection.source), destination: rename(connection.destination))
    }
}
