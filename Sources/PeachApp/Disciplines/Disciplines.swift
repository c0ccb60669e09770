import Foundation
import PeachCore
import PeachTerminal

/// The one place a training discipline is registered: the start screen, the commands and
/// the headless mode find every discipline here.
public enum Disciplines {
    public static let all: [any TrainingDiscipline] = [HearAndCompare(), TuneAndMatch(), CompareTiming(), FillTheGap(), SingAndMatch()]

    /// The discipline a training command (`peach compare`, `peach sing`, …) runs.
    public static func named(_ mode: TrainingMode) -> any TrainingDiscipline {
        // Every mode has its discipline: the list above is checked by a test.
        all.first { $0.mode == mode }!
    }

    /// The discipline and variant a start screen entry opens; nil for profile, settings, info.
    public static func opened(by item: MenuItem) -> (discipline: any TrainingDiscipline, variant: PitchVariant?)? {
        for discipline in all {
            if let entry = discipline.menuEntries.first(where: { $0.item == item }) { return (discipline, entry.variant) }
        }
        return nil
    }

    /// The start screen: every discipline's entries in the order above, then the app's own
    /// screens.
    public static let menu = Menu(
        all.flatMap { discipline in discipline.menuEntries.map { Menu.Entry($0.item, group: discipline.menuGroup, title: $0.title) } } + [
            Menu.Entry(.profile, group: "app") { $0.profile },
            Menu.Entry(.settings, group: "app") { $0.settings },
            Menu.Entry(.info, group: "about") { $0.info },
        ])
}
