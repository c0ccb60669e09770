/// A JACK call that failed, in words.
public struct JackError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
