import PeachCore

/// `peach midi show`: the mapping in effect, each control with what answers it, the
/// defaults said in words.
public enum ShowControls {
    public static func lines(_ mapping: ControlMapping) -> [String] {
        [
            "higher: \(mapping.higher.map(String.init(describing:)) ?? "note-ons at or above the split note")",
            "lower: \(mapping.lower.map(String.init(describing:)) ?? "note-ons below the split note")",
            "submit: \(mapping.submit.map(String.init(describing:)) ?? "any note-on in Tune & Match")",
            "tuning: \(mapping.tuning.map(String.init(describing:)) ?? "pitch bend, and CC1 with CC33")",
            "startStop: \(mapping.startStop.map(String.init(describing:)) ?? "not set")",
            "split note: \(mapping.splitNote) (\(MIDINote(rawValue: mapping.splitNote)?.name ?? "?"))",
            "channel: \(mapping.channel.map(String.init) ?? "any")",
        ]
    }
}
