import Foundation
import PeachCore

/// A control from the keyboard, MIDI or standard input, applied to whichever session runs:
/// the one mapping the screens and the headless mode share. Start/stop is left to each
/// (the screens toggle, headless mode stops).
@TrainingActor
enum SessionControls {
    static func apply(_ control: TrainingControl, comparison: ComparisonSession?, matching: PitchMatchingSession?, at time: AudioTime?) async {
        switch control {
        case .higher: comparison?.answer(higher: true, at: time)
        case .lower: comparison?.answer(higher: false, at: time)
        case .submit: matching?.submit()
        case let .tuning(position): await matching?.moveControl(to: position)
        case .startStop: break
        }
    }
}
