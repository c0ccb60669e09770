import Foundation
import PeachCore

/// What Hear & Compare shows; filled from the session's events and state.
public struct ComparisonView: Sendable {
    public var discipline: Discipline
    public var state: ComparisonSession.State = .idle
    public var comparison: Comparison?
    public var best: Cents?
    /// The answer of the trial whose feedback is showing.
    public var lastCorrect: Bool?
    public var trend: Trend?
    public var answeredThisRun = 0
    public var stopMessage: String?

    public init(discipline: Discipline) { self.discipline = discipline }

    /// Higher and Lower take an answer from note 2's start until the answer.
    public var acceptsAnswer: Bool { state == .playingNote2 || state == .awaitingAnswer }
}

public struct ComparisonScreen: Sendable {
    public var view: ComparisonView

    public init(view: ComparisonView) { self.view = view }

    public func frame(status: StatusLine, strings: Strings, size: TerminalSession.Size) -> Frame {
        let title = "\(strings.hearAndCompare) — \(view.discipline == .intervals ? strings.intervals : strings.singleNotes)"
        var body: [Line] = []
        let (stateText, stateStyle) = stateLabel(strings)
        body += TrainingDisplay.stateBox(stateText, style: stateStyle, width: size.columns)
        body.append(.blank)
        let active = view.acceptsAnswer
        body.append(Line([
            Span("      "), Span("  ▲ \(strings.higher)  ", active ? .inverse : .dim),
            Span("      "), Span("  ▼ \(strings.lower)  ", active ? .inverse : .dim),
        ]))
        body.append(.blank)
        if let comparison = view.comparison {
            body.append(TrainingDisplay.row(strings.difference, TrainingDisplay.cents(abs(comparison.centOffset.value), strings), .bold))
            body.append(TrainingDisplay.row(strings.best, view.best.map { TrainingDisplay.cents($0.value, strings) } ?? "–"))
            body.append(TrainingDisplay.row(strings.note, comparison.referenceNote.name))
            if comparison.interval != .unison {
                body.append(TrainingDisplay.row(strings.interval, TrainingDisplay.interval(comparison.interval, comparison.tuningSystem, strings)))
            }
        }
        body.append(TrainingDisplay.row(strings.trend, strings.trend(view.trend)))
        body.append(TrainingDisplay.row(strings.answered, "\(view.answeredThisRun)", .dim))
        if let message = view.stopMessage { body += [.blank, Line("   " + message, .moderate)] }
        return Layout.frame(
            title: title, body: body, keys: [strings.keyAnswer, strings.keyStartStop, strings.keyBack, strings.keyQuit],
            status: status, strings: strings, size: size)
    }

    private func stateLabel(_ strings: Strings) -> (String, TextStyle) {
        switch view.state {
        case .idle: (strings.stopped, .dim)
        case .playingNote1: ("♪ " + strings.note1, .bold)
        case .playingNote2: ("♪ " + strings.note2, .bold)
        case .awaitingAnswer: ("? " + strings.yourAnswer, .bold)
        case .showingFeedback:
            view.lastCorrect == true ? ("✓ " + strings.correct, .good) : ("✗ " + strings.wrong, .bad)
        }
    }
}
