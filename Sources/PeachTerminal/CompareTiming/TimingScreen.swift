import Foundation
import PeachCore

public struct TimingScreen: Sendable {
    public var view: TimingView

    public init(view: TimingView) { self.view = view }

    public func frame(status: StatusLine, strings: Strings, size: TerminalSession.Size) -> Frame {
        var body: [Line] = []
        let (stateText, stateStyle) = stateLabel(strings)
        body += TrainingDisplay.stateBox(stateText, style: stateStyle, width: size.columns)
        body.append(.blank)
        let active = view.acceptsAnswer
        body.append(Line([
            Span("      "), Span("  ◀ \(strings.early)  ", active ? .inverse : .dim),
            Span("      "), Span("  \(strings.late) ▶  ", active ? .inverse : .dim),
        ]))
        body.append(view.earlyPress && view.state == .playingClicks ? Line("      " + strings.waitForThirdClick, .moderate) : .blank)
        if let tempo = view.tempo {
            body.append(TrainingDisplay.row(strings.tempo, "\(tempo.bpm) BPM", .bold))
            let smallest = view.smallestRight[tempo].map { TrainingDisplay.milliseconds($0, strings) } ?? "–"
            body.append(TrainingDisplay.row(strings.smallestRight, smallest))
        }
        if let last = view.lastAnswer {
            body += TrainingDisplay.rows(strings.lastAnswer, verdict(last, strings), last.isCorrect ? .good : .bad, columns: size.columns)
        }
        body.append(TrainingDisplay.row(strings.answered, "\(view.answeredThisRun)", .dim))
        if let message = view.stopMessage { body += [.blank] + Layout.paragraph(message, .moderate, columns: size.columns) }
        return Layout.frame(
            title: strings.compareTiming, body: body,
            keys: [strings.keyEarlyLate, strings.keyStartStop, strings.keyHelp, strings.keyBack, strings.keyQuit],
            status: status, strings: strings, size: size)
    }

    /// "Right — the third click was 12 ms late (6 % of a sixteenth)".
    func verdict(_ record: TimingComparisonRecord, _ strings: Strings) -> String {
        let size = TrainingDisplay.milliseconds(abs(record.offsetMs), strings)
        let share = strings.number(abs(record.tempo.shareOfSixteenth(record.offsetMs)) * 100, decimals: 1)
        return "\(record.isCorrect ? strings.correct : strings.wrong) — \(strings.thirdClickWas(size, late: record.offsetMs > 0, share: share))"
    }

    private func stateLabel(_ strings: Strings) -> (String, TextStyle) {
        switch view.state {
        case .idle: (strings.stopped, .dim)
        case .playingClicks: ("♩ ♩ ♩ ♩  " + strings.listen, .bold)
        case .awaitingAnswer: ("? " + strings.earlyOrLate, .bold)
        case .showingFeedback:
            view.lastAnswer.map { ($0.isCorrect ? strings.correct : strings.wrong, $0.isCorrect ? .good : .bad) } ?? ("", .plain)
        }
    }
}
