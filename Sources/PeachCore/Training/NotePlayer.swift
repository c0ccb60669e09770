import Foundation

/// A tone to play: what the audio side needs to know, and nothing about training.
public struct Tone: Hashable, Sendable {
    public var frequency: Frequency
    /// Seconds; nil for a tone that sounds until it is stopped (the tunable note).
    public var duration: Double?
    /// Gain relative to the base level (−12 dBFS for the sine), for vary loudness.
    public var gainDecibels: Double
    /// The instrument; nil for the default (a piano when a SoundFont is found, else the sine).
    public var sound: SoundSource?

    public init(frequency: Frequency, duration: Double?, gainDecibels: Double = 0, sound: SoundSource? = nil) {
        self.frequency = frequency
        self.duration = duration
        self.gainDecibels = gainDecibels
        self.sound = sound
    }
}

/// A moment on the audio clock (a frame of the audio server's), for scheduling to the sample.
public struct AudioTime: Hashable, Comparable, Sendable {
    public var frame: UInt64
    public var sampleRate: Int

    public init(frame: UInt64, sampleRate: Int) {
        self.frame = frame
        self.sampleRate = sampleRate
    }

    public func adding(seconds: Double) -> AudioTime {
        AudioTime(frame: frame &+ UInt64((max(0, seconds) * Double(sampleRate)).rounded()), sampleRate: sampleRate)
    }

    public static func < (lhs: AudioTime, rhs: AudioTime) -> Bool { lhs.frame < rhs.frame }
}

/// Plays tones. Knows hertz, seconds and decibels; nothing of notes or trials.
public protocol NotePlayer: Sendable {
    /// The audio clock now.
    func now() -> AudioTime

    /// Plays one tone of fixed duration and returns when it has ended.
    func play(_ tone: Tone) async throws

    /// Schedules two tones `gap` seconds apart, sample-accurately, and returns at once
    /// with a handle for each. The first starts at `start` (or as soon as possible).
    func playPair(_ first: Tone, gap: Double, _ second: Tone, startingAt start: AudioTime?) async throws
        -> (first: any PlaybackHandle, second: any PlaybackHandle)

    /// Starts a tone (usually without duration) and returns its handle as soon as it is scheduled.
    func start(_ tone: Tone) async throws -> any PlaybackHandle
    /// Schedules a tone to start exactly at `time` (one already past starts at once) and
    /// returns its handle at once: a melody's notes, each on its frame.
    func start(_ tone: Tone, at time: AudioTime) async throws -> any PlaybackHandle

    /// A key the musician played, sounding at once: it takes a voice from the keys' own share
    /// (a played key gives way to the next, the oldest first) and never one that Peach's own
    /// tones need; when none is spare it is not sounded. Never fails: a key's sound is no
    /// part of the trial, and a storm of keys must not stop one.
    func sound(key tone: Tone) async

    /// Frames from a tone's first sample to where it is heard to begin (`PerceptualOnset`):
    /// a note is heard at its frame, the outputs' latency and these. A note's rise is part
    /// of when it is heard, for Peach's notes and the keys that answer them alike.
    func attackFrames(of tone: Tone) -> Int
}

extension NotePlayer {
    /// A pair that starts as soon as possible.
    public func playPair(_ first: Tone, gap: Double, _ second: Tone) async throws -> (first: any PlaybackHandle, second: any PlaybackHandle) {
        try await playPair(first, gap: gap, second, startingAt: nil)
    }
}

/// One scheduled or sounding tone.
public protocol PlaybackHandle: Sendable {
    /// Returns when the tone's first frame has been played.
    func started() async throws
    /// Returns when the tone has ended, naturally or by `stop`.
    func ended() async throws
    /// Ends the tone with the release ramp from its current level (never a click).
    /// A tone that has not started yet will not start.
    func stop() async
    /// Moves a sounding tone to a new frequency, phase-continuously.
    func retune(to frequency: Frequency) async
}

public enum AudioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The audio server is gone (shut down or crashed).
    case serverShutDown(reason: String)
    /// Every connection of the outputs was removed while playing: "headphones unplugged".
    case outputsDisconnected
    /// A tone could not be rendered or scheduled.
    case playbackFailed(String)

    public var description: String {
        switch self {
        case let .serverShutDown(reason): "\(reason)"
        case .outputsDisconnected: "the audio outputs lost all their connections"
        case let .playbackFailed(why): "playback failed: \(why)"
        }
    }
}
