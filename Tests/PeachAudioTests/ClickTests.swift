import Foundation
import PeachMeasurement
import Testing
@testable import PeachAudio
import PeachCore

/// The rhythm disciplines' clicks, measured on the recorded output of the real engine.
@Suite("Clicks on the JACK clock")
struct ClickTests {
    /// Fill the Gap's loop for `seconds`: four steps a cycle, the first accented, one step
    /// of each cycle (drawn at random) silent, scheduled ahead a cycle at a time as a
    /// session keeps its loop going. Every click must start on its grid frame, to the
    /// frame, and every silent step must be silent.
    func loop(bpm: Int, seconds: Double, seed: UInt64, fonts: [String] = []) async throws {
        let rig = try EngineRig(seconds: seconds + 2, voiceCount: 48)
        defer { rig.close() }
        let kits = try fonts.map { try SoundFontRenderer(fontPath: $0, sampleRate: rig.sampleRate) }
        let clicks = JackClickPlayer(engine: rig.engine, fonts: kits, warn: { Issue.record("\($0)") })
        if !fonts.isEmpty { #expect(clicks.source.hasPrefix(fonts[0])) }
        let grid = ClickGrid(start: clicks.now().frame + UInt64(rig.sampleRate / 5), tempo: Tempo(bpm: bpm), sampleRate: rig.sampleRate)
        let steps = Int(seconds * 4 * Double(bpm) / 60)
        var random = SeededRandom(seed: seed)
        var silent = Set<Int>()
        var next = 0
        // Clicks this test scheduled after their frame: its own lateness, not the engine's (a
        // click scheduled late starts at once, off the grid), said apart when it happens.
        var lateSchedules: [String] = []
        while next < steps {
            // A cycle at a time, while the loop is less than 2.4 s ahead of the clock: a test
            // task beside busy suites was once half a second late, and once a second (three
            // clicks of one cycle then started together). At 200 BPM that keeps up to 27
            // clicks waiting, hence the rig's 48 voices.
            if grid.frame(ofStep: next) < clicks.now().frame + UInt64(rig.sampleRate * 12 / 5) {
                let gap = Int(random.nextUnit() * 4)
                for position in 0..<4 where next + position < steps {
                    if position == gap {
                        silent.insert(next + position)
                    } else {
                        let frame = grid.frame(ofStep: next + position), now = clicks.now().frame
                        if now >= frame { lateSchedules.append("step \(next + position) \((now - frame) * 1000 / UInt64(rig.sampleRate)) ms after its frame") }
                        _ = try clicks.click(position == 0 ? .accent : .normal, at: frame)
                    }
                }
                next += 4
            } else {
                try await Task.sleep(for: .milliseconds(20))
            }
        }
        let last = grid.frame(ofStep: steps - 1) + UInt64(rig.sampleRate / 10)
        #expect(await rig.recorder.waitUntilRecorded(throughFrame: last, timeout: 30), "the recorder never reached the last click")
        let recording = rig.recorder.recording()
        let clickLength = Int(ClickRenderer.seconds * Double(rig.sampleRate))
        var off: [String] = []
        // A step near an xrun (the server missed a wake-up; on a busy machine, beside the
        // other lanes of suites) is left out: the recording there is the splice, not the
        // engine's timing. They must stay few.
        let xruns = rig.recorder.xrunFrames
        var disturbed = 0
        for step in 0..<steps {
            let index = recording.index(ofFrame: grid.frame(ofStep: step))
            if recording.isDisturbed((index - clickLength)...(index + clickLength), xrunFrames: xruns, margin: rig.sampleRate / 4) {
                disturbed += 1
                continue
            }
            let body = recording.samples[index..<(index + clickLength)]
            if silent.contains(step) {
                if body.contains(where: { $0 != 0 }) || recording.samples[index - 1] != 0 { off.append("step \(step) should be silent") }
            } else if recording.samples[index - 1] != 0 || abs(recording.samples[index]) < (fonts.isEmpty ? 0.3 : 0.03) {
                // The synthesized click's first sample is its peak, a kit's click starts at its
                // attack (a tenth of its peak, or more); the frame before it is silence.
                let first = recording.samples[(index - clickLength)..<(index + clickLength)].firstIndex { $0 != 0 }
                off.append("step \(step) starts \(first.map { $0 - index } ?? Int.max) frames off")
            }
        }
        #expect(off.isEmpty, "\(off.count) of \(steps) steps off: \(off.prefix(8)); scheduled late by this test: \(lateSchedules)")
        #expect(disturbed <= steps / 8, "\(disturbed) of \(steps) steps near an xrun, left out")
        // Nothing sounds but the clicks: as many sounds as clicks scheduled (where no xrun
        // spliced the recording, which can cut a click in two).
        if disturbed == 0 { #expect(recording.segments(silence: clickLength).count == steps - silent.count) }
    }

    @Test("Fill the Gap's loop at 200 BPM: every click on its grid frame, every gap silent, for 5 s (30 s with --long)")
    func fastLoop() async throws {
        try await ServerAccess.exclusive { try await loop(bpm: 200, seconds: LongRun.choose(long: 30, short: 5), seed: 41) }
    }

    @Test("from the SoundFont's percussion kit (woodblocks) at 200 BPM: the same, every onset on its frame, for 5 s (10 s with --long)")
    func kitLoop() async throws {
        try await ServerAccess.exclusive { try await loop(bpm: 200, seconds: LongRun.choose(long: 10, short: 5), seed: 43, fonts: ["/usr/share/sounds/sf2/TimGM6mb.sf2"]) }
    }

    @Test("at 187 BPM a step is 3850.27 frames: the clicks keep to the grid's frames, not to a rounded step (over 6 s, 12 s with --long: a rounded step would be 20 frames off by the end)")
    func unevenSteps() async throws {
        try await ServerAccess.exclusive { try await loop(bpm: 187, seconds: LongRun.choose(long: 12, short: 6), seed: 42) }
    }
}
