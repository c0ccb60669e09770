import PeachCore

/// An entry of the start screen, by what it opens: a discipline names its own after its
/// command and variant ("compare", "compare-intervals"); the app's own screens are here.
public struct MenuItem: Hashable, Sendable, CustomStringConvertible {
    public let id: String

    public init(_ id: String) {
        self.id = id
    }

    public var description: String { id }

    public static let profile = MenuItem("profile")
    public static let settings = MenuItem("settings")
    public static let info = MenuItem("info")
}

/// The start screen's list, in its order: each entry with its title and the group it is
/// listed in (a blank line between groups), and the key that opens it: 1 … 9, 0, then
/// letters the start screen uses for nothing else. Any number of entries: past the keys an
/// entry is reached with the arrows, and a list taller than the window scrolls.
public struct Menu: Sendable {
    public struct Entry: Sendable {
        public var item: MenuItem
        public var title: @Sendable (Strings) -> String
        /// Entries of one group stand together: pitch, rhythm, voice, the app's own screens.
        public var group: String

        public init(_ item: MenuItem, group: String, title: @escaping @Sendable (Strings) -> String) {
            self.item = item
            self.group = group
            self.title = title
        }
    }

    public let entries: [Entry]

    public init(_ entries: [Entry]) {
        precondition(!entries.isEmpty && Set(entries.map(\.item)).count == entries.count, "a menu of distinct entries")
        self.entries = entries
    }

    /// The keys in the order they are given out: j and k move the selection and q quits,
    /// so they open nothing.
    public static let keys: [Character] = Array("1234567890abcdefghilmnoprstuvwxyz")

    public var items: [MenuItem] { entries.map(\.item) }

    public func key(of item: MenuItem) -> Character? {
        guard let index = items.firstIndex(of: item), index < Self.keys.count else { return nil }
        return Self.keys[index]
    }

    /// The entry a key opens; nil for a key that opens none.
    public func item(forKey key: Character) -> MenuItem? {
        guard let index = Self.keys.firstIndex(of: key), index < entries.count else { return nil }
        return entries[index].item
    }

    /// The entry `steps` further down the list, wrapping around (an unknown one: the first).
    public func item(_ item: MenuItem, movedBy steps: Int) -> MenuItem {
        guard let index = items.firstIndex(of: item) else { return entries[0].item }
        return entries[((index + steps) % entries.count + entries.count) % entries.count].item
    }

    public func title(of item: MenuItem, _ strings: Strings) -> String? {
        entries.first { $0.item == item }?.title(strings)
    }

    /// The footer's word for the keys: "1–7", "1–9 0", "1–9 0 a–c".
    public var keysLabel: String {
        let count = min(entries.count, Self.keys.count)
        if count <= 9 { return count == 1 ? "1" : "1–\(count)" }
        if count == 10 { return "1–9 0" }
        let last = Self.keys[count - 1]
        return count == 11 ? "1–9 0 a" : "1–9 0 a–\(last)"
    }
}
