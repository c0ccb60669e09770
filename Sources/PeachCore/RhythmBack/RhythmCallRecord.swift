import Foundation

/// A Rhythm Back call as it is stored: the call (its level and each beat's figure), its
/// tempo and sample rate, every tap of the response (its frame from the count-in's first
/// beat as heard, and what it came from), the tolerance's share of the call's smallest gap
/// and where the pulse clicked. The judgement is made again from these whenever the profile
/// is rebuilt.
public struct RhythmCallRecord: DisciplineRecord {
    public var call: RhythmCall
    public var tempo: Tempo
    public var sampleRate: Int
    public var taps: [RhythmTap]
    public var toleranceShare: Double
    public var pulse: RhythmPulse
    public var timestamp: Date

    public init(call: RhythmCall, tempo: Tempo, sampleRate: Int, taps: [RhythmTap], toleranceShare: Double, pulse: RhythmPulse, timestamp: Date) {
        self.call = call
        self.tempo = tempo
        self.sampleRate = sampleRate
        self.taps = taps
        self.toleranceShare = toleranceShare
        self.pulse = pulse
        self.timestamp = timestamp
    }

    /// The call's timeline counted from the count-in's first beat (frame 0).
    public var timeline: CallTimeline { CallTimeline(start: 0, tempo: tempo, sampleRate: sampleRate, call: call) }

    public var judgement: RhythmJudgement { RhythmJudgement(self) }

    /// Where a tap at `frame` lies in the response: twelfths from its first beat, rounded
    /// (negative before it), as its extra taps are named.
    public func responseTick(ofTap frame: Int) -> Int {
        let timeline = self.timeline
        let responseStart = Double(timeline.frame(ofBeat: timeline.responseStartBeat))
        let tickFrames = 5 * Double(sampleRate) / Double(tempo.bpm)
        return Int(((Double(frame) - responseStart) / tickFrames).rounded())
    }

    public var verdict: TrialVerdict? { judgement.isRight ? .right : .wrong }

    /// What the span's fit takes of it: each stroke's figure (its kind), whether it is off
    /// the beat (its flag) and its beat (its place), right when a tap was paired with it. A
    /// tap too many makes the call wrong: its last stroke counts as wrong with it, so that
    /// the fit's "right only when every stroke is" holds.
    public func outcome(_ judgement: RhythmJudgement) -> CallOutcome {
        let figures = RhythmLevel.allFigures
        var elements: [CallOutcome.Element] = []
        for (index, tick) in call.strokes.enumerated() {
            let (beat, inBeat) = RhythmCall.place(tick)
            elements.append(CallOutcome.Element(
                kind: figures.firstIndex(of: call.figures[beat]) ?? 0, flag: inBeat != 0, place: beat,
                right: judgement.strokes.outcomes[index] != .missing))
        }
        if !judgement.strokes.extras.isEmpty, elements.allSatisfy(\.right) { elements[elements.count - 1].right = false }
        return CallOutcome(length: call.beats, elements: elements)
    }
}

extension RhythmCallRecord {
    public static let kind = RecordKind.rhythmCall
    public var distinguishingValues: [Int] { [tempo.bpm] + call.strokes }
}

extension RecordKind {
    public static let rhythmCall = RecordKind(id: "rhythmCall", rank: 6, one: "Rhythm Back call", many: "Rhythm Back calls", unit: "call")
}

extension RhythmLevel {
    /// Every figure of every level, in the levels' order: a figure's number is its kind in the span's fit.
    public static let allFigures = RhythmLevel(highest).figures
}
