import Foundation
import PeachCore
import PeachTerminal

/// The screen the app shows, with what it shows.
public enum AppScreen: Sendable {
    case start(StartScreen)
    /// A training discipline's screen, with its session while it trains.
    case training(any TrainingRun)
    case profile(ProfileView)
    case settings(SettingsScreen)
    case info

    /// Which key map applies.
    @TrainingActor
    public var kind: ScreenKind {
        switch self {
        case .start: .start
        case let .training(run): .training(run.screen.keys)
        case .profile: .profile
        case let .settings(settings): settings.form.intervalCursor == nil ? .settings : .intervalList
        case .info: .info
        }
    }

    /// The start screen's item that leads back here: where Esc returns to.
    @TrainingActor
    public var menuItem: MenuItem {
        switch self {
        case let .training(run): run.screen.menuItem
        case .profile: .profile
        case .settings: .settings
        case .info: .info
        case let .start(start): start.selected
        }
    }
}

/// Which keys apply: the app's own screens', or a training screen's as its discipline
/// declares them.
public enum ScreenKind: Equatable, Sendable {
    case start, profile, info, settings, intervalList
    case training(TrainingKeys)

    /// The help `?` opens here: the start screen's and the profile's say what the registered disciplines add.
    public func helpTopic(_ disciplines: Disciplines) -> Strings.HelpTopic {
        switch self {
        case .start: disciplines.startHelp
        case let .training(keys): keys.help
        case .profile: disciplines.profileHelp
        case .info: .info
        case .settings, .intervalList: .settings
        }
    }
}
