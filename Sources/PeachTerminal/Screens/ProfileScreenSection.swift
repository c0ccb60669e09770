import Foundation
import PeachCore

/// One discipline's part of the profile screen, declared by the discipline beside its
/// screen and drawn in the registry's order. A section draws all its rows at the width
/// given; the screen scrolls what does not fit.
public protocol ProfileScreenSection: Sendable {
    func lines(_ view: ProfileView, strings: Strings, width: Int) -> [Line]
    /// What its rows say, for the profile's help: a line or two.
    func help(_ strings: Strings) -> [String]
}

/// How far the profile screen's view moves.
public enum ScrollStep: Hashable, Sendable {
    case lines(Int)
    /// A screenful, less a line kept for context.
    case pages(Int)
    case top, bottom
}
