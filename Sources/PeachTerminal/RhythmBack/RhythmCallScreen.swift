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
            body += TrainingDisplay.rows(strings.tapTimingLabel, strings.tapTiming(judgement, tempo: record.tempo), .plain, columns: size.columns)
        } else {
            body.append(TrainingDisplay.row(strings.lastCallLabel, "–", .dim))
        }
        body.append(TrainingDisplay.row(strings.callsLabel, strings.callsCount(view.rightThisRun, of: view.callsThisRun), .dim))
        if view.playedAlong, view.state == .calling || view.state == .countIn {
            body += [.blank] + Layout.paragraph(strings.rhythmPlayedAlong, .moderate, columns: size.columns)
        } else if view.untapped, view.state == .idle || view.state == .countIn {
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

    /// Right, or a fixed grid said as one, or each stroke missing and each extra tap by its place.
    public static func verdict(_ judgement: RhythmJudgement, record: RhythmCallRecord, _ strings: Strings) -> String {
        if let grid = judgement.fixedGrid { return "✗ " + strings.tappedFixedGrid(grid) }
        guard !judgement.isRight else { return strings.rhythmRight }
        let strokes = record.call.strokes
        var faults = zip(strokes, judgement.strokes.outcomes).compactMap { tick, outcome in outcome == .missing ? strings.strokeMissing(tick) : nil }
        let timeline = record.timeline
        let responseStart = Double(timeline.frame(ofBeat: timeline.responseStartBeat))
        let tickFrames = 5 * Double(record.sampleRate) / Double(record.tempo.bpm)
        faults += judgement.strokes.extras.map { index in
            strings.extraTap(max(0, Int(((Double(record.taps[index].frame) - responseStart) / tickFrames).rounded())))
        }
        return "✗ " + faults.joined(separator: "; ")
    }
}
