/// Where the session keeps Peach's files, and the client name it gives.
public struct ProjectOpen: Hashable, Sendable {
    public var path: String
    public var displayName: String
    /// The name Peach's audio client must have, unique in the session.
    public var clientID: String

    public init(path: String, displayName: String, clientID: String) {
        self.path = path
        self.displayName = displayName
        self.clientID = clientID
    }
}
