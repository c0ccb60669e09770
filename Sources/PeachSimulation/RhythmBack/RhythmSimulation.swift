import Foundation
import PeachCore

/// A drummer playing Rhythm Back whose errors come from a model other than the fit's: a
/// memory that holds about `capacity` beats of a call (drawn again for each call, SD
/// `capacityJitter`: some calls are lost early, stroke after stroke), each stroke of a held
/// beat caught with its figure's chance (off the beat and in triplets less often), a stroke
/// beyond what is held caught by a guess; a stroke not caught is left out or tapped a
/// sixteenth off. Every tap lands at its stroke's place plus the drummer's lean at that
/// place in the beat (`biasMs`), a lean shared by the call's taps (SD `callSdMs`) and its own
/// scatter (SD `sdMs`). Its taps are judged by Peach's own judgement; its true span: where
/// a call of the composer's at the level is right 75 % of the time (followed from P(0) = 1,
/// by simulation).
public struct SimulatedRhythmDrummer: Sendable {
    public var name: String
    public var capacity: Double
    public var capacityJitter: Double
    /// The chance of catching a held stroke on the beat, off it, and in a triplet or dotted figure.
    public var onBeat: Double
    public var offBeat: Double
    public var triplet: Double
    public var guess: Double
    public var biasMs: @Sendable (PlaceInBeat) -> Double
    public var sdMs: Double
    public var callSdMs: Double

    public init(
        name: String, capacity: Double, capacityJitter: Double = 1, onBeat: Double = 0.995, offBeat: Double = 0.97, triplet: Double = 0.94,
        guess: Double = 0.3, biasMs: @escaping @Sendable (PlaceInBeat) -> Double, sdMs: Double, callSdMs: Double = 4
    ) {
        self.name = name
        self.capacity = capacity
        self.capacityJitter = capacityJitter
        self.onBeat = onBeat
        self.offBeat = offBeat
        self.triplet = triplet
        self.guess = guess
        self.biasMs = biasMs
        self.sdMs = sdMs
        self.callSdMs = callSdMs
    }

    /// A drummer who rushes the "e" and the "a" and drags the beat a little.
    public static func typical(capacity: Double, sdMs: Double = 12, offBeat: Double = 0.97) -> SimulatedRhythmDrummer {
        let name = String(format: "holds %g beats, off the beat %.0f %%, SD %g ms", arguments: [capacity, 100 * offBeat, sdMs])
        return SimulatedRhythmDrummer(
            name: name, capacity: capacity,
            offBeat: offBeat, biasMs: { place in
                switch place {
                case .beat: 3
                case .e: -6
                case .and: 0
                case .a: -8
                case .trip: 4
                case .let_: -2
                }
            }, sdMs: sdMs)
    }

    /// Its taps in answer to `call`: frames from the count-in's first beat, as `RhythmCallRecord` keeps them.
    public func respond(_ call: RhythmCall, tempo: Tempo, sampleRate: Int, random: inout some RandomSource) -> [RhythmTap] {
        let timeline = CallTimeline(start: 0, tempo: tempo, sampleRate: sampleRate, call: call)
        let held = capacity + capacityJitter * RhythmSimulation.gaussian(&random)
        let lean = callSdMs * RhythmSimulation.gaussian(&random)
        let msFrames = Double(sampleRate) / 1000
        var taps: [RhythmTap] = []
        for (tick, frame) in zip(call.strokes, timeline.responseFrames) {
            let (beat, inBeat) = RhythmCall.place(tick)
            let chance = Double(beat) + 0.5 < held ? (inBeat % 3 != 0 ? triplet : inBeat == 0 ? onBeat : offBeat) : guess
            var at = Double(frame)
            if random.nextUnit() >= chance {
                // Lost: left out, or a sixteenth off its place.
                guard random.coinFlip() else { continue }
                at += (random.coinFlip() ? 1 : -1) * 3 * 5 * Double(sampleRate) / Double(tempo.bpm)
            }
            at += (biasMs(PlaceInBeat(tick: tick)) + lean + sdMs * RhythmSimulation.gaussian(&random)) * msFrames
            taps.append(RhythmTap(frame: Int(at.rounded()), source: .pad))
        }
        return taps
    }

