import Foundation

/// A MIDI note number, 0…127. MIDI 60 is C4 (middle C), MIDI 69 is A4.
public struct MIDINote: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public static let validRange: ClosedRange<Int> = 0...127
    public static let a4 = MIDINote(69)
    public static let middleC = MIDINote(60)

    public let rawValue: Int

    /// Fails for numbers outside 0…127.
    public init?(rawValue: Int) {
        guard Self.validRange.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// For literals and values already known to be in range; traps otherwise.
    public init(_ number: Int) {
        precondition(Self.validRange.contains(number), "MIDI note \(number) is outside 0…127")
        self.rawValue = number
    }

    public static let pitchClassNames = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]

    /// Pitch class name without octave, as the CSV's note-name columns write it: "C#".
    public var pitchClassName: String { Self.pitchClassNames[rawValue % 12] }

    /// Scientific pitch notation with MIDI 60 = C4: "C4", "A#-1".
    public var name: String { pitchClassName + String(rawValue / 12 - 1) }

    public var description: String { name }

    /// The note `semitones` away, or nil if that leaves 0…127.
    public func transposed(by semitones: Int) -> MIDINote? { MIDINote(rawValue: rawValue + semitones) }

    public static func < (lhs: MIDINote, rhs: MIDINote) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Parses "C4", "F#3", "A#-1" (sharps only, as the original writes them).
    public init?(name: String) {
        let letters = name.prefix { !$0.isNumber && $0 != "-" }
        guard let pitchClass = Self.pitchClassNames.firstIndex(of: String(letters)),
              let octave = Int(name.dropFirst(letters.count)) else { return nil }
        self.init(rawValue: (octave + 1) * 12 + pitchClass)
    }
}

/// An inclusive span of notes, such as the training range C2…C6.
public struct NoteRange: Hashable, Sendable, Codable, CustomStringConvertible {
    public let lowest: MIDINote
    public let highest: MIDINote

    public init(lowest: MIDINote, highest: MIDINote) {
        precondition(lowest <= highest, "empty note range \(lowest)…\(highest)")
        self.lowest = lowest
        self.highest = highest
    }

    public func contains(_ note: MIDINote) -> Bool { lowest <= note && note <= highest }
    public var notes: [MIDINote] { (lowest.rawValue...highest.rawValue).map(MIDINote.init) }
    public var count: Int { highest.rawValue - lowest.rawValue + 1 }
    public var description: String { "\(lowest)…\(highest)" }

    /// The intersection, or nil when they do not overlap.
    public func clamped(to other: NoteRange) -> NoteRange? {
        let low = max(lowest, other.lowest), high = min(highest, other.highest)
        return low <= high ? NoteRange(lowest: low, highest: high) : nil
    }
}
