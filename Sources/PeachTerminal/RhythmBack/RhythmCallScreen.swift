import Foundation
import PeachCore

/// Rhythm Back's screen: what plays (its length, level and tempo, not its strokes), the taps
/// as they come, then the verdict stroke by stroke in a drummer's words, the call written
/// as it is counted, and how the taps lay against the grid.
public struct RhythmCallScreen: Sendable {
    public var view: RhythmBackView

    public init(view: RhythmBackView) { self.view = view }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        var body: [Line] = []
        let (text, style) = stateLabel(strings)
        body += TrainingDisplay.stateBox(text, style: style, width: size.columns)
        body.append(.blank)
        if let call = view.call {
            let tempo = view.tempo.map { " · \($0.bpm) BPM" } ?? ""
            body.append(TrainingDisplay.row(strings.callLabel, strings.callOf(call) + tempo, .bold))
        } else {
            body.append(TrainingDisplay.row(strings.callLabel, "–", .dim))
        }
        body.append(TrainingDisplay.row(strings.yourTapsLabel, view.state == .idle ? "–" : "\(view.taps)", view.taps == 0 ? .dim : .plain))
        if let judgement = view.lastJudgement, let record = view.lastRecord {
            body += TrainingDisplay.rows(strings.lastCallLabel, Self.verdict(judgement, record: record, strings),
                                         judgement.isRight ? .good : .bad, columns: size.columns)
            body += TrainingDisplay.rows(strings.itWasLabel, strings.counted(record.call), .plain, columns: size.columns)
            body += TrainingDisplay.rows(strings.tapTimingLabel, judgement.isTimed ? strings.tapTiming(judgement, tempo: record.tempo) : strings.rhythmNotTimed,
                                         judgement.isTimed ? .plain : .dim, columns: size.columns)
        } else {
            body.append(TrainingDisplay.row(strings.lastCallLabel, "–", .dim))
        }
        body.append(TrainingDisplay.row(strings.callsLabel, strings.callsCount(view.rightThisRun, of: view.callsThisRun), .dim))
        if view.playedAlong, view.state == .calling || view.state == .countIn {
            body += [.blank] + Layout.paragraph(strings.rhythmPlayedAlong, .moderate, columns: size.columns)
        } else if view.untapped, view.state != .responding {
            body += [.blank] + Layout.paragraph(strings.rhythmUntapped, .moderate, columns: size.columns)
        } else if view.state == .responding, view.responseSilent {
            body += [.blank] + Layout.paragraph(strings.rhythmSilentResponse, .dim, columns: size.columns)
        }
        if view.keyboardTapped { body += [.blank] + Layout.paragraph(strings.keyboardTapNotice, .dim, columns: size.columns) }
        if let message = view.stopMessage { body += [.blank] + Layout.paragraph(message, .moderate, columns: size.columns) }
        return Layout.frame(
            title: strings.rhythmBackTitle, body: body,
            keys: [strings.keyTap, strings.keyStartStop, strings.keyHelp, strings.keyBack, strings.keyQuit],
            status: status, strings: strings, size: size)
    }

    func stateLabel(_ strings: Strings) -> (String, TextStyle) {
        switch view.state {
        case .idle: (strings.stopped, .dim)
        case .countIn: ("♪ " + strings.countIn, .bold)
        case .calling: ("♪ " + strings.listenToCall, .bold)
        case .responding: ("▶ " + strings.tapItBack, .inverse)
        case .feedback: view.lastJudgement.map { $0.isRight ? (strings.rhythmRight, .good) : ("✗", .bad) } ?? ("", .plain)
        }
    }

    /// Right, or a fixed grid said as one, or each fault in a drummer's words: a stroke tapped
    /// beyond the tolerance as that ("the 2 115 ms late"), each stroke missing and each extra
    /// tap by its place (bars after the first named); past four of a kind, counted.
    public static func verdict(_ judgement: RhythmJudgement, record: RhythmCallRecord, _ strings: Strings) -> String {
        if let grid = judgement.fixedGrid { return "✗ " + strings.tappedFixedGrid(grid) }
        guard !judgement.isRight else { return strings.rhythmRight }
        let strokes = record.call.strokes, timeline = record.timeline
        let triplets = record.call.level.number >= RhythmLevel.firstWithTriplets
        var extras = judgement.strokes.extras
        var off: [String] = [], missing: [String] = []
        for (index, outcome) in judgement.strokes.outcomes.enumerated() where outcome == .missing {
            // An extra tap within twice the tolerance of a missing stroke is that stroke, mistimed.
            let frame = judgement.strokeFrames[index]
            if let near = extras.min(by: { abs(record.taps[$0].frame - frame) < abs(record.taps[$1].frame - frame) }),
               Double(abs(record.taps[near].frame - frame)) <= 2 * judgement.toleranceFrames {
                off.append(strings.strokeOff(strokes[index], ms: Double(record.taps[near].frame - frame) * 1000 / Double(record.sampleRate)))
                extras.removeAll { $0 == near }
            } else {
                missing.append(strings.strokeMissing(strokes[index]))
            }
        }
        let extraWords = extras.map { index in
            strings.extraTap(record.responseTick(ofTap: record.taps[index].frame), bars: timeline.callBars, triplets: triplets)
        }
        func listed(_ faults: [String]) -> [String] {
            faults.count > 4 ? Array(faults.prefix(3)) + [strings.andMore(faults.count - 3)] : faults
        }
        let faults = listed(off) + listed(missing) + (extraWords.count > 4 ? [strings.extraTaps(extraWords.count)] : extraWords)
        return "✗ " + faults.joined(separator: "; ")
    }
}
