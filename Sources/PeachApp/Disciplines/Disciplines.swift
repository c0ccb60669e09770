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
    public static func opened(by item: MenuItem) -> (discipline: any TrainingDiscipline, variant: Discipline?)? {
        for discipline in all {
            if let variant = discipline.menuItems[item] { return (discipline, variant) }
        }
        return nil
    }
}
