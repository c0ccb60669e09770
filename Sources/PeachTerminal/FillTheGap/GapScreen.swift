import Foundation
import PeachCore

public struct GapScreen: Sendable {
    public var view: GapView

    public init(view: GapView) { self.view = view }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        var body: [Line] = []
        let (stateText, stateStyle) = stateLabel(strings)
        body += TrainingDisplay.stateBox(stateText, style: stateStyle, width: size.columns)
        body.append(.blank)
        // Every row from the start, "–" until it has a value: the layout stays put while the
        // musician's eyes are on the tap feedback.
        body.append(TrainingDisplay.row(strings.tempo, view.tempo.map { "\($0.bpm) BPM" } ?? "–", .bold))
        if let tap = view.lastTap {
            body.append(TrainingDisplay.row(strings.lastTap, Self.feedback(tap, strings).text, Self.feedback(tap, strings).style))
        } else {
            body.append(TrainingDisplay.row(strings.lastTap, "–", .dim))
        }
        // Where the gap is now, and where the next trial's will be once it is announced.
        if let gap = view.gap(ofTrial: view.trialsEnded) {
            let next = view.gapsByTrial[view.trialsEnded + 1]
            body.append(TrainingDisplay.row(
                strings.gapPosition, next.map { strings.gapThenNext(gap, $0) } ?? strings.gapStepName(gap), .bold))
        } else {
            body.append(TrainingDisplay.row(strings.gapPosition, "–", .dim))
        }
        let cycles = FillTheGapSession.cyclesPerTrial
        body.append(TrainingDisplay.row(strings.thisTrial, strings.gapsFilled(view.filledThisTrial, of: cycles)))
        body.append(TrainingDisplay.row(strings.extraTapsLabel, strings.extraTapsCount(view.extraThisTrial), view.extraThisTrial > 0 ? .moderate : .dim))
        if view.lastTrialUntapped {
            body.append(TrainingDisplay.row(strings.lastTrial, strings.noTapsNothingStored, .moderate))
        } else if let trial = view.lastTrial, trial.isMostlyExtra {
            body.append(TrainingDisplay.row(strings.lastTrial, strings.mostlyExtra(trial.extraTaps, gapTaps: trial.taps.count), .moderate))
        } else if let trial = view.lastTrial {
            let mean = TrainingDisplay.milliseconds(abs(trial.meanOffsetMs), strings)
            let direction = trial.meanOffsetMs < 0 ? strings.rushing : strings.dragging
            body.append(TrainingDisplay.row(strings.lastTrial, strings.meanOfTaps(mean, direction, taps: trial.taps.count)))
        } else {
            body.append(TrainingDisplay.row(strings.lastTrial, "–", .dim))
        }
        body.append(TrainingDisplay.row(strings.trials, "\(view.trialsThisRun)", .dim))
        if view.unusableInput { body += [.blank] + Layout.paragraph(strings.inputHint(.unusable), .moderate, columns: size.columns) }
        if view.keyboardTapped { body += [.blank] + Layout.paragraph(strings.keyboardTapNotice, .dim, columns: size.columns) }
        if let message = view.stopMessage { body += [.blank] + Layout.paragraph(message, .moderate, columns: size.columns) }
        return Layout.frame(
            title: strings.fillTheGap, body: body,
            keys: [strings.keyTap, strings.keyStartStop, strings.keyHelp, strings.keyBack, strings.keyQuit],
            status: status, strings: strings, size: size)
    }

    /// "← 12 ms early — precise" in the rating's colour.
    public static func feedback(_ tap: GapTapFeedback, _ strings: Strings) -> (text: String, style: TextStyle) {
        let offset = tap.tap.offsetMs
        let size = TrainingDisplay.milliseconds(abs(offset), strings)
        let text = offset < 0 ? "← \(size) \(strings.earlyWord)" : "→ \(size) \(strings.lateWord)"
        let rating = tap.rating
        let style: TextStyle = switch rating {
        case .excellent: .good
        case .precise: .close
        case .moderate: .moderate
        case .loose, .erratic: .bad
        }
        return ("\(text) — \(strings.rating(rating))", style)
    }

    private func stateLabel(_ strings: Strings) -> (String, TextStyle) {
        switch view.state {
        case .idle: (strings.stopped, .dim)
        case .starting: ("♩ " + strings.listen, .bold)
        case .running:
            if let extra = view.lastExtraTap, extra.trial == view.trialsEnded {
                (strings.extraTapSaid(extra), .moderate)
            } else {
                view.tapOfThisTrial.map { Self.feedback($0, strings) } ?? ("♩ " + strings.tapTheGap, .bold)
            }
        }
    }
}
