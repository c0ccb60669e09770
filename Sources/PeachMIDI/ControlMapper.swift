import PeachCore

/// Applies a `ControlMapping` to messages, keeping what 14-bit controllers need: the last
/// MSB of each controller, so that an LSB (controller + 32) refines it.
public struct ControlMapper: Sendable {
    public var mapping: ControlMapping
    private var msb = [Int: Int]()  // key: channel << 8 | controller

    public init(mapping: ControlMapping = .standard) {
        self.mapping = mapping
    }

    public mutating func control(for message: MIDIMessage, mode: TrainingMode) -> TrainingControl? {
        // Where notes tap (Fill the Gap), every note-on but the start/stop pad's is a tap, on
        // any channel: a drum module's pads play on channel 10 whatever channel answers are
        // learned on.
        if mode.notes == .tap, case let .noteOn(channel, note, _) = message,
           noteControl(channel: channel, note: note, mode: mode) != .startStop {
            return .tap
        }
        // Where notes are played (Play It Back), every note-on is a note of the melody, on any
        // channel, but the learned start/stop pad's. A submit learned on a note is a note here
        // (it may be one the phrase needs); a submit learned on a controller hears it again.
        if mode.notes == .play, case let .noteOn(channel, note, _) = message {
            return noteControl(channel: channel, note: note, mode: mode) == .startStop ? .startStop : .note(note)
        }
        if let wanted = mapping.channel, message.channel != wanted { return nil }
        switch message {
        case let .noteOn(channel, note, _):
            return noteControl(channel: channel, note: note, mode: mode)
        case let .controlChange(channel, controller, value):
            return controllerControl(channel: channel, controller: controller, value: value)
        case let .pitchBend(channel, value):
            guard tunes(.pitchBend(channel: channel)) else { return nil }
            return .tuning(Self.position(value, centre: 8192, top: 16383))
        default:
            return nil
        }
    }

    private func noteControl(channel: Int, note: Int, mode: TrainingMode) -> TrainingControl? {
        func isSource(_ source: MIDISource?) -> Bool {
            guard case let .note(wanted, wantedChannel) = source else { return false }
            return wanted == note && source!.matches(channel: channel, wantedChannel)
        }
        if isSource(mapping.startStop) { return .startStop }
        if isSource(mapping.submit) { return .submit }
        if mode.notes == .submit {
            // In Tune & Match and Sing & Match every other note-on submits (a pad or a key,
            // whichever is at hand).
            return .submit
        }
        if isSource(mapping.higher) { return .higher }
        if isSource(mapping.lower) { return .lower }
        // Learned note sources replace the split; the split serves when none is set.
        if mapping.higher == nil && mapping.lower == nil {
            return note >= mapping.splitNote ? .higher : .lower
        }
        return nil
    }

    private mutating func controllerControl(channel: Int, controller: Int, value: Int) -> TrainingControl? {
        let source = MIDISource.controller(controller, channel: channel)
        if case let .controller(wanted, wantedChannel)? = mapping.startStop, wanted == controller,
           source.matches(channel: channel, wantedChannel), value >= 64 {
            return .startStop
        }
        if case let .controller(wanted, wantedChannel)? = mapping.submit, wanted == controller,
           source.matches(channel: channel, wantedChannel), value >= 64 {
            return .submit
        }
        if controller < 32, tunes(source) {
            msb[channel << 8 | controller] = value
            return .tuning(Self.position(value, centre: 64, top: 127))
        }
        // An LSB (controller + 32) after its MSB makes a 14-bit position.
        if controller >= 32 && controller < 64, tunes(.controller(controller - 32, channel: channel)),
           let high = msb[channel << 8 | (controller - 32)] {
            return .tuning(Self.position(high << 7 | value, centre: 8192, top: 16383))
        }
        return nil
    }

    private func tunes(_ source: MIDISource) -> Bool {
        guard let tuning = mapping.tuning else {
            switch source {
            case .pitchBend: return true
            case let .controller(number, _): return number == 1
            case .note: return false
            }
        }
        switch (tuning, source) {
        case let (.pitchBend(wanted), .pitchBend(actual)):
            return wanted == nil || wanted == actual
        case let (.controller(wanted, wantedChannel), .controller(actual, channel)):
            return wanted == actual && (wantedChannel == nil || wantedChannel == channel)
        default:
            return false
        }
    }

    /// Maps 0…top onto −1…+1 with `centre` exactly 0 (a spring-loaded wheel at rest).
    static func position(_ value: Int, centre: Int, top: Int) -> Double {
        let clamped = min(max(value, 0), top)
        return clamped >= centre
            ? Double(clamped - centre) / Double(top - centre)
            : Double(clamped - centre) / Double(centre)
    }
}
