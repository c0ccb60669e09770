import Foundation
import Testing
@testable import PeachCore

@Suite("Sing & Match: when a sung pitch is taken")
struct SungPitchTrackerTests {
    static let a4 = Frequency(hertz: 440)
    static let hop = 256

    func pitch(_ cents: Double, hop: Int, of target: Frequency = a4) -> HeardEvent {
        .pitch(HeardPitch(frame: UInt64(hop * Self.hop), frequency: Frequency(hertz: target.hertz * pow(2, cents / 1200)), confidence: 0.97, level: -20))
    }

    /// Hops until the tracker takes a match, and the match.
    func sing(_ tracker: inout SungPitchTracker, hops: Range<Int>, _ cents: (Int) -> Double) -> (hop: Int, match: SungMatch)? {
        for hop in hops {
            if let match = tracker.hear(pitch(cents(hop), hop: hop)) { return (hop, match) }
        }
        return nil
    }

    @Test("a pitch held within ±50 cents for 0.7 s is taken then: what it settled at after a correction, and the first attempt after the scoop")
    func heldMatch() throws {
        var tracker = SungPitchTracker(target: Self.a4, octaveFree: false, holdSeconds: 0.7, sampleRate: 48000)
        // A scoop from 80 cents flat over the first 50 ms, settling at +30, then correcting to +5.
        let sung: (Int) -> Double = { hop in
            let t = Double(hop * Self.hop) / 48000
            if t < 0.05 { return -80 + 110 * t / 0.05 }
            return t < 0.35 ? 30 : 5
        }
        let taken = try #require(sing(&tracker, hops: 0..<400, sung))
        // The centre (the median of the last 0.18 s) comes within 50 cents six hops into the
        // scoop; 0.7 s (132 hops) later the match is taken.
        #expect(taken.hop == 6 + 132)
        #expect(abs(taken.match.firstAttempt.value - 30) < 1e-9)
        // The correction starts the value again: the cycles wholly after it are all at +5.
        #expect(abs(taken.match.held.value - 5) < 1e-9)
        #expect(abs(tracker.needle!.value - 5) < 1e-9 && tracker.holdProgress == 1)
    }

