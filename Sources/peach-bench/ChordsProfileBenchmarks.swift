import Foundation
import PeachCore

/// Chords' profile of a long history: each level's span and each day's fitted with 200
/// resamples of whole progressions, the kinds of chord tallied. The profile screen, `profile
/// --json` and the report build it when they open.
func chordsProfileBenchmarks(progressions: Int = 2_000, days: Int = 60) {
    var random = SeededRandom(seed: 9)
    var staircase = LengthStaircase(.progressions)
    let composer = ProgressionComposer(), start = 1_700_000_000.0
    var profile = ChordsProfile()
    var begin = now()
    for index in 0..<progressions {
        let key = ProgressionKey(pitchClass: index % 12, mode: index % 2 == 0 ? .major : .minor)
        let progression = composer.progression(length: staircase.length, key: key, vocabulary: ChordVocabulary(level: 3), random: &random)
        var played: [PlayedNote] = [], right = true
        for (position, step) in progression.steps.enumerated() {
            var notes = step.notes
            if random.nextUnit() > 0.9 {
                notes[notes.count - 1] += 1
                right = false
            }
            played += notes.map { PlayedNote(note: $0, onsetFrames: position * 57_600) }
        }
        profile.add(ProgressionRecord(
            progression: progression, tempo: Tempo(bpm: 100), played: played, sampleRate: 48_000, windowMs: 80, strictness: .pitchClasses,
            timestamp: Date(timeIntervalSince1970: start + Double(index * days / progressions) * 86_400 + Double(index))))
        staircase.answered(right: right)
    }
    let added = (now() - begin) / 1e6
    begin = now()
    _ = profile.summaries()
    let span = (now() - begin) / 1e6
    begin = now()
    _ = profile.spanDays()
    let spanDays = (now() - begin) / 1e6
    begin = now()
    _ = profile.section(range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
    let built = (now() - begin) / 1e6
    print(String(format: "Chords profile: %d progressions over %d days at one level: tallied %.2f s; its section %.2f s (the level's span %.2f s); the %d days' spans, for the report, %.2f s (200 resamples each)",
                 progressions, days, added, built, span, days, spanDays))
}
