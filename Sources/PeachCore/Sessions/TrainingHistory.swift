import Foundation

/// The derived state of all training: its `parts` are rebuilt from the records at start-up
/// (off the training actor) and then fed each record a session stores, the same way
/// (`SessionLoop.complete`). Which parts there are is what the disciplines registered;
/// each reads its own back by type.
@TrainingActor
public final class TrainingHistory: Resettable {
    public private(set) var parts: Rebuild

    /// `parts`: every registered discipline's part of the profile.
    public init(calendar: Calendar = .current, parts: [any ProfilePart.Type]) {
        self.parts = Rebuild(calendar: calendar, parts: parts)
    }

    /// The part of type `type`: the registered one, or an empty one where none is.
    public func part<Part: ProfilePart>(_ type: Part.Type) -> Part { parts.part(type) }

    /// A stored record, as a rebuild feeds it: what a session's loop does once it stored one.
    public func add(_ record: some DisciplineRecord) {
        parts.add(record)
    }

    public func reset() async {
        parts = parts.emptied()
    }

    /// Takes over a rebuild made from the records.
    public func load(_ rebuild: Rebuild) {
        parts = rebuild
    }

    /// The profile as the screens, the report and the profile for scripts show it.
    public func snapshot(range: NoteRange) -> ProfileSnapshot { parts.snapshot(range: range) }

    /// Nothing trained yet, of any discipline: the very first start.
    public var isEmpty: Bool { parts.isEmpty }
}

extension TrainingHistory {
    /// Everything derived from the stored records: each registered discipline's part of the
    /// profile. A value, so that a rebuild of a million records runs off the training actor
    /// and is handed over whole.
    public struct Rebuild: Sendable {
        private let calendar: Calendar
        private var parts: [any ProfilePart]
        /// The parts each kind of record feeds.
        private let routes: [RecordKind: [Int]]
        /// The same, by the record's type, as each type is first met: a record then finds
        /// its parts by its type's identity, without copying its kind or hashing its name
        /// (a rebuild reads a million).
        private var routesByType: [(type: ObjectIdentifier, parts: [Int])] = []

        /// `parts`: each type once (a second of one type is not made).
        public init(calendar: Calendar = .current, parts types: [any ProfilePart.Type]) {
            self.calendar = calendar
            var seen = Set<ObjectIdentifier>()
            let unique = types.filter { seen.insert(ObjectIdentifier($0)).inserted }
            parts = unique.map { $0.init(calendar: calendar) }
            var routes: [RecordKind: [Int]] = [:]
            for (index, type) in unique.enumerated() {
                for kind in type.kinds { routes[kind, default: []].append(index) }
            }
            self.routes = routes
        }

        /// Every stored record in timestamp order at a rebuild, then each completed trial.
        public mutating func add(_ record: TrainingRecord) {
            let type = ObjectIdentifier(Swift.type(of: record.record))
            var route = routesByType.firstIndex { $0.type == type }
            if route == nil {
                routesByType.append((type, routes[record.kind] ?? []))
                route = routesByType.count - 1
            }
            for index in routesByType[route!].parts { parts[index].add(record) }
        }

        public mutating func add(_ record: some DisciplineRecord) {
            add(TrainingRecord(record))
        }

        /// The part of type `type`: the registered one, or an empty one where none is.
        public func part<Part: ProfilePart>(_ type: Part.Type) -> Part {
            for part in parts { if let part = part as? Part { return part } }
            return Part(calendar: calendar)
        }

        /// The same parts, with nothing in them.
        public func emptied() -> Rebuild {
            Rebuild(calendar: calendar, parts: parts.map { type(of: $0) })
        }

        /// Nothing trained yet, of any discipline.
        public var isEmpty: Bool { parts.allSatisfy(\.isEmpty) }

        /// Each part's section of the profile, in the parts' order.
        public func sections(range: NoteRange) -> [any ProfileSection] {
            parts.map { $0.section(range: range) }
        }
    }
}
