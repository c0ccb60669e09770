import Foundation

/// Cuts what the audio input hears into the notes of a sung (or played) echo: each note's
/// onset frame, its pitch (the median of its pitches, as a MIDI note with cents) and where
/// it ended.
///
/// A note begins at an onset the analysis reports (a consonant, an attack, a plucked
/// string), or — sung legato, with no attack between two notes — where the pitch leaves the
/// note's median by more than `changeSemitones` and stays away for `changeSeconds` (the new
/// note then begins at the first pitch that left). It ends at the next note's beginning or
/// once no pitch has been heard for `silenceSeconds`. A note with less than `shortestSeconds`
/// of pitch is none (a breath, a click, a scrape). An onset frame is the analysis's own
/// (where the sound is heard to begin: its envelope within 15 dB of its peak, reported once
/// the 50 ms after it are heard, so after the note's first pitches); without one, the first
/// pitch's frame less half the analysis window, where the pitch's span began.
public struct SungNoteSegmenter: Sendable {
    public static let changeSemitones = 0.7
    public static let changeSeconds = 0.04
    public static let silenceSeconds = 0.05
    public static let shortestSeconds = 0.06
    /// An onset this long before a note's first pitch is that note's onset: the analysis
    /// reports an onset about 0.1 s after it, and a note's pitches may follow later still.
    public static let onsetReachSeconds = 0.15
    /// An onset this long after a note's first pitch is that note's own attack, not a new
    /// note: a swell is heard to begin up to some 15 ms after its pitch is first found, and
    /// the analysis window's half may lie before that.
    public static let attackReachSeconds = 0.05

    public struct Note: Hashable, Sendable {
        public var onsetFrame: UInt64
        /// Fractional MIDI note: 60.12 is C4 and 12 cents.
        public var pitch: Double
        public var endFrame: UInt64

        public var note: Int { Int(pitch.rounded()) }
        public var cents: Double { (pitch - pitch.rounded()) * 100 }
    }

    private struct Current {
        var onset: UInt64
        var pitches: [Double]
        var firstFrame: UInt64
        var lastFrame: UInt64
        /// Pitches that left the median, from the first that did.
        var leaving: [(frame: UInt64, pitch: Double)] = []

        var median: Double {
            let sorted = pitches.sorted()
            return sorted.count.isMultiple(of: 2) ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
        }
    }

    private let sampleRate: Int
    private let referencePitch: Frequency
    private let halfWindow: UInt64
    private let attackReach: UInt64
    private var current: Current?
    private var pendingOnset: UInt64?
    private var silentSince: UInt64?
    /// The last frame anything was heard as a pitch: the echo is over some beats after it.
    public private(set) var lastPitchFrame: UInt64?

    /// `windowFrames`: the analysis window a pitch is measured over.
    public init(sampleRate: Int, referencePitch: Frequency, windowFrames: Int) {
        self.sampleRate = sampleRate
        self.referencePitch = referencePitch
        halfWindow = UInt64(max(0, windowFrames / 2))
        attackReach = UInt64(Self.attackReachSeconds * Double(sampleRate))
    }

    /// Whether a note is sounding now.
    public var isSounding: Bool { current != nil }

    /// The notes `event` completes (none, one, or — at a legato change — one).
    public mutating func add(_ event: HeardEvent) -> [Note] {
        switch event {
        case let .onset(onset):
            // The attack of the note just begun (the analysis may find it after the note's
            // first pitches): that note's onset, not a new note.
            if var note = current, onset.frame <= note.firstFrame + max(halfWindow, attackReach) {
                note.onset = onset.frame
                current = note
                return []
            }
            let ended = close(at: onset.frame)
            pendingOnset = onset.frame
            return ended
        case let .pitch(heard):
            silentSince = nil
            lastPitchFrame = heard.frame
            let pitch = 69 + 12 * log2(heard.frequency.hertz / referencePitch.hertz)
            guard pitch.isFinite else { return [] }
            guard var note = current else {
                begin(at: heard.frame, pitch: pitch)
                return []
            }
            if abs(pitch - note.median) > Self.changeSemitones {
                note.leaving.append((heard.frame, pitch))
                if Double(heard.frame - note.leaving[0].frame) >= Self.changeSeconds * Double(sampleRate) {
                    let leaving = note.leaving
                    current = note
                    let ended = close(at: leaving[0].frame)
                    current = Current(onset: leaving[0].frame, pitches: leaving.map(\.pitch), firstFrame: leaving[0].frame, lastFrame: heard.frame)
                    return ended
                }
            } else {
                // Back at the note's pitch: the excursion was a wobble (a scoop, a vibrato's
                // swing), and its pitches say nothing of the note's.
                note.leaving = []
                note.pitches.append(pitch)
            }
            note.lastFrame = heard.frame
            current = note
            return []
        case let .noPitch(frame, _):
            if silentSince == nil { silentSince = frame }
            guard let since = silentSince, Double(frame - since) >= Self.silenceSeconds * Double(sampleRate) else { return [] }
            return close(at: since)
        case .unusable:
            return []
        }
    }

    private mutating func begin(at frame: UInt64, pitch: Double) {
        let reach = UInt64(Self.onsetReachSeconds * Double(sampleRate))
        let onset = pendingOnset.flatMap { $0 <= frame && frame - $0 <= reach ? $0 : nil } ?? (frame > halfWindow ? frame - halfWindow : 0)
        pendingOnset = nil
        current = Current(onset: onset, pitches: [pitch], firstFrame: frame, lastFrame: frame)
    }

    private mutating func close(at frame: UInt64) -> [Note] {
        guard let note = current else { return [] }
        current = nil
        guard Double(note.lastFrame - note.firstFrame) >= Self.shortestSeconds * Double(sampleRate) else { return [] }
        return [Note(onsetFrame: note.onset, pitch: note.median, endFrame: max(frame, note.lastFrame))]
    }
}

