import PeachCore

/// The engine's feedback_out lights the controller's pads.
extension AudioEngine: FeedbackOutput {}
