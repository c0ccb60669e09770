import Foundation
import PeachCore

/// One discipline's part of the profile screen, declared by the discipline beside its
/// screen and drawn in the registry's order. A section draws all its rows at the width
/// given; the screen scrolls what does not fit.
public protocol ProfileScreenSection: Sendable {
    func lines(_ view: ProfileView, strings: Strings, width: Int) -> [Line]
    /// What its rows say, for the profile's help: a line or two.
    func help(_ strings: Strings) -> [String]
    /// The heading it stands under with its neighbours of the same group (the rhythm
    /// disciplines' bands line up under one), or nil for a section of its own.
    var group: ProfileScreenGroup? { get }
}

extension ProfileScreenSection {
    public var group: ProfileScreenGroup? { nil }
}

/// Sections drawn under one heading, without a blank between them: the heading stands before
/// the first of them with rows; where none has any, one line says so instead.
public struct ProfileScreenGroup: Sendable {
    public let name: String
    public let heading: @Sendable (Strings) -> Line
    public let empty: @Sendable (Strings) -> Line

    public init(name: String, heading: @escaping @Sendable (Strings) -> Line, empty: @escaping @Sendable (Strings) -> Line) {
        self.name = name
        self.heading = heading
        self.empty = empty
    }
}

/// How far the profile screen's view moves.
public enum ScrollStep: Hashable, Sendable {
    case lines(Int)
    /// A screenful, less a line kept for context.
    case pages(Int)
    case top, bottom
}
