extension Array where Element == String {
    /// "a", "a and b", "a, b and c": a list as a sentence says it (the commands' messages).
    public var spokenList: String {
        count > 1 ? dropLast().joined(separator: ", ") + " and " + last! : joined()
    }
}
