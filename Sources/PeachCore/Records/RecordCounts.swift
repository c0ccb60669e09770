/// How many records of each kind are stored.
public struct RecordCounts: Sendable, Equatable {
    public private(set) var byKind: [RecordKind: Int]

    public init(_ byKind: [RecordKind: Int] = [:]) {
        self.byKind = byKind
    }

    public subscript(kind: RecordKind) -> Int {
        get { byKind[kind] ?? 0 }
        set { byKind[kind] = newValue }
    }

    /// Equal when every kind's count is: a kind counted 0 and one not counted are alike.
    public static func == (lhs: RecordCounts, rhs: RecordCounts) -> Bool {
        RecordKind.allCases.allSatisfy { lhs[$0] == rhs[$0] }
    }

    public var total: Int { byKind.values.reduce(0, +) }

    /// "3 comparisons and 2 matches", naming the pitch kinds always (as Peach always said)
    /// and a rhythm kind only when there is one.
    public var words: String {
        let named = RecordKind.allCases.filter { !$0.isRhythm || self[$0] > 0 }.map { $0.counted(self[$0]) }
        return named.spokenList
    }
}
