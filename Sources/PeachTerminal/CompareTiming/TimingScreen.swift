import Foundation
import PeachCore

public struct TimingScreen: Sendable {
    public var view: TimingView

    public init(view: TimingView) { self.view = view }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        var body: [Line] = []
        let (stateText, stateStyle) = stateLabel(strings)
        body += TrainingDisplay.stateBox(stateText, style: stateStyle, width: size.columns)
        body.append(.blank)
        let active = view.acceptsAnswer
        body.append(Line([
            Span("      "), Span("  ◀ \(strings.early)  ", active ? .inverse : .dim),
            Span("      "), Span("  \(strings.late) ▶  ", active ? .inverse : .dim),
        ]))
        let position = view.position ?? TimingPattern.standard.defaultPosition
        if view.earlyPress && view.state == .playingClicks {
            body.append(Line("      " + strings.waitForClick(position), .moderate))
        } else if let repetitions = view.loopEnded, view.state == .awaitingAnswer {
            body.append(Line("      " + strings.loopEnded(repetitions), .moderate))
        } else {
            body.append(.blank)
        }
        // Every row from the start, "–" until it has a value, and two lines kept for the last
        // answer (it wraps at 80 columns): the layout stays put from trial to trial.
        body.append(TrainingDisplay.row(strings.tempo, view.tempo.map { "\($0.bpm) BPM" } ?? "–", .bold))
        body.append(TrainingDisplay.row(strings.pattern, view.pattern.map { strings.patternMoving($0, position: position) } ?? "–"))
        let smallest = view.place.flatMap { view.smallestRight[$0] }.map { TrainingDisplay.milliseconds($0, strings) } ?? "–"
        body.append(TrainingDisplay.row(strings.smallestRight, smallest))
        let lastAnswer = view.lastAnswer.map {
            TrainingDisplay.rows(strings.lastAnswer, verdict($0, strings), $0.isCorrect ? .good : .bad, columns: size.columns)
        } ?? [TrainingDisplay.row(strings.lastAnswer, "–", .dim)]
        body += lastAnswer + Array(repeating: .blank, count: max(0, 2 - lastAnswer.count))
        body.append(TrainingDisplay.row(strings.answered, "\(view.answeredThisRun)", .dim))
        if let message = view.stopMessage { body += [.blank] + Layout.paragraph(message, .moderate, columns: size.columns) }
        return Layout.frame(
            title: strings.compareTiming, body: body,
            keys: [strings.keyEarlyLate, strings.keyStartStop, strings.keyHelp, strings.keyBack, strings.keyQuit],
            status: status, strings: strings, size: size)
    }

    /// "✓ Correct — the 3rd click was 12 ms late (6 % of a sixteenth)", marked as Hear &
    /// Compare marks its answers.
    func verdict(_ record: TimingComparisonRecord, _ strings: Strings) -> String {
        let size = TrainingDisplay.milliseconds(abs(record.offsetMs), strings)
        let share = strings.number(abs(record.tempo.shareOfSixteenth(record.offsetMs)) * 100, decimals: 1)
        let position = record.position ?? TimingPattern.standard.defaultPosition
        return "\(Self.mark(record, strings)) — \(strings.clickWas(position, size, late: record.offsetMs > 0, share: share))"
    }

    /// "♩ · ♩ ♩": the pattern as it sounds.
    static func notes(_ pattern: TimingPattern) -> String {
        pattern.notation.replacingOccurrences(of: "*", with: "♩").replacingOccurrences(of: "-", with: "·")
    }

    static func mark(_ record: TimingComparisonRecord, _ strings: Strings) -> String {
        record.isCorrect ? "✓ " + strings.correct : "✗ " + strings.wrong
    }

    private func stateLabel(_ strings: Strings) -> (String, TextStyle) {
        switch view.state {
        case .idle: (strings.stopped, .dim)
        // The pattern once its first click sounds (before, the trial is still being read).
        case .playingClicks: ((view.pattern.map { Self.notes($0) + "  " } ?? "") + strings.listen, .bold)
        case .awaitingAnswer: ("? " + strings.earlyOrLate(view.position ?? TimingPattern.standard.defaultPosition), .bold)
        case .showingFeedback:
            view.lastAnswer.map { (Self.mark($0, strings), $0.isCorrect ? .good : .bad) } ?? ("", .plain)
        }
    }
}
