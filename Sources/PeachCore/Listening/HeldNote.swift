import Foundation

/// The note a singer holds, from what the input analyser hears: the longest stretch of
/// pitches that stay within half a semitone of their median for `seconds`, taken as the
/// nearest MIDI note to that median. What the voice range's measurement asks for twice,
/// the lowest and the highest comfortable note.
public struct HeldNote: Sendable {
    public let sampleRate: Int
    public let seconds: Double
    private var stretch: [(frame: UInt64, semitones: Double)] = []

    public init(sampleRate: Int, seconds: Double = 1) {
        self.sampleRate = sampleRate
        self.seconds = seconds
    }

    /// Takes one event; returns the note once one was held long enough. A pitch that
    /// leaves the stretch's half semitone, or a gap without one, starts it again.
    public mutating func hear(_ event: HeardEvent) -> MIDINote? {
        switch event {
        case let .pitch(pitch):
            let semitones = 69 + 12 * log2(pitch.frequency.hertz / 440)
            guard semitones.isFinite else { return nil }
            if let centre = median, abs(semitones - centre) > 0.5 { stretch = [] }
            stretch.append((pitch.frame, semitones))
            guard let first = stretch.first, Double(pitch.frame &- first.frame) >= seconds * Double(sampleRate), let centre = median else { return nil }
            return MIDINote(Int(min(127, max(0, centre.rounded()))))
        case .noPitch:
            stretch = []
            return nil
        case .onset, .unusable:
            return nil
        }
    }

    private var median: Double? {
        guard !stretch.isEmpty else { return nil }
        let sorted = stretch.map(\.semitones).sorted()
        return sorted[sorted.count / 2]
    }
}
