import Foundation
import PeachCore

/// Play It Back's screen: what plays, the echo as it comes, then the judgement note by note.
public struct EchoScreen: Sendable {
    public var view: EchoView

    public init(view: EchoView) { self.view = view }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        var body: [Line] = []
        let (text, style) = stateLabel(strings)
        body += TrainingDisplay.stateBox(text, style: style, width: size.columns)
        body.append(.blank)
        if let phrase = view.phrase {
            body.append(TrainingDisplay.row(strings.phraseLabel, strings.phraseOf(phrase.length, phrase.scale, key: phrase.key, rhythm: phrase.rhythm) + " · \(phrase.tempo.bpm) BPM", .bold))
        } else {
            body.append(TrainingDisplay.row(strings.phraseLabel, "–", .dim))
        }
        // A sung note with how far off it was: a singer learns as much from the cents.
        let notes = view.played.map { note in
            strings.phraseNote(note.note, in: view.phrase) + (note.cents.map { " (" + strings.signedCents($0) + ")" } ?? "")
        }.joined(separator: " ")
        body += TrainingDisplay.rows(strings.echoLabel, notes.isEmpty ? "–" : notes, notes.isEmpty ? .dim : .plain, columns: size.columns)
        if let judgement = view.lastJudgement {
            let heardAgain = view.lastReplays > 0 ? " " + strings.heardAgain(view.lastReplays + 1) : ""
            body += TrainingDisplay.rows(strings.verdictLabel, Self.verdict(judgement, strings, phrase: view.lastPhrase) + heardAgain, judgement.isRight ? .good : .bad, columns: size.columns)
            body += TrainingDisplay.rows(strings.timingLabel, Self.timing(judgement, strings, phrase: view.lastPhrase), judgement.untimely.isEmpty ? .plain : .moderate, columns: size.columns)
        } else {
            body.append(TrainingDisplay.row(strings.verdictLabel, "–", .dim))
            body.append(TrainingDisplay.row(strings.timingLabel, "–", .dim))
        }
        body.append(TrainingDisplay.row(strings.phrasesLabel, strings.phrasesCount(view.rightThisRun, of: view.phrasesThisRun), .dim))
        if let early = view.tooEarly, view.state == .playing || view.state == .settingKey {
            body += [.blank] + Layout.paragraph(strings.tooEarlyNote(early), .moderate, columns: size.columns)
        } else if view.state == .listening && view.played.isEmpty && !view.typing {
            body += [.blank] + Layout.paragraph(strings.echoHint(sung: view.hearsInput), .dim, columns: size.columns)
        }
        // Nothing on midi_in: said at once, with the row that plays instead.
        if view.typing { body += [.blank] + Layout.paragraph(strings.typingHint(from: view.typedRowStart), .moderate, columns: size.columns) }
        if view.unusableInput { body += [.blank] + Layout.paragraph(strings.inputHint(.unusable), .moderate, columns: size.columns) }
        if let message = view.stopMessage { body += [.blank] + Layout.paragraph(message, .moderate, columns: size.columns) }
        return Layout.frame(
            title: strings.playItBack, body: body,
            keys: [strings.keyReplay, view.typing ? strings.keyTypedStartStop : strings.keyStartStop, strings.keyHelp, strings.keyBack, strings.keyQuit],
            status: status, strings: strings, size: size)
    }

    func stateLabel(_ strings: Strings) -> (String, TextStyle) {
        switch view.state {
        case .idle: (strings.stopped, .dim)
        case .settingKey: ("♪ " + strings.settingKey, .bold)
        case .playing: ("♪ " + strings.listenToPhrase, .bold)
        case .listening: ("▶ " + (view.hearsInput ? strings.playOrSingItBack : strings.playItBackNow), .inverse)
        case .feedback: view.lastJudgement.map { $0.isRight ? (strings.rightEcho, .good) : ("✗", .bad) } ?? ("", .plain)
        }
    }

    /// Right, or each wrong, missing and extra note named, and each note off a phrase's rhythm of eighths.
    /// Notes spelled in `phrase`'s key.
    public static func verdict(_ judgement: EchoJudgement, _ strings: Strings, phrase: Phrase? = nil) -> String {
        guard !judgement.isRight else { return strings.rightEcho }
        var faults: [String] = []
        for (index, outcome) in judgement.outcomes.enumerated() {
            switch outcome {
            case .right: break
            case let .wrong(played, _): faults.append(strings.wrongNote(index, played: played, was: judgement.phrase[index], in: phrase))
            case .missing: faults.append(strings.missingNote(index, was: judgement.phrase[index], in: phrase))
            }
        }
        if !judgement.extras.isEmpty { faults.append(strings.extraNotes(judgement.extras, in: phrase)) }
        faults += judgement.offRhythm.map { strings.offRhythmNote($0.index, offsetMs: $0.offsetMs) }
        return "✗ " + faults.joined(separator: "; ")
    }

    /// Every note in time, or the ones that were not, with their offsets; then the echo's
    /// own beat against the phrase's (the profile keeps its median).
    public static func timing(_ judgement: EchoJudgement, _ strings: Strings, phrase: Phrase? = nil) -> String {
        guard !judgement.typed else { return strings.typedEcho }
        guard judgement.isTimed else { return strings.untimedEcho }
        let untimely = judgement.untimely
        var tempo = ""
        if let beat = judgement.echoBeatMs, let phrase { tempo = "; " + strings.echoTempo(ratio: beat / (60_000 / Double(phrase.tempo.bpm))) }
        guard !untimely.isEmpty else {
            let offsets = judgement.offsetsMs
            return strings.inTime(spreadMs: offsets.count >= 2 ? offsets.map(abs).max() : nil) + tempo
        }
        return untimely.map { strings.untimelyNote($0.index, offsetMs: $0.offsetMs) }.joined(separator: "; ") + tempo
    }
}
