import Foundation
import PeachCore
import PeachDoubles
import PeachTerminal
import Testing
@testable import PeachApp

/// Sing & Match as a singer drives it: the reference, the needle following what the input
/// hears, the hold, Enter taking the match, and what was stored.
extension ScreenAppTests {
    @Test("Sing & Match: the needle follows the pitch heard; a held note is taken, stored as sung and shown with the first attempt")
    func singAndMatch() async throws {
        let run = await launch(opening: .singAndMatch)
        try #require(await eventually { run.rig.player.startedCount == 1 })
        #expect(run.rig.studio.modes.last == .sing)
        run.rig.player.started[0].finish()
        #expect(await eventually { await (run.training as? SingAndMatchScreen)?.view.state == .listening })
        run.rig.hearing.hear(.noPitch(frame: 0, level: -75))
        #expect(await eventually { run.terminal.screen.contains("Sing or play the target, and hold it") && run.terminal.screen.contains("input −75 dBFS · no pitch heard") })
        let challenge = try #require(await (run.training as? SingAndMatchScreen)?.view.challenge)
        let target = challenge.targetFrequency(PitchCalculator())
        // 30 cents sharp for 0.2 s: the needle says so, the hold fills, nothing is taken yet.
        run.rig.hearing.sing(target, cents: { _ in 30 }, hops: 38, from: 0)
        #expect(await eventually { run.terminal.screen.contains("30 cents too high (sharp)") })
        #expect(run.rig.recorder.stored(PitchMatchingRecord.self).count == 0)
        // Enter takes it now.
        run.type(Self.enter)
        #expect(await eventually { run.rig.recorder.stored(PitchMatchingRecord.self).count == 1 })
        let match = try #require(run.rig.recorder.stored(PitchMatchingRecord.self).first)
        #expect(match.matchedBy == .voice && abs(match.userCentError.value - 30) < 1e-6)
        #expect(await eventually { run.terminal.screen.contains("First attempt") && run.terminal.screen.contains("Last match") })
        run.type("q")
        #expect(await run.exit.value == ExitStatus.done)
    }

    @Test("Sing & Match says when nothing is connected to the input, when it is silent, and when it is near clipping; the level shows")
    func inputHints() async throws {
        let rig = await AppRig()
        rig.hearing.isConnected = false
        let run = await launch(rig, opening: .singAndMatch)
        try #require(await eventually { run.rig.player.startedCount == 1 })
        run.rig.player.started[0].finish()
        #expect(await eventually { run.terminal.screen.contains("Nothing is connected to Peach's input") })
        run.rig.hearing.isConnected = true
        run.type("s")
        run.type("s")
        try #require(await eventually { run.rig.player.startedCount == 2 })
        run.rig.player.started[1].finish()
        #expect(await eventually { await (run.training as? SingAndMatchScreen)?.view.state == .listening })
        for hop in 0..<60 { run.rig.hearing.hear(.noPitch(frame: UInt64(hop * 1024), level: -80)) }
        #expect(await eventually { run.terminal.screen.contains("The input is silent") && run.terminal.screen.contains("input −80 dBFS") })
        run.rig.hearing.hear(.noPitch(frame: 61 * 1024, level: -2))
        #expect(await eventually { run.terminal.screen.contains("may clip") })
        run.type("q")
        #expect(await run.exit.value == ExitStatus.done)
    }
}
