import Foundation

/// Where everything of one call and its response falls on the audio clock: a count-in bar,
/// the call's bars, then as many response bars, all in 4/4 at the tempo. A twelfth of a beat
/// t after `start` is at start + ⌊t · 5 · rate ÷ bpm⌋, computed from its number, never by
/// adding lengths (as `ClickGrid` does), so the response's grid is the call's exactly one
/// call later, to the frame.
public struct CallTimeline: Hashable, Sendable {
    public static let beatsPerBar = 4

    /// The frame of the count-in's first beat.
    public var start: UInt64
    public var tempo: Tempo
    public var sampleRate: Int
    public var call: RhythmCall

    public init(start: UInt64, tempo: Tempo, sampleRate: Int, call: RhythmCall) {
        precondition(tempo.bpm > 0 && sampleRate > 0, "a timeline needs a tempo and a rate")
        self.start = start
        self.tempo = tempo
        self.sampleRate = sampleRate
        self.call = call
    }

    /// The call's bars (a call of 5 beats takes two); the response takes as many.
    public var callBars: Int { (call.beats + Self.beatsPerBar - 1) / Self.beatsPerBar }
    public var callStartBeat: Int { Self.beatsPerBar }
    public var responseStartBeat: Int { callStartBeat + callBars * Self.beatsPerBar }
    /// The beat after the response: the next call's count-in may start there.
    public var endBeat: Int { responseStartBeat + callBars * Self.beatsPerBar }

    /// The frame of `tick` twelfths of a beat after the count-in's first beat.
    public func frame(ofTick tick: Int) -> UInt64 {
        precondition(tick >= 0, "ticks count from the timeline's start")
        return start + UInt64(tick) * 5 * UInt64(sampleRate) / UInt64(tempo.bpm)
    }

    public func frame(ofBeat beat: Int) -> UInt64 { frame(ofTick: beat * BeatFigure.ticksPerBeat) }

    /// Each stroke of the call where it sounds.
    public var callFrames: [UInt64] { call.strokes.map { frame(ofTick: callStartBeat * BeatFigure.ticksPerBeat + $0) } }
    /// Each stroke's place in the response: the call's frames one call later.
    public var responseFrames: [UInt64] { call.strokes.map { frame(ofTick: responseStartBeat * BeatFigure.ticksPerBeat + $0) } }

    /// The beats the pulse clicks on: the count-in's always; the call's bars and the response's
    /// with the pulse on, except the response's when its taps are heard on the input without
    /// headphones (the loudspeakers reach the microphone: nothing Peach plays may be a tap).
    public func pulseBeats(pulseThrough: Bool, responseHeardOnInput: Bool, headphones: Bool) -> [Int] {
        var beats = Array(0..<callStartBeat)
        guard pulseThrough else { return beats }
        beats += Array(callStartBeat..<responseStartBeat)
        if !responseHeardOnInput || headphones { beats += Array(responseStartBeat..<endBeat) }
        return beats
    }

    /// How far a tap may lie from its stroke and still be it: `share` (a third by default) of
    /// the call's smallest gap between strokes, an eighth at most, in frames. A sparse call
    /// (a quarter, then the "and" of 3) would otherwise take a tap on 3 for its "and": the
    /// syncopation it asks for is told from the beat by an eighth. Where the level has
    /// triplets and dotted notes (4 and 5), half a twelfth at most: a triplet's place lies a
    /// twelfth from a sixteenth's ("trip" and "e", "let" and "a"), and a tap nearer the one is
    /// not the other.
    public func toleranceFrames(share: Double = 1.0 / 3) -> Double {
        var ticks = share * Double(min(call.smallestGap, Self.widestGap))
        if call.level.number >= RhythmLevel.firstWithTriplets { ticks = min(ticks, 0.5) }
        return ticks * 5 * Double(sampleRate) / Double(tempo.bpm)
    }

    /// An eighth, in twelfths: the widest gap a tolerance is a share of.
    public static let widestGap = BeatFigure.ticksPerBeat / 2

    /// How far a tap may lie from its stroke and be timed as it: half the call's smallest gap,
    /// a sixteenth's half at most (a tap a sixteenth off its stroke is a wrong place, not a
    /// late one), never the verdict's narrower bound at the levels with triplets (a scatter
    /// wider than that would be cut off and read as narrow), in frames.
    public var timingToleranceFrames: Double {
        0.5 * Double(min(call.smallestGap, BeatFigure.ticksPerBeat / 4)) * 5 * Double(sampleRate) / Double(tempo.bpm)
    }
}
