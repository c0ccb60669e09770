import Foundation
import PeachCore

public struct MatchingScreen: Sendable {
    public var view: MatchingView

    public init(view: MatchingView) { self.view = view }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        let title = "\(strings.tuneAndMatch) — \(view.variant == .intervals ? strings.intervals : strings.singleNotes)"
        var body: [Line] = []
        let (stateText, stateStyle) = stateLabel(strings)
        body += TrainingDisplay.stateBox(stateText, style: stateStyle, width: size.columns)
        body.append(.blank)
        body.append(slider(width: max(21, min(size.columns - 20, 61))))
        let waiting = view.state == .playingReference || view.state == .awaitingControl
        body += view.earlySubmit && waiting ? Layout.paragraph(strings.moveFirst, .moderate, columns: size.columns, indent: 6) : [.blank]
        if let challenge = view.challenge {
            body.append(TrainingDisplay.row(strings.note, strings.noteName(challenge.referenceNote)))
            if challenge.interval != .unison {
                body.append(TrainingDisplay.row(strings.interval, TrainingDisplay.interval(challenge.interval, challenge.tuningSystem, strings)))
            }
        }
        if let error = view.lastError {
            let (text, style) = MatchFeedback.line(error, strings)
            body.append(TrainingDisplay.row(strings.lastMatch, text, style))
        }
        body.append(TrainingDisplay.row(strings.matched, "\(view.matchedThisRun)", .dim))
        if let message = view.stopMessage { body += [.blank] + Layout.paragraph(message, .moderate, columns: size.columns) }
        return Layout.frame(
            title: title, body: body, keys: [strings.keyTune, strings.keySubmit, strings.keyStartStop, strings.keyHelp, strings.keyBack, strings.keyQuit],
            status: status, strings: strings, size: size)
    }

    /// The control's position only: it says nothing about how far off the note is, since
    /// the note starts at a random offset (no feedback of any kind while tuning).
    func slider(width: Int) -> Line {
        let cells = width | 1
        let position = Int(((view.control + 1) / 2 * Double(cells - 1)).rounded())
        var track = Array(repeating: "─", count: cells)
        track[cells / 2] = "┼"
        track[min(max(position, 0), cells - 1)] = "●"
        let live = view.state == .playingTunable || view.state == .awaitingControl
        return Line([Span("   −  "), Span(track.joined(), live ? .bold : .dim), Span("  +")])
    }

    private func stateLabel(_ strings: Strings) -> (String, TextStyle) {
        switch view.state {
        case .idle: (strings.stopped, .dim)
        case .playingReference: ("♪ " + strings.reference, .bold)
        case .awaitingControl: ("↔ " + strings.moveControl, .bold)
        case .playingTunable: ("♪ " + strings.tuneIt, .bold)
        case .showingFeedback: view.lastError.map { MatchFeedback.line($0, strings) } ?? ("", .plain)
        }
    }
}
