import Foundation
import PeachCore

public struct ComparisonScreen: Sendable {
    public var view: ComparisonView

    public init(view: ComparisonView) { self.view = view }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        let title = "\(strings.hearAndCompare) — \(view.variant == .intervals ? strings.intervals : strings.singleNotes)"
        var body: [Line] = []
        let (stateText, stateStyle) = stateLabel(strings)
        body += TrainingDisplay.stateBox(stateText, style: stateStyle, width: size.columns)
        body.append(.blank)
        let active = view.acceptsAnswer
        body.append(Line([
            Span("      "), Span("  ▲ \(strings.higher)  ", active ? .inverse : .dim),
            Span("      "), Span("  ▼ \(strings.lower)  ", active ? .inverse : .dim),
        ]))
        body.append(view.earlyPress && view.state == .playingNote1 ? Line("      " + strings.tooEarly, .moderate) : .blank)
        if let comparison = view.comparison {
            body.append(TrainingDisplay.row(strings.difference, TrainingDisplay.cents(abs(comparison.centOffset.value), strings), .bold))
            let smallest = view.smallestRight[comparison.interval].map { TrainingDisplay.cents($0.value, strings) } ?? "–"
            let task = comparison.interval == .unison ? "" : " (\(strings.task(comparison.interval)))"
            body.append(TrainingDisplay.row(strings.smallestRight, smallest + task))
            body.append(TrainingDisplay.row(strings.note, strings.noteName(comparison.referenceNote)))
            if comparison.interval != .unison {
                body.append(TrainingDisplay.row(strings.interval, TrainingDisplay.interval(comparison.interval, comparison.tuningSystem, strings)))
                body += Layout.paragraph(strings.intervalTask(comparison.interval), .dim, columns: size.columns)
            }
        }
        if let last = view.lastAnswer {
            body += TrainingDisplay.rows(
                strings.lastAnswer,
                strings.verdict(last) + " (\(TrainingDisplay.cents(last.difference, strings)))",
                last.correct ? .good : .bad, columns: size.columns)
        }
        body.append(TrainingDisplay.row(strings.trend, strings.trend(view.trend)))
        body.append(TrainingDisplay.row(strings.answered, "\(view.answeredThisRun)", .dim))
        if let message = view.stopMessage { body += [.blank] + Layout.paragraph(message, .moderate, columns: size.columns) }
        return Layout.frame(
            title: title, body: body, keys: [strings.keyAnswer, strings.keyStartStop, strings.keyHelp, strings.keyBack, strings.keyQuit],
            status: status, strings: strings, size: size)
    }

    private func stateLabel(_ strings: Strings) -> (String, TextStyle) {
        switch view.state {
        case .idle: (strings.stopped, .dim)
        case .playingNote1: ("♪ " + strings.note1, .bold)
        case .playingNote2: ("♪ " + strings.note2, .bold)
        case .awaitingAnswer: ("? " + strings.yourAnswer, .bold)
        case .showingFeedback:
            view.lastAnswer.map { (strings.verdict($0), $0.correct ? .good : .bad) }
                ?? ("", .plain)
        }
    }
}
