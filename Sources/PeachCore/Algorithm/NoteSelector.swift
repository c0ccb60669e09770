import Foundation

/// Picks the reference note of the next trial: a weak spot or a nearby note (Natural vs
/// Mechanical), always inside the given range.
public struct NoteSelector: Sendable {
    /// Nearby notes lie within an octave of the previous one.
    public static let nearbySpan = 12
    /// A weak spot is drawn from this many weakest notes.
    public static let weakSpotPool = 10

    public enum Choice: String, Hashable, Sendable {
        case weakSpot, nearby
    }

    public init() {}

    /// - Parameters:
    ///   - previous: the previous trial's reference note in this session; nil for the first
    ///     trial, which always takes a weak spot.
    ///   - naturalVsMechanical: probability of a weak spot.
    public func select(
        in range: NoteRange, profile: PerceptualProfile, previous: MIDINote?, naturalVsMechanical: Double,
        random: inout some RandomSource
    ) -> (note: MIDINote, choice: Choice) {
        let draw = random.nextUnit()
        if let previous, draw >= naturalVsMechanical,
           let nearby = NoteRange(
               lowest: MIDINote(max(0, previous.rawValue - Self.nearbySpan)),
               highest: MIDINote(min(127, previous.rawValue + Self.nearbySpan))).clamped(to: range)
        {
            return (MIDINote(random.integer(in: nearby.lowest.rawValue...nearby.highest.rawValue)), .nearby)
        }
        // A previous note far outside a range changed since falls through to a weak spot.
        let pool = profile.weakSpots(in: range, count: Self.weakSpotPool)
        return (random.element(of: pool)!, .weakSpot)
    }
}
