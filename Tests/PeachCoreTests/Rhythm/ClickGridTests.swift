import PeachCore
import Testing

@Suite("The click grid, in frames")
struct ClickGridTests {
    @Test("step n is at start + ⌊n·15·rate/bpm⌋: after ten minutes at 187 BPM no rounding has added up")
    func noDrift() {
        let grid = ClickGrid(start: 1_000, tempo: Tempo(bpm: 187), sampleRate: 48_000)
        let tenMinutes = 10 * 60 * 4 * 187 / 60
        // 7480 steps of 3850.267… frames: ten minutes, 28,800,000 frames, to the frame.
        #expect(tenMinutes == 7480 && grid.frame(ofStep: tenMinutes) == 28_801_000)
        #expect(abs(Double(grid.frame(ofStep: tenMinutes) - 1_000) - Double(tenMinutes) * grid.framesPerStep) < 1)
        let lengths = Set((0..<1000).map { grid.frame(ofStep: $0 + 1) - grid.frame(ofStep: $0) })
        #expect(lengths == [3850, 3851])
        #expect(ClickGrid(start: 0, tempo: Tempo(bpm: 200), sampleRate: 48_000).frame(ofStep: 4) == 14_400)
    }

    @Test("a frame is placed at its nearest step, with its signed offset; before the grid's first half step, at none")
    func nearest() {
        let grid = ClickGrid(start: 10_000, tempo: Tempo(bpm: 200), sampleRate: 48_000)
        #expect(grid.nearestStep(to: 10_000 + 3 * 3_600 - 350)! == (3, -350))
        #expect(grid.nearestStep(to: 10_000 + 3 * 3_600 + 1_799)! == (3, 1_799))
        #expect(grid.nearestStep(to: 10_000 - 1_000)! == (0, -1_000))
        #expect(grid.nearestStep(to: 10_000 - 2_000) == nil)
    }
}
