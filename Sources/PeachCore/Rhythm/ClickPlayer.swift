/// The two clicks of the rhythm disciplines: the accented first step of a beat and the rest.
public enum ClickSound: Sendable, Hashable, CaseIterable {
    case accent, normal
    /// A drum's stroke: Rhythm Back's calls, apart from the pulse's clicks.
    case stroke
}

/// Plays clicks to the frame: what the rhythm sessions ask of the audio adapter. The
/// sessions keep the loop going by scheduling each cycle's clicks ahead on their grid.
public protocol ClickPlayer: Sendable {
    /// The audio clock now.
    func now() -> AudioTime
    /// Schedules `sound` to start exactly at `frame` (a frame already past starts at once).
    func click(_ sound: ClickSound, at frame: UInt64) throws -> any PlaybackHandle
    /// The latencies the audio server reports now for the ports the clicks go out of and the taps come
    /// in by (they change when connections change, so asked for each time).
    func latency() -> StudioLatency
}
