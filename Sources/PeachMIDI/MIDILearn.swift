import PeachCore

/// `peach midi learn`: asks for each control in turn and records the first fitting
/// message: a note-on (or a switch CC) for Higher, Lower and Submit, the pitch-bend wheel
/// or a continuous CC for the tuning control. The same source is never taken twice.
public struct MIDILearn: Sendable {
    public typealias Step = LearnedControl

    public private(set) var mapping: ControlMapping
    public private(set) var step: Step? = .higher

    /// Starts from an existing mapping, whose other settings (split, channel) it keeps;
    /// the four learned sources start empty.
    public init(startingFrom mapping: ControlMapping = .standard) {
        self.mapping = mapping
        self.mapping.higher = nil
        self.mapping.lower = nil
        self.mapping.submit = nil
        self.mapping.tuning = nil
    }

    /// Offers a message to the current step; returns the source it learned, if any.
    public mutating func hear(_ message: MIDIMessage) -> MIDISource? {
        guard let current = step, let source = Self.source(for: message, step: current), !taken(source) else { return nil }
        switch current {
        case .higher: mapping.higher = source
        case .lower: mapping.lower = source
        case .submit: mapping.submit = source
        case .tuning: mapping.tuning = source
        }
        let all = Step.allCases
        step = all.firstIndex(of: current).flatMap { $0 + 1 < all.count ? all[$0 + 1] : nil }
        return source
    }

    private func taken(_ source: MIDISource) -> Bool {
        [mapping.higher, mapping.lower, mapping.submit].contains(source)
    }

    static func source(for message: MIDIMessage, step: Step) -> MIDISource? {
        switch (step, message) {
        case let (.tuning, .pitchBend(channel, _)):
            return .pitchBend(channel: channel)
        case let (.tuning, .controlChange(channel, controller, _)) where controller < 32:
            // A 14-bit controller's LSB (32…63) follows its MSB; the MSB names it.
            return .controller(controller, channel: channel)
        case let (.higher, .noteOn(channel, note, _)), let (.lower, .noteOn(channel, note, _)), let (.submit, .noteOn(channel, note, _)):
            return .note(note, channel: channel)
        case let (.higher, .controlChange(channel, controller, value)), let (.lower, .controlChange(channel, controller, value)),
             let (.submit, .controlChange(channel, controller, value)):
            return value >= 64 ? .controller(controller, channel: channel) : nil
        default:
            return nil
        }
    }
}
