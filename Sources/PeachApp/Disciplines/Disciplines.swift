import Foundation
import PeachCore
import PeachTerminal

/// The training disciplines the app offers, in the registry's order: the start screen, the
/// commands and the headless mode find every discipline here. The composition root makes
/// it from its registry (`DisciplineRegistry`); the app names no discipline.
public struct Disciplines: Sendable {
    public let all: [any TrainingDiscipline]
    /// The start screen: every discipline's entries in their order, then the app's own
    /// screens.
    public let menu: Menu
    /// The profile screen's sections, in order, each once.
    public let profileSections: [any ProfileScreenSection]
    /// The start screen's help, a line for each discipline.
    public var startHelp: Strings.HelpTopic { .start(menu, disciplines: all.map { discipline in { discipline.startHelp($0) } }) }
    /// The profile screen's help, a line or two for each of its sections.
    public var profileHelp: Strings.HelpTopic { .profile(profileSections) }
    /// The disciplines' own settings, in the registry's order.
    public var ownSettings: [DisciplineSettingRow] { all.flatMap(\.ownSettings) }

    public init(_ all: [any TrainingDiscipline]) {
        self.all = all
        var seen = Set<ObjectIdentifier>()
        profileSections = all.map(\.profileRows).filter { seen.insert(ObjectIdentifier(type(of: $0))).inserted }
        menu = Menu(
            all.flatMap { discipline in discipline.menuEntries.map { Menu.Entry($0.item, group: discipline.menuGroup, title: $0.title) } } + [
                Menu.Entry(.profile, group: "app") { $0.profile },
                Menu.Entry(.settings, group: "app") { $0.settings },
                Menu.Entry(.info, group: "about") { $0.info },
            ])
    }

    /// The discipline a training command (`peach compare`, `peach sing`, …) runs; nil for a
    /// mode no registered discipline has.
    public func named(_ mode: TrainingMode) -> (any TrainingDiscipline)? {
        all.first { $0.mode == mode }
    }

    /// The discipline and variant a start screen entry opens; nil for profile, settings, info.
    public func opened(by item: MenuItem) -> (discipline: any TrainingDiscipline, variant: PitchVariant?)? {
        for discipline in all {
            if let entry = discipline.menuEntries.first(where: { $0.item == item }) { return (discipline, entry.variant) }
        }
        return nil
    }
}
