import PeachApp
import PeachCore
import PeachReport
import PeachStore

/// Everything of one training discipline that Peach's parts need, named once: how it runs
/// and what it adds to the profile (its `TrainingDiscipline`, which declares its profile
/// part), the records it keeps, and its parts of the profile for scripts and of the HTML
/// report. Each piece lives in the discipline's folder of its module.
public struct DisciplineRegistration: Sendable {
    public var discipline: any TrainingDiscipline
    public var records: [StoredRecords]
    public var profileJSON: any ProfileJSONSection
    public var profileHTML: any ProfileHTMLSection
    /// The services of its own its sessions find among the run's (`TrainingServices.own`),
    /// made from the store: Hear & Compare's chain memory.
    public var services: @Sendable (TrainingStore) -> [any Sendable]

    public init(
        _ discipline: any TrainingDiscipline, records: [StoredRecords], profileJSON: any ProfileJSONSection,
        profileHTML: any ProfileHTMLSection, services: @escaping @Sendable (TrainingStore) -> [any Sendable] = { _ in [] }
    ) {
        self.discipline = discipline
        self.records = records
        self.profileJSON = profileJSON
        self.profileHTML = profileHTML
        self.services = services
    }
}

/// The one place a training discipline is registered. The store, the profile's rebuild,
/// `profile --json` and the report are handed what they need from here, in this order;
/// a piece two disciplines would share is taken once.
public struct DisciplineRegistry: Sendable {
    public var registrations: [DisciplineRegistration]

    public init(_ registrations: [DisciplineRegistration]) {
        self.registrations = registrations
        // A key two disciplines own would be read for the first and written by both rows.
        let keys = registrations.flatMap { $0.discipline.ownSettings.map(\.setting.key) }
        precondition(Set(keys).count == keys.count, "a discipline setting's key registered twice: \(keys)")
    }

    public static let peach = DisciplineRegistry([
        DisciplineRegistration(
            HearAndCompare(), records: [.comparisons], profileJSON: ComparisonJSON(), profileHTML: ComparisonHTML(),
            services: { [StoreChainHistory(store: $0)] }),
        DisciplineRegistration(TuneAndMatch(), records: [.matches], profileJSON: MatchingJSON(), profileHTML: MatchingHTML()),
        DisciplineRegistration(
            CompareTiming(), records: [.timingComparisons], profileJSON: CompareTimingJSON(), profileHTML: CompareTimingHTML()),
        DisciplineRegistration(FillTheGap(), records: [.gapFills], profileJSON: FillTheGapJSON(), profileHTML: FillTheGapHTML()),
        DisciplineRegistration(RhythmBack(), records: [.rhythmCalls], profileJSON: RhythmBackJSON(), profileHTML: RhythmBackHTML()),
        DisciplineRegistration(SingAndMatch(), records: [.matches], profileJSON: SungMatchingJSON(), profileHTML: SungMatchingHTML()),
        DisciplineRegistration(PlayItBack(), records: [.phrases], profileJSON: PlayItBackJSON(), profileHTML: PlayItBackHTML()),
        DisciplineRegistration(Chords(), records: [.progressions], profileJSON: ChordsJSON(), profileHTML: ChordsHTML()),
    ])

    /// Adds `registration` after the others.
    public func adding(_ registration: DisciplineRegistration) -> DisciplineRegistry {
        DisciplineRegistry(registrations + [registration])
    }

    public var disciplines: [any TrainingDiscipline] { registrations.map(\.discipline) }

    public var profileParts: [any ProfilePart.Type] {
        Self.once(registrations.flatMap { type(of: $0.discipline).profileParts }) { ObjectIdentifier($0) }
    }

    public var storedKinds: StoredKinds { StoredKinds(registrations.flatMap(\.records)) }

    /// The `[training]` keys the disciplines own, for every reading of the config file.
    public var ownSettings: [DisciplineSetting] { registrations.flatMap { $0.discipline.ownSettings.map(\.setting) } }

    public var profileJSON: [any ProfileJSONSection] {
        Self.once(registrations.map(\.profileJSON)) { ObjectIdentifier(type(of: $0)) }
    }

    public var profileHTML: [any ProfileHTMLSection] {
        Self.once(registrations.map(\.profileHTML)) { ObjectIdentifier(type(of: $0)) }
    }

    /// The first of each identity, in order.
    private static func once<Element>(_ elements: [Element], identity: (Element) -> ObjectIdentifier) -> [Element] {
        var seen = Set<ObjectIdentifier>()
        return elements.filter { seen.insert(identity($0)).inserted }
    }
}
