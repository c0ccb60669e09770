import Foundation

/// Where a control comes from: a note, a controller or the pitch-bend wheel, on one
/// channel or on any.
public enum MIDISource: Hashable, Sendable, CustomStringConvertible {
    case note(Int, channel: Int?)
    case controller(Int, channel: Int?)
    case pitchBend(channel: Int?)

    public var description: String {
        let on = { (channel: Int?) in channel.map { " on channel \($0)" } ?? "" }
        switch self {
        case let .note(note, channel): return "note \(note)\(on(channel))"
        case let .controller(number, channel): return "CC\(number)\(on(channel))"
        case let .pitchBend(channel): return "pitch bend\(on(channel))"
        }
    }

    public func matches(channel actual: Int, _ wanted: Int?) -> Bool { wanted == nil || wanted == actual }
}

/// From MIDI to controls. A value the config file holds and the MIDI side applies, so it
/// lives where both can see it. The defaults: note-ons at or above the split note
/// answer Higher, below it Lower; pitch bend and CC1 (with CC33 as its LSB) tune; in
/// Tune & Match any note-on submits. Learned or configured sources override the split.
public struct ControlMapping: Hashable, Sendable {
    public var splitNote = 60
    /// Only this channel (1…16); nil listens to all.
    public var channel: Int?
    public var higher: MIDISource?
    public var lower: MIDISource?
    public var submit: MIDISource?
    public var startStop: MIDISource?
    /// Nil: pitch bend and CC1 both tune.
    public var tuning: MIDISource?

    public init() {}

    public static let standard = ControlMapping()
}
