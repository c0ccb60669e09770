import Foundation

/// A Play It Back trial as it is stored: the phrase (key, scale, notes, rhythm, tempo) and every
/// note of the echo as played (its note, its onset in frames from where the phrase's first
/// note was heard, a sung note's cents), with the sample rate the frames count at. The
/// judgement is made again from these whenever the profile is rebuilt, so a record keeps
/// what happened, not what one version of the rule made of it.
public struct PhraseRecord: DisciplineRecord {
    public var phrase: Phrase
    public var played: [PlayedNote]
    public var sampleRate: Int
    /// Played back by voice or instrument into the audio input, rather than on the keys.
    public var sung: Bool
    /// Typed on the computer keyboard (no MIDI keyboard connected): judged for its pitches
    /// alone, neither timed nor its rhythm judged.
    public var typed: Bool
    /// How many times the phrase was played again before this echo: a phrase heard more than
    /// once says nothing of the span (it is the length held after one hearing) and moves no
    /// staircase.
    public var replays: Int
    public var timestamp: Date

    public init(phrase: Phrase, played: [PlayedNote], sampleRate: Int, sung: Bool = false, typed: Bool = false, replays: Int = 0, timestamp: Date) {
        self.phrase = phrase
        self.played = played
        self.sampleRate = sampleRate
        self.sung = sung
        self.typed = typed
        self.replays = replays
        self.timestamp = timestamp
    }

    /// Heard once, as the span is defined.
    public var countsForSpan: Bool { replays == 0 }

    public var judgement: EchoJudgement {
        EchoJudgement(phrase: phrase.notes.map(\.rawValue), beats: phrase.beats, played: played, tempo: phrase.tempo, sampleRate: sampleRate, typed: typed)
    }

    public var verdict: TrialVerdict? { judgement.isRight ? .right : .wrong }
}

extension PhraseRecord {
    public static let kind = RecordKind.phrase
    public var distinguishingValues: [Int] { [phrase.tempo.bpm] + phrase.notes.map(\.rawValue) + phrase.eighths }
}

extension RecordKind {
    public static let phrase = RecordKind(id: "phrase", rank: 4, one: "Play It Back phrase", many: "Play It Back phrases", unit: "phrase")
}
