import Foundation
import PeachCore

/// Chords' screen: what plays (its length and key, not its chords), the echo chord by chord
/// as it comes, then the verdict chord by chord and the progression named.
public struct ChordEchoScreen: Sendable {
    public var view: ChordEchoView

    public init(view: ChordEchoView) { self.view = view }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        var body: [Line] = []
        let (text, style) = stateLabel(strings)
        body += TrainingDisplay.stateBox(text, style: style, width: size.columns)
        body.append(.blank)
        if let progression = view.progression {
            let tempo = view.tempo.map { " · \($0.bpm) BPM" } ?? ""
            body.append(TrainingDisplay.row(strings.progressionLabel, strings.progressionOf(progression) + tempo, .bold))
        } else {
            body.append(TrainingDisplay.row(strings.progressionLabel, "–", .dim))
        }
        let key = (view.progression ?? view.lastProgression)?.key
        let chords = view.playedChords.map { strings.playedChordName($0, key: key) }.joined(separator: " · ")
        body += TrainingDisplay.rows(strings.yourChordsLabel, chords.isEmpty ? "–" : chords, chords.isEmpty ? .dim : .plain, columns: size.columns)
        if let judgement = view.lastJudgement, let last = view.lastProgression {
            let heardAgain = view.lastReplays > 0 ? " " + strings.heardAgain(view.lastReplays + 1) : ""
            body += TrainingDisplay.rows(strings.lastProgressionLabel, Self.verdict(judgement, strings, progression: last) + heardAgain,
                                         judgement.isRight ? .good : .bad, columns: size.columns)
            body += TrainingDisplay.rows(strings.itWasLabel, strings.progressionNamed(last), .plain, columns: size.columns)
            // What was played, kept beside it while the next progression plays.
            let played = judgement.played.map { strings.playedChordName($0, key: last.key) }.joined(separator: " · ")
            body += TrainingDisplay.rows(strings.youPlayedLabel, played.isEmpty ? "–" : played, .plain, columns: size.columns)
            // Timed from three chords in their places: shorter progressions fit any grid of their own.
            if let tempo = view.lastTempo, last.length >= EchoGrid.fewestTimed {
                body += TrainingDisplay.rows(strings.chordTimingLabel, strings.chordTiming(judgement, tempo: tempo),
                                             judgement.untimely.isEmpty ? .plain : .moderate, columns: size.columns)
            }
            if let spread = view.lastSpreadMs {
                let rightChords = judgement.verdicts.filter(\.isRight).count
                body += TrainingDisplay.rows(strings.handsLabel, strings.chordSpread(medianMs: spread, chords: rightChords), .plain, columns: size.columns)
            }
        } else {
            body.append(TrainingDisplay.row(strings.lastProgressionLabel, "–", .dim))
        }
        body.append(TrainingDisplay.row(strings.progressionsLabel, strings.progressionsCount(view.rightThisRun, of: view.progressionsThisRun), .dim))
        if let early = view.tooEarly, view.state == .playing || view.state == .settingKey {
            body += [.blank] + Layout.paragraph(strings.chordsTooEarly(early), .moderate, columns: size.columns)
        } else if view.state == .listening && view.played.isEmpty && !view.noKeyboard {
            body += [.blank] + Layout.paragraph(strings.chordsEchoHint, .dim, columns: size.columns)
        }
        if view.noKeyboard { body += [.blank] + Layout.paragraph(strings.chordsNeedKeyboard, .moderate, columns: size.columns) }
        if let message = view.stopMessage { body += [.blank] + Layout.paragraph(message, .moderate, columns: size.columns) }
        return Layout.frame(
            title: strings.chordsTitle, body: body,
            keys: [strings.keyReplay, strings.keyStartStop, strings.keyHelp, strings.keyBack, strings.keyQuit],
            status: status, strings: strings, size: size)
    }

    func stateLabel(_ strings: Strings) -> (String, TextStyle) {
        switch view.state {
        case .idle: (strings.stopped, .dim)
        case .settingKey: ("♪ " + strings.settingKey, .bold)
        case .playing: ("♪ " + strings.listenToProgression, .bold)
        case .listening: ("▶ " + strings.playTheChordsBack, .inverse)
        case .feedback: view.lastJudgement.map { $0.isRight ? (strings.chordsRight, .good) : ("✗", .bad) } ?? ("", .plain)
        }
    }

    /// Right, or each wrong, missing and extra chord named in the key's spelling.
    public static func verdict(_ judgement: ChordJudgement, _ strings: Strings, progression: Progression) -> String {
        guard !judgement.isRight else { return strings.chordsRight }
        var faults: [String] = []
        for (index, verdict) in judgement.verdicts.enumerated() {
            let played = verdict.played.map { judgement.played[$0] }
            if let fault = strings.chordVerdict(verdict, index: index, chord: progression.chords[index], played: played, key: progression.key) {
                faults.append(fault)
            }
        }
        if !judgement.extra.isEmpty { faults.append(strings.extraChords(judgement.extra.map { judgement.played[$0] }, key: progression.key)) }
        return "✗ " + faults.joined(separator: "; ")
    }
}