    /// Its span at `level` and `tempo`: P(N) from `runs` calls of each length, where it falls through 75 %.
    public func span(level: Int, tempo: Tempo, runs: Int = 2000, seed: UInt64 = 99) -> Double {
        var random = SeededRandom(seed: seed)
        var curve = [1.0]
        for length in 1...CallSpanFit.longestModelled {
            var right = 0
            var previous: RhythmCall?
            for _ in 0..<runs {
                let call = RhythmCallComposer().call(beats: max(length, 1), level: RhythmLevel(level), after: previous, random: &random)
                previous = call
                let record = RhythmSimulation.record(call, taps: respond(call, tempo: tempo, sampleRate: 48_000, random: &random), tempo: tempo)
                if record.judgement.isRight { right += 1 }
            }
            curve.append(Double(right) / Double(runs))
            if curve.last! < 0.5 { break }
        }
        for length in 1..<curve.count where curve[length] < CallSpanFit.target {
            return Double(length - 1) + (curve[length - 1] - CallSpanFit.target) / (curve[length - 1] - curve[length])
        }
        return Double(CallSpanFit.longestModelled)
    }
}

/// Runs of Rhythm Back's staircase, span fit and timing intervals against simulated drummers.
public enum RhythmSimulation {
    public struct Outcome: Sendable {
        public var relativeError: Double
        public var signedError: Double
        public var holds: Bool
        public var measured: Bool
        /// For each place in the beat tapped `fewestTaps` times or more: whether its mean
        /// offset's interval held the drummer's lean there, and whether the spread's held its
        /// scatter (its own and the call's lean together).
        public var offsetsHeld: [Bool]
        public var spreadsHeld: [Bool]
    }

    public static let fewestTaps = 10

    static func record(_ call: RhythmCall, taps: [RhythmTap], tempo: Tempo) -> RhythmCallRecord {
        RhythmCallRecord(call: call, tempo: tempo, sampleRate: 48_000, taps: taps, toleranceShare: 0.33, pulse: .through, timestamp: Date(timeIntervalSince1970: 0))
    }

    /// One run from the staircase's first length at `tempo`; the fit and the intervals checked at each of `checkpoints`.
    public static func run(_ drummer: SimulatedRhythmDrummer, span: Double, level: Int, tempo: Tempo, checkpoints: [Int], seed: UInt64) -> [Int: Outcome] {
        var random = SeededRandom(seed: seed), staircase = LengthStaircase(.rhythmCalls)
        var outcomes: [Int: Outcome] = [:]
        var profile = RhythmBackProfile()
        var previous: RhythmCall?
        let scatter = (drummer.sdMs * drummer.sdMs + drummer.callSdMs * drummer.callSdMs).squareRoot()
        for index in 1...(checkpoints.max() ?? 0) {
            let call = RhythmCallComposer().call(beats: staircase.length, level: RhythmLevel(level), after: previous, random: &random)
            previous = call
            let record = Self.record(call, taps: drummer.respond(call, tempo: tempo, sampleRate: 48_000, random: &random), tempo: tempo)
            profile.add(record)
            staircase.answered(right: record.judgement.isRight)
            if checkpoints.contains(index), let summary = profile.summaries().first, let estimate = summary.estimate {
                let places = summary.places.filter { $0.taps >= fewestTaps }
                outcomes[index] = Outcome(
                    relativeError: abs(estimate.span - span) / span, signedError: (estimate.span - span) / span, holds: estimate.contains(span),
                    measured: estimate.isMeasured,
                    offsetsHeld: places.compactMap { place in place.offset.map { $0.lowMs <= drummer.biasMs(place.place) && drummer.biasMs(place.place) <= $0.highMs } },
                    spreadsHeld: places.compactMap { $0.spread?.contains(scatter) })
            }
        }
        return outcomes
    }

    static func gaussian(_ random: inout some RandomSource) -> Double {
        sqrt(-2 * log(max(random.nextUnit(), 1e-12))) * cos(2 * Double.pi * random.nextUnit())
    }
}
