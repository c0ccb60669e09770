import Foundation

/// A Chords trial as it is stored: the progression (its key, level, chords and their notes),
/// its tempo, and every note played back (its key and its onset in frames from where the
/// progression's first chord was heard), with the sample rate the frames count at, the
/// window that made notes one chord and how strictly chords were judged. The judgement is
/// made again from these whenever the profile is rebuilt.
public struct ProgressionRecord: DisciplineRecord {
    public var progression: Progression
    public var tempo: Tempo
    public var played: [PlayedNote]
    public var sampleRate: Int
    /// The longest a chord's notes may spread and still be one chord, in ms.
    public var windowMs: Double
    public var strictness: ChordJudgement.Strictness
    /// How many times the progression was played again before this echo: heard more than
    /// once, it says nothing of the span and moves no staircase.
    public var replays: Int
    public var timestamp: Date

    public init(
        progression: Progression, tempo: Tempo, played: [PlayedNote], sampleRate: Int, windowMs: Double,
        strictness: ChordJudgement.Strictness, replays: Int = 0, timestamp: Date
    ) {
        self.progression = progression
        self.tempo = tempo
        self.played = played
        self.sampleRate = sampleRate
        self.windowMs = windowMs
        self.strictness = strictness
        self.replays = replays
        self.timestamp = timestamp
    }

    public var countsForSpan: Bool { replays == 0 }

    public var playedChords: [PlayedChord] {
        let frames = windowMs * Double(sampleRate) / 1000
        return PlayedChord.grouped(played, windowFrames: frames.isFinite ? Int(min(max(frames, 0), 1e9).rounded()) : 0)
    }

    public var judgement: ChordJudgement {
        ChordJudgement(progression: progression, played: playedChords, strictness: strictness, tempo: tempo, sampleRate: sampleRate)
    }

    public var verdict: TrialVerdict? { judgement.isRight ? .right : .wrong }

    /// How far apart each right chord's notes began, in ms: how together the hands are.
    /// `judgement` is this record's (made once by the caller: judging is not free).
    public func rightChordSpreadsMs(_ judgement: ChordJudgement) -> [Double] {
        guard sampleRate > 0 else { return [] }
        return judgement.verdicts.compactMap { verdict in
            verdict.isRight ? Double(judgement.played[verdict.played!].spreadFrames) * 1000 / Double(sampleRate) : nil
        }
    }

    /// What the span's fit takes of it: each chord's quality, inversion and verdict. A chord
    /// too many makes the progression wrong: its last chord counts as wrong with it, so that
    /// the fit's "right only when every chord is" holds.
    public var outcome: ProgressionOutcome? {
        guard !progression.steps.isEmpty else { return nil }
        let judgement = self.judgement
        var chords = zip(progression.chords, judgement.verdicts).map { chord, verdict in
            ProgressionOutcome.ChordOutcome(quality: chord.quality, inverted: chord.inversion > 0, right: verdict.isRight)
        }
        if !judgement.extra.isEmpty, chords.allSatisfy(\.right) { chords[chords.count - 1].right = false }
        return ProgressionOutcome(chords: chords)
    }
}

extension ProgressionRecord {
    public static let kind = RecordKind.progression
    public var distinguishingValues: [Int] { [tempo.bpm] + progression.steps.flatMap(\.notes) }
}

extension RecordKind {
    public static let progression = RecordKind(id: "progression", rank: 5, one: "Chords progression", many: "Chords progressions", unit: "progression")
}