    @Test("a correction in the hold stores the pitch settled on, with vibrato too (the match waits a cycle after a late one); one at the very end, not yet told from a swing, stores what was held before it")
    func corrections() throws {
        for (landing, settled) in [(25.0, -3.0), (40.0, 0.0), (-30.0, 12.0)] {
            for correctedAt in [0.15, 0.3, 0.45, 0.55] {
                for vibrato in [0.0, 50.0] {
                    var tracker = SungPitchTracker(target: Self.a4, octaveFree: false, holdSeconds: 0.7, sampleRate: 48000)
                    let taken = try #require(sing(&tracker, hops: 0..<400) { hop in
                        let t = Double(hop * Self.hop) / 48000
                        return (t < correctedAt ? landing : settled) + vibrato * sin(2 * .pi * 5.5 * t)
                    })
                    #expect(abs(taken.match.held.value - settled) < 3, "landing \(landing), \(settled) from \(correctedAt) s, vibrato ±\(vibrato): \(taken.match.held)")
                }
            }
        }
        var late = SungPitchTracker(target: Self.a4, octaveFree: false, holdSeconds: 0.7, sampleRate: 48000)
        let taken = try #require(sing(&late, hops: 0..<400) { hop in Double(hop * Self.hop) / 48000 < 0.65 ? 20 : 0 })
        #expect(abs(taken.match.held.value - 20) < 1e-9)
    }

    @Test("in a held vibrato, an octave error, a crack and two 40 ms gaps at the swing's peaks neither pull the centre nor hold up the match")
    func straysAndGaps() throws {
        var tracker = SungPitchTracker(target: Self.a4, octaveFree: false, holdSeconds: 0.7, sampleRate: 48000)
        var taken: (hop: Int, match: SungMatch)?
        for hop in 0..<400 where taken == nil {
            let t = Double(hop * Self.hop) / 48000
            // 40 ms without a pitch (a consonant, shorter than a break) where the vibrato
            // peaks: a cycle's mean across it would sit low.
            if (39..<47).contains(hop) || (107..<115).contains(hop) {
                _ = tracker.hear(.noPitch(frame: UInt64(hop * Self.hop), level: -60))
                continue
            }
            let cents = hop == 30 ? 1200 : hop == 125 ? 700 : 20 + 50 * sin(2 * .pi * 5.5 * t)
            if let match = tracker.hear(pitch(cents, hop: hop)) { taken = (hop, match) }
        }
        let match = try #require(taken)
        // Taken when the same vibrato without them is, not a cycle after the crack.
        var clean = SungPitchTracker(target: Self.a4, octaveFree: false, holdSeconds: 0.7, sampleRate: 48000)
        let cleanly = try #require(sing(&clean, hops: 0..<400) { hop in 20 + 50 * sin(2 * .pi * 5.5 * Double(hop * Self.hop) / 48000) })
        #expect(match.hop == cleanly.hop)
        #expect(abs(match.match.held.value - 20) < 3, "\(match.match.held)")
    }

    @Test("vibrato of ±50 cents at 5–7 Hz around +20, drifting 10 cents a second either way, at any phase: held, and the centre within 3 cents of the truth")
    func vibrato() throws {
        for rate in [5.0, 5.5, 6.0, 6.5, 7.0] {
            var worst = 0.0
            for phase in stride(from: 0.0, to: 2 * .pi, by: .pi / 6) {
                for drift in [-10.0, 10.0] {
                    var tracker = SungPitchTracker(target: Self.a4, octaveFree: false, holdSeconds: 0.7, sampleRate: 48000)
                    let taken = try #require(sing(&tracker, hops: 0..<400) { hop in
                        let t = Double(hop * Self.hop) / 48000
                        return 20 + drift * t + 50 * sin(2 * .pi * rate * t + phase)
                    })
                    // The truth: the centre in the middle of the held 0.7 s, which ends with the match.
                    let truth = 20 + drift * (Double(taken.hop * Self.hop) / 48000 - 0.35)
                    worst = max(worst, abs(taken.match.held.value - truth))
                }
            }
            print("vibrato \(rate) Hz ±50 cents: worst centre error \(String(format: "%.2f", worst)) cents")
            #expect(worst < 3, "\(rate) Hz: \(worst) cents")
        }
    }

    @Test("a glide through the target is no held note: up or down at 50, 100 and 200 cents a second, from three semitones away to three past, with and without vibrato, holds of 0.3 and 1.5 s, nothing is taken; at 20 cents a second it is held, where it was")
    func glides() throws {
        for speed in [50.0, 100.0, 200.0, -50.0, -100.0, -200.0] {
            for vibrato in [0.0, 50.0] {
                for hold in [0.3, 1.5] {
                    var tracker = SungPitchTracker(target: Self.a4, octaveFree: false, holdSeconds: hold, sampleRate: 48000)
                    // From 300 cents away (far outside the window), through the target, 300 cents past it.
                    let seconds = 600 / abs(speed), hops = Int(seconds * 48000) / Self.hop
                    let taken = sing(&tracker, hops: 0..<hops) { hop in
                        let t = Double(hop * Self.hop) / 48000
                        return (speed > 0 ? -300 : 300) + speed * t + vibrato * sin(2 * .pi * 5.5 * t)
                    }
                    #expect(taken == nil, "a glide at \(speed) ¢/s (vibrato ±\(vibrato), hold \(hold) s) taken: \(String(describing: taken?.match))")
                }
            }
        }
        var slow = SungPitchTracker(target: Self.a4, octaveFree: false, holdSeconds: 0.7, sampleRate: 48000)
        let drifting = try #require(sing(&slow, hops: 0..<2000) { hop in -30 + 20 * Double(hop * Self.hop) / 48000 })
        let at = Double(drifting.hop * Self.hop) / 48000
        #expect(abs(drifting.match.held.value - (-30 + 20 * (at - 0.35))) < 5, "\(drifting.match.held) at \(at) s")
    }

    @Test("a centre out of the window for a while, or a gap of more than 60 ms, starts the hold again; a single stray hop or a short gap does not")
    func breaks() {
        var tracker = SungPitchTracker(target: Self.a4, octaveFree: false, holdSeconds: 0.7, sampleRate: 48000)
        for hop in 0..<100 { #expect(tracker.hear(pitch(0, hop: hop)) == nil) }
        _ = tracker.hear(pitch(300, hop: 100))
        #expect(tracker.holdProgress > 0.5 && abs(tracker.needle!.value - 300) < 1e-9)
        for hop in 101..<140 { _ = tracker.hear(pitch(70, hop: hop)) }
        #expect(tracker.holdProgress == 0)
        // A 26 ms gap keeps the hold, a 100 ms one starts it again.
        var gaps = SungPitchTracker(target: Self.a4, octaveFree: false, holdSeconds: 0.7, sampleRate: 48000)
        for hop in 0..<20 { _ = gaps.hear(pitch(0, hop: hop)) }
        _ = gaps.hear(.noPitch(frame: UInt64(24 * Self.hop), level: -70))
        #expect(gaps.needle == nil)
        _ = gaps.hear(pitch(0, hop: 27))
        #expect(gaps.holdProgress > Double(26 * Self.hop) / 33_600)
        _ = gaps.hear(pitch(0, hop: 46))
        #expect(gaps.holdProgress == 0)
    }

    @Test("octave-free: a bass an octave and two below matches, cents measured to the nearest octave; without it, no match")
    func octaveFree() throws {
        var free = SungPitchTracker(target: Self.a4, octaveFree: true, holdSeconds: 0.3, sampleRate: 48000)
        let taken = try #require(sing(&free, hops: 0..<200) { _ in -2400 + 12 })
        #expect(abs(taken.match.held.value - 12) < 1e-9)
        var strict = SungPitchTracker(target: Self.a4, octaveFree: false, holdSeconds: 0.3, sampleRate: 48000)
        #expect(sing(&strict, hops: 0..<200) { _ in -2400 + 12 } == nil)
        #expect(abs(strict.needle!.value - (-2388)) < 1e-9)
        #expect(abs(free.cents(of: Frequency(hertz: 440 * pow(2, 7.0 / 12))) - (-500)) < 1e-9)
    }

    @Test("a pad press takes the held stretch so far, or the last 0.3 s of pitch; nothing heard, nothing taken")
    func takeNow() {
        var tracker = SungPitchTracker(target: Self.a4, octaveFree: false, holdSeconds: 0.7, sampleRate: 48000)
        #expect(tracker.takeNow() == nil)
        // 90 cents sharp: outside the window, never held; the last 0.3 s are +90.
        for hop in 0..<60 { _ = tracker.hear(pitch(hop < 30 ? 200 : 90, hop: hop)) }
        #expect(tracker.takeNow().map { abs($0.held.value - 90) < 1e-9 } == true)
        for hop in 60..<80 { _ = tracker.hear(pitch(-10, hop: hop)) }
        #expect(tracker.takeNow().map { abs($0.held.value + 10) < 1e-9 } == true)
    }

    @Test("a pitch dated before the last one (an analyser's span changed length) moves the needle and breaks nothing")
    func earlierFrames() {
        var tracker = SungPitchTracker(target: Self.a4, octaveFree: false, holdSeconds: 0.7, sampleRate: 48000)
        for hop in 10..<40 { _ = tracker.hear(pitch(0, hop: hop)) }
        let before = tracker.holdProgress
        #expect(tracker.hear(pitch(20, hop: 9)) == nil)
        #expect(abs(tracker.needle!.value - 20) < 1e-9 && tracker.holdProgress == before)
        _ = tracker.hear(pitch(0, hop: 40))
        #expect(tracker.holdProgress > before)
        #expect(tracker.takeNow() != nil)
    }
}
