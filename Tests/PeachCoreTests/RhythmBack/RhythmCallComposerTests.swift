import Foundation
import Testing
@testable import PeachCore

@Suite("Rhythm calls, level by level")
struct RhythmCallComposerTests {
    static let fixedRobots: [[Int]] = [[0], [0, 6], [0, 3, 6, 9], [0, 4, 8]]

    @Test("every level's calls: its own figures in them, never a fixed grid's pattern, never the call before", arguments: 1...5)
    func calls(level number: Int) {
        var random = SeededRandom(seed: UInt64(number))
        let composer = RhythmCallComposer(), level = RhythmLevel(number)
        var previous: RhythmCall?
        for index in 0..<400 {
            let beats = 4 + index % 13
            let call = composer.call(beats: beats, level: level, after: previous, random: &random)
            #expect(call.beats == beats && call != previous && call.strokes.count >= 2)
            #expect(call.figures.allSatisfy(level.figures.contains), "\(call)")
            if number < 5 { #expect(call.figures.contains(where: level.newFigures.contains), "level \(number): \(call.figures)") }
            // What a robot tapping a fixed grid every beat would play: never the call.
            for grid in Self.fixedRobots {
                let robot = (0..<beats).flatMap { beat in grid.map { beat * 12 + $0 } }
                #expect(robot != call.strokes, "\(grid) wins \(call.figures)")
            }
            previous = call
        }
    }

    @Test("level 5 mixes: a call of three beats or more holds figures of three levels")
    func mixed() {
        var random = SeededRandom(seed: 55)
        for _ in 0..<200 {
            let call = RhythmCallComposer().call(beats: 4, level: RhythmLevel(5), after: nil, random: &random)
            let levels = Set(call.figures.compactMap { figure in (1...4).first { RhythmLevel($0).newFigures.contains(figure) } })
            #expect(levels.count >= 3, "\(call.figures)")
        }
    }

    @Test("a call's strokes counted in twelfths from its first beat; its smallest gap between two of them")
    func strokes() {
        let call = RhythmCall(level: RhythmLevel(4), figures: [.eighths, .triplet, .rest, .dottedEighthSixteenth])
        #expect(call.strokes == [0, 6, 12, 16, 20, 36, 45])
        #expect(call.smallestGap == 4)
        #expect(RhythmCall(level: RhythmLevel(1), figures: [.quarter, .rest, .rest, .eighths]).smallestGap == 6)
        #expect(RhythmCall.place(45) == (3, 9))
    }
}
