import Foundation
import PeachCore

/// What Hear & Compare shows; filled from the session's events and state.
public struct ComparisonView: Sendable {
    public var discipline: Discipline
    public var state: ComparisonSession.State = .idle
    public var comparison: Comparison?
    /// Per task, the smallest difference answered right since the screen opened: how far
    /// down this session reached (not a score), kept apart per task since a fifth up and a
    /// third down are heard differently.
    public var smallestRight: [ListeningTask: Cents] = [:]
    /// The last answered trial: shown in the box during feedback, then on its own row until
    /// the next answer.
    public var lastAnswer: AnswerFeedback?
    public var trend: Trend?
    /// Answers since the screen opened (stopping and starting again keeps counting).
    public var answeredThisRun = 0
    public var stopMessage: String?
    /// Higher or Lower pressed during note 1 or the gap: said, then forgotten at note 2.
    public var earlyPress = false

    public init(discipline: Discipline) { self.discipline = discipline }

    /// Higher and Lower take an answer from note 2's start until the answer.
    public var acceptsAnswer: Bool { state == .playingNote2 || state == .awaitingAnswer }

    /// The answer of the trial whose feedback is showing.
    public var lastCorrect: Bool? { lastAnswer?.correct }
}

/// What the listener needs to learn from an answer: right or wrong, and which way it was.
public struct AnswerFeedback: Hashable, Sendable {
    public var correct: Bool
    /// The second note was higher (sharp of the true interval).
    public var targetHigher: Bool
    public var difference: Double
    /// What note 2 was measured against: unison for single notes, else the true interval.
    public var interval: DirectedInterval

    public init(correct: Bool, targetHigher: Bool, difference: Double, interval: DirectedInterval = .unison) {
        self.correct = correct
        self.targetHigher = targetHigher
        self.difference = difference
        self.interval = interval
    }
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
