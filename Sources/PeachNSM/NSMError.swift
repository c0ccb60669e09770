import PeachCore

/// Why joining a session manager did not work, in words for stderr.
public enum NSMError: Error, Equatable, CustomStringConvertible {
    case badURL(String)
    case cannotListen
    case noAnswer(url: String, seconds: Int)
    case refused(code: Int32, message: String)
    case noOpen(seconds: Int)

    public var description: String {
        switch self {
        case let .badURL(url): "NSM_URL '\(Excerpt.of(url))' is not an osc.udp:// address"
        case .cannotListen: "no UDP port could be opened for the session manager"
        case let .noAnswer(url, seconds): "the session manager at \(url) did not answer within \(seconds) s"
        case let .refused(code, message): "the session manager refused Peach (\(code)): \(message)"
        case let .noOpen(seconds): "the session manager sent no open message within \(seconds) s"
        }
    }
}
