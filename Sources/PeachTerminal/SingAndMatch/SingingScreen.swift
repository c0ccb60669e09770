import Foundation
import PeachCore

/// Sing & Match's screen: the needle (the pitch heard against the target, ±100 cents
/// across the meter, flat to the left), the hold filling up, and the last match.
public struct SingingScreen: Sendable {
    /// Cents at either end of the meter: a semitone, past the ±50-cent window that counts.
    public static let meterSpan = 100.0

    public var view: SingingView

    public init(view: SingingView) { self.view = view }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        // One entry on the start screen trains what the settings' intervals say: the trial shows which.
        let intervals = view.challenge.map { $0.interval != .unison } ?? (view.variant == .intervals)
        let title = "\(strings.singAndMatch) — \(intervals ? strings.intervals : strings.singleNotes)"
        var body: [Line] = []
        let (stateText, stateStyle) = stateLabel(strings)
        body += TrainingDisplay.stateBox(stateText, style: stateStyle, width: size.columns)
        body.append(.blank)
        let width = max(21, min(size.columns - 20, 61))
        body.append(meter(width: width))
        body.append(Line("      " + needleText(strings), view.needle == nil ? .dim : .plain))
        body.append(holdBar(width: width, strings))
        // Every row from the start, "–" until it has a value, and two lines kept for a hint:
        // the layout stays put while the musician watches the needle.
        let hint = view.state == .listening ? view.inputHint.map {
            Layout.paragraph(strings.inputHint($0), .moderate, columns: size.columns, indent: 6)
        } ?? [] : []
        body += hint + Array(repeating: .blank, count: max(0, 2 - hint.count))
        let challenge = view.challenge
        body.append(TrainingDisplay.row(strings.note, challenge.map { strings.noteName($0.referenceNote) } ?? "–"))
        if intervals {
            body.append(TrainingDisplay.row(strings.interval, challenge.map { TrainingDisplay.interval($0.interval, $0.tuningSystem, strings) } ?? "–"))
            body.append(TrainingDisplay.row(strings.target, challenge.map { strings.noteName($0.targetNote) } ?? "–"))
        }
        if let match = view.lastMatch {
            let (text, style) = MatchFeedback.line(match.held, strings)
            body.append(TrainingDisplay.row(strings.lastMatch, text, style))
            body.append(TrainingDisplay.row(strings.firstAttempt, strings.matchResult(cents: Int(match.firstAttempt.value.rounded())), .dim))
        } else {
            body.append(TrainingDisplay.row(strings.lastMatch, "–", .dim))
            body.append(TrainingDisplay.row(strings.firstAttempt, "–", .dim))
        }
        body.append(TrainingDisplay.row(strings.matched, "\(view.matchedThisRun)", .dim))
        if let message = view.stopMessage { body += [.blank] + Layout.paragraph(message, .moderate, columns: size.columns) }
        return Layout.frame(
            title: title, body: body, keys: [strings.keyTakeNow, strings.keyStartStop, strings.keyHelp, strings.keyBack, strings.keyQuit],
            status: status, strings: strings, size: size)
    }

    /// ♭ … ┼ … ♯ with the window (±50 cents) drawn heavier and the needle where the pitch is.
    func meter(width: Int) -> Line {
        let cells = width | 1
        let centre = cells / 2
        let windowCells = Int((SungPitchTracker.window.value / Self.meterSpan * Double(centre)).rounded())
        var track = (0..<cells).map { abs($0 - centre) <= windowCells ? "━" : "─" }
        track[centre] = "┼"
        if let needle = view.needle {
            let clamped = min(max(needle.value, -Self.meterSpan), Self.meterSpan)
            let position = centre + Int((clamped / Self.meterSpan * Double(centre)).rounded())
            track[position] = abs(needle.value) > Self.meterSpan ? (needle.value > 0 ? "»" : "«") : "●"
        }
        let live = view.state == .listening
        return Line([Span("   ♭  "), Span(track.joined(), live ? .bold : .dim), Span("  ♯")])
    }

    func needleText(_ strings: Strings) -> String {
        // Nothing heard is said once, on the input's line below.
        guard view.state == .listening, let needle = view.needle else { return "" }
        return strings.matchResult(cents: Int(needle.value.rounded()))
    }

    /// The input's level as a number, and whether a pitch is heard in it: the status line's.
    public func inputStatus(_ strings: Strings) -> String? {
        if view.unusableInput { return strings.inputLevel + " " + strings.unusableSamples }
        guard view.state == .listening, let level = view.level else { return nil }
        let shown = level.isFinite ? strings.number(level, decimals: 0).replacingOccurrences(of: "-", with: "−") + " dBFS" : "−∞ dBFS"
        return strings.inputLevel + " " + shown + " · " + (view.needle == nil ? strings.nothingHeard : strings.pitchHeard)
    }

    func holdBar(width: Int, _ strings: Strings) -> Line {
        let cells = width | 1
        let filled = Int((view.hold * Double(cells)).rounded())
        return Line([Span("      "), Span(String(repeating: "█", count: filled), .good), Span(String(repeating: "░", count: cells - filled), .dim),
                     Span("  " + strings.hold, .dim)])
    }

    private func stateLabel(_ strings: Strings) -> (String, TextStyle) {
        switch view.state {
        case .idle: (strings.stopped, .dim)
        case .playingReference: ("♪ " + strings.reference, .bold)
        case .listening: ("◉ " + strings.singIt, .bold)
        case .showingFeedback: view.lastMatch.map { MatchFeedback.line($0.held, strings) } ?? ("", .plain)
        }
    }
}
