import Foundation
import PeachApp
import PeachCore
import PeachReport
import PeachStore
import PeachTerminal
import PeachWiring

/// What Peach's registered disciplines make of a history, for the tests of the modules
/// below the composition root: the disciplines, the profile's parts, the store's kinds and
/// the profile's views, as `peach` has them.
public let peachProfileParts = DisciplineRegistry.peach.profileParts

/// The settings Peach's disciplines own, as every reading of the config file is given them.
public let peachOwnSettings = DisciplineRegistry.peach.ownSettings

/// Peach's disciplines, as the start screen and the commands have them.
public let peachDisciplines = Disciplines(DisciplineRegistry.peach.disciplines)

extension Strings.HelpTopic {
    /// The start screen's help and the profile's, with a line for each of Peach's disciplines.
    public static var start: Strings.HelpTopic { peachDisciplines.startHelp }
    public static var profile: Strings.HelpTopic { peachDisciplines.profileHelp }
}

extension TrainingHistory {
    /// A history of Peach's parts, as training has it.
    public convenience init(calendar: Calendar = .current) {
        self.init(calendar: calendar, parts: peachProfileParts)
    }
}

extension TrainingHistory.Rebuild {
    /// A rebuild into Peach's parts, as training has it.
    public init(calendar: Calendar = .current) {
        self.init(calendar: calendar, parts: peachProfileParts)
    }
}

extension TrainingStore {
    /// A store of Peach's kinds of record, as `peach` opens it.
    public convenience init(path: String, access: Access = .write) throws(StoreError) {
        try self.init(path: path, access: access, kinds: DisciplineRegistry.peach.storedKinds)
    }
}

extension StoreLibrary {
    /// The records of Peach's kinds, as `peach` opens them.
    public init(databasePath: String?, readFile: @escaping @Sendable (_ path: String, _ limit: Int?) throws -> [UInt8]) {
        self.init(databasePath: databasePath, kinds: DisciplineRegistry.peach.storedKinds, readFile: readFile)
    }
}

extension ProfileJSON {
    /// Peach's disciplines' keys, as `peach profile --json` writes them.
    public init(snapshot: ProfileSnapshot) {
        self.init(snapshot: snapshot, sections: DisciplineRegistry.peach.profileJSON)
    }
}

extension ProfileReport {
    /// Peach's disciplines' sections, as `peach report --html` draws them.
    public init(snapshot: ProfileSnapshot, generated: Date) {
        self.init(snapshot: snapshot, generated: generated, sections: DisciplineRegistry.peach.profileHTML)
    }
}

extension ProfileView {
    /// The profile screen with Peach's sections.
    public init(snapshot: ProfileSnapshot, now: Date = Date()) {
        self.init(snapshot: snapshot, sections: peachDisciplines.profileSections, now: now)
    }
}

extension ScreenKind {
    /// Peach's training screens' keys, as their disciplines declare them.
    public static var compare: ScreenKind { .training(HearAndCompareScreen(view: ComparisonView(variant: .singleNotes)).keys) }
    public static var match: ScreenKind { .training(TuneAndMatchScreen(view: MatchingView(variant: .singleNotes)).keys) }
    public static var timing: ScreenKind { .training(CompareTimingScreen(view: TimingView()).keys) }
    public static var fill: ScreenKind { .training(FillTheGapScreen(view: GapView()).keys) }
    public static var sing: ScreenKind { .training(SingAndMatchScreen(view: SingingView(variant: .singleNotes)).keys) }
}
