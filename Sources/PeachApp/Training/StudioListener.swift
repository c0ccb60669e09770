import Foundation
import PeachCore

/// The one way the application hears the studio, on the screens and headless alike: every
/// MIDI control and every engine notice handed on in the order they came, each awaited
/// before the next.
enum StudioListener {
    static func listen(
        to studio: any Studio, controls: @escaping @Sendable (PlayedControl) async -> Void,
        notices: @escaping @Sendable (EngineNotice) async -> Void
    ) -> [Task<Void, Never>] {
        let playedControls = studio.controls, engineNotices = studio.notices
        return [
            Task.detached {
                for await control in playedControls { await controls(control) }
            },
            Task.detached {
                for await notice in engineNotices { await notices(notice) }
            },
        ]
    }
}
