/// One connection of the studio's graph, by the ports' full names: what Ctrl-Z takes
/// down and `fg` restores.
public struct PortConnection: Hashable, Sendable {
    public var source: String
    public var destination: String

    public init(source: String, destination: String) {
        self.source = source
        self.destination = destination
    }
}
