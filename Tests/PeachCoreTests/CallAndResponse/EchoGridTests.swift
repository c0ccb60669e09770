import Foundation
import Testing
@testable import PeachCore

@Suite("The echo's own grid")
struct EchoGridTests {
    static let beat = 24_000.0

    @Test("an echo 10 % slower and a second late, every onset on its place: on its own grid every offset 0, its beat 10 % longer")
    func slowerAndLater() {
        let points = (0..<4).map { (beat: Double($0) * 2, frame: 48_000 + Double($0) * 2 * Self.beat * 1.1) }
        let grid = EchoGrid(points, callBeatFrames: Self.beat, sampleRate: 48_000)
        #expect(grid.isTimed && abs(grid.beatMs - 550) < 1e-9)
        #expect(points.allSatisfy { abs(grid.offsetMs($0.frame, atBeat: $0.beat)) < 1e-9 })
    }

    @Test("one onset 40 ms late moves neither the beat nor the start: it alone is 40 ms off")
    func oneLate() {
        var points = (0..<4).map { (beat: Double($0), frame: Double($0) * Self.beat) }
        points[2].frame += 1920
        let grid = EchoGrid(points, callBeatFrames: Self.beat, sampleRate: 48_000)
        #expect(abs(grid.offsetMs(points[2].frame, atBeat: 2) - 40) < 1e-9)
        #expect([0, 1, 3].allSatisfy { abs(grid.offsetMs(points[$0].frame, atBeat: Double($0))) < 1e-9 })
    }

    @Test("two onsets fit any grid of their own: not timed; none: the call's beat from 0; the beat kept within half and twice the call's")
    func fewAndBounded() {
        #expect(!EchoGrid([(0, 0), (1, 30_000)], callBeatFrames: Self.beat, sampleRate: 48_000).isTimed)
        let none = EchoGrid([], callBeatFrames: Self.beat, sampleRate: 48_000)
        #expect(!none.isTimed && none.beatFrames == Self.beat && none.startFrame == 0)
        let fast = EchoGrid([(0, 0), (1, 2_000), (2, 4_000)], callBeatFrames: Self.beat, sampleRate: 48_000)
        #expect(fast.beatFrames == Self.beat / 2)
        let slow = EchoGrid([(0, 0), (1, 90_000), (2, 180_000)], callBeatFrames: Self.beat, sampleRate: 48_000)
        #expect(slow.beatFrames == Self.beat * 2)
    }

    @Test("three onsets, the last 40 ms late: the call's beat is the vote that settles it, the two on the beat keep their places")
    func callSettlesATie() {
        let grid = EchoGrid([(0, 0), (1, Self.beat), (2, 2 * Self.beat + 1920)], callBeatFrames: Self.beat, sampleRate: 48_000)
        // Gaps: the call's beat, one beat, a beat and 40 ms: the median is the beat.
        #expect(grid.beatFrames == Self.beat && abs(grid.offsetMs(2 * Self.beat + 1920, atBeat: 2) - 40) < 1e-9)
    }
}
