import Foundation
import PeachCore

/// Chords' words, English and German: notes as the key spells them, chords by name, and a
/// progression's verdict chord by chord.
extension Strings {
    /// A spelled note: "F♯", "B♭", "C𝄪", "B𝄫"; in German "Fis", "B", "Cisis", "Es", "H", "Heses".
    public func spelledName(_ note: SpelledPitchClass) -> String {
        let letter = "CDEFGAB".map(String.init)[note.letter]
        guard language == .german else {
            return letter + (note.accidental > 0 ? String(repeating: "♯", count: note.accidental % 2) + String(repeating: "𝄪", count: note.accidental / 2)
                : String(repeating: "♭", count: -note.accidental % 2) + String(repeating: "𝄫", count: -note.accidental / 2))
        }
        let base = letter == "B" ? "H" : letter
        switch note.accidental {
        case 0: return base
        case let sharps where sharps > 0: return base + String(repeating: "is", count: sharps)
        default:
            // B♭ is B, E♭ Es, A♭ As; B𝄫 Heses.
            if letter == "B" { return note.accidental == -1 ? "B" : "Heses" }
            let flat = (letter == "E" || letter == "A") ? "s" : "es"
            return base + flat + String(repeating: "es", count: -note.accidental - 1)
        }
    }

    /// A chord by name: "F major", "D minor", "G seventh", "B half-diminished seventh"; in
    /// German "F-Dur", "d-Moll", "G7", "Hm7♭5".
    public func chordName(_ chord: Chord) -> String {
        let root = spelledName(chord.root)
        if language == .german {
            switch chord.quality {
            case .major: return "\(root)-Dur"
            case .minor: return "\(root.lowercased())-Moll"
            case .diminished: return "\(root) vermindert"
            case .augmented: return "\(root) übermäßig"
            default: return root + chordSymbol(chord.quality)
            }
        }
        switch chord.quality {
        case .major: return "\(root) major"
        case .minor: return "\(root) minor"
        case .diminished: return "\(root) diminished"
        case .augmented: return "\(root) augmented"
        case .majorSeventh: return "\(root) major seventh"
        case .dominantSeventh: return "\(root) seventh"
        case .minorSeventh: return "\(root) minor seventh"
        case .halfDiminished: return "\(root) half-diminished seventh"
        case .diminishedSeventh: return "\(root) diminished seventh"
        case .suspendedSecond, .suspendedFourth, .addedNinth: return root + chordSymbol(chord.quality)
        }
    }

    /// The quality as a chord symbol writes it after the root: "m", "°", "maj7", "m7♭5".
    public func chordSymbol(_ quality: ChordQuality) -> String {
        switch quality {
        case .major: ""
        case .minor: "m"
        case .diminished: "°"
        case .augmented: "+"
        case .majorSeventh: "maj7"
        case .dominantSeventh: "7"
        case .minorSeventh: "m7"
        case .halfDiminished: "m7♭5"
        case .diminishedSeventh: "°7"
        case .suspendedSecond: "sus2"
        case .suspendedFourth: "sus4"
        case .addedNinth: "add9"
        }
    }

    public func inversionName(_ inversion: Int) -> String {
        switch inversion {
        case 0: t("root position", "Grundstellung")
        case 1: t("first inversion", "erste Umkehrung")
        case 2: t("second inversion", "zweite Umkehrung")
        default: t("third inversion", "dritte Umkehrung")
        }
    }

    /// A list of spelled notes: "D, F♯".
    func spelledNames(_ notes: [SpelledPitchClass]) -> String { notes.map(spelledName).joined(separator: ", ") }

    /// One chord of a progression judged: nil when it was right. "2nd chord: you played F
    /// major, it was D minor — D missing, C extra"; "1st chord: bass E, first inversion — you
    /// played root position"; "3rd chord missing (G seventh)".
    public func chordVerdict(_ verdict: ChordJudgement.Verdict, index: Int, chord: Chord, played: PlayedChord?, key: ProgressionKey) -> String? {
        let which = t("\(ordinal(index + 1)) chord", "\(ordinal(index + 1)) Akkord")
        switch verdict {
        case .right: return nil
        case .missing: return t("\(which) missing (\(chordName(chord)))", "\(which) fehlt (\(chordName(chord)))")
        case .wrong(_, let difference):
            if difference.voicingOnly {
                return t("\(which): the right notes, voiced otherwise", "\(which): die richtigen Töne, anders gesetzt")
            }
            if difference.missing.isEmpty && difference.extra.isEmpty, let bass = difference.wrongBass,
               difference.heard.map({ $0.root == chord.root && $0.quality == chord.quality }) ?? true {
                // The chord's notes over another bass, heard as the same chord: its inversion.
                // German names what was played with its article: "du hast die Grundstellung gespielt".
                let playedInversion = difference.heard.map { t(inversionName($0.inversion), "die " + inversionName($0.inversion)) }
                    ?? t("bass \(spelledName(bass))", "den Bass \(spelledName(bass))")
                return t("\(which): bass \(spelledName(chord.bass)), \(inversionName(chord.inversion)) — you played \(playedInversion)",
                         "\(which): Bass \(spelledName(chord.bass)), \(inversionName(chord.inversion)) – du hast \(playedInversion) gespielt")
            }
            let heard = difference.heard.map(chordName) ?? (played?.pitches.map { key.spelling($0) }.map(spelledName).joined(separator: "–") ?? "?")
            var parts: [String] = []
            // A chord that shares no note with the one asked for: its name says it all (a list of
            // every note missing and every note extra would only repeat both chords).
            let sharesANote = difference.missing.count < chord.spelledTones.count
            if !sharesANote {
                return t("\(which): you played \(heard), it was \(chordName(chord))", "\(which): du hast \(heard) gespielt, es war \(chordName(chord))")
            }
            if !difference.missing.isEmpty {
                parts.append(t("\(spelledNames(difference.missing)) missing", "\(spelledNames(difference.missing)) " + (difference.missing.count == 1 ? "fehlt" : "fehlen")))
            }
            if !difference.extra.isEmpty { parts.append(t("\(spelledNames(difference.extra)) extra", "\(spelledNames(difference.extra)) zu viel")) }
            if difference.missing.isEmpty && difference.extra.isEmpty, let bass = difference.wrongBass {
                // The bass played, said as such: "bass G" alone reads as the one asked for.
                parts.append(t("your bass \(spelledName(bass))", "dein Bass \(spelledName(bass))"))
            }
            return t("\(which): you played \(heard), it was \(chordName(chord))", "\(which): du hast \(heard) gespielt, es war \(chordName(chord))")
                + (parts.isEmpty ? "" : t(" — ", " – ") + parts.joined(separator: ", "))
        }
    }

    /// A played chord that matched none of the progression's.
    public func extraChord(_ played: PlayedChord, key: ProgressionKey) -> String { extraChords([played], key: key) }

    /// The played chords that matched none, named together: "extra chords: C major, D".
    public func extraChords(_ played: [PlayedChord], key: ProgressionKey) -> String {
        let names = played.map { chord in
            Chord.named(chord.pitches, spelling: key.spelling).map(chordName) ?? chord.pitches.map { key.spelling($0) }.map(spelledName).joined(separator: "–")
        }.joined(separator: ", ")
        return played.count == 1 ? t("an extra chord: \(names)", "ein Akkord zu viel: \(names)") : t("extra chords: \(names)", "Akkorde zu viel: \(names)")
    }

    public var chordsTitle: String { t("Chords", "Akkorde") }
    public var harmony: String { t("harmony", "Harmonie") }
    /// A key by name: "D♭ major", "c♯ minor"; in German "Des-Dur", "cis-Moll".
    public func keyName(_ key: ProgressionKey) -> String {
        let tonic = spelledName(key.tonic)
        if language == .german { return key.mode == .major ? "\(tonic)-Dur" : "\(tonic.lowercased())-Moll" }
        return "\(tonic) \(key.mode == .major ? "major" : "minor")"
    }
    /// "4 chords in D major, level 2"; the chords themselves are not said before the echo.
    public func progressionOf(_ progression: Progression) -> String {
        let count = progression.length == 1 ? t("1 chord", "1 Akkord") : t("\(progression.length) chords", "\(progression.length) Akkorde")
        // "Level", not "Stufe", in German: a Stufe is a chord's degree (the numerals).
        return t("\(count) in \(keyName(progression.key)), level \(progression.vocabulary.level)",
                 "\(count) in \(keyName(progression.key)), Level \(progression.vocabulary.level)")
    }
    /// The progression named after its echo, with its key (the next one is already another):
    /// "D minor – G seventh – C major (ii V7 I in C major)".
    public func progressionNamed(_ progression: Progression) -> String {
        progression.chords.map(chordName).joined(separator: " – ") + " (" + progression.steps.map(\.numeral).joined(separator: " ")
            + t(" in ", " in ") + keyName(progression.key) + ")"
    }
    /// A played chord by name, or its notes where they make no chord Peach knows ("C–E–F♯").
    public func playedChordName(_ chord: PlayedChord, key: ProgressionKey?) -> String {
        let spelling: (Int) -> SpelledPitchClass = { key?.spelling($0) ?? SpelledPitchClass(pitchClass: $0, flats: false) }
        if chord.pitches.count >= 3, let named = Chord.named(chord.pitches, spelling: spelling) { return chordName(named) }
        return chord.pitches.map { spelledName(spelling($0)) }.joined(separator: "–")
    }
    public var progressionLabel: String { t("Progression", "Folge") }
    public var yourChordsLabel: String { t("Your chords", "Deine Akkorde") }
    public var lastProgressionLabel: String { t("Last one", "Letzte Folge") }
    public var youPlayedLabel: String { t("You played", "Gespielt") }
    public var handsLabel: String { t("Hands", "Hände") }
    public var progressionsLabel: String { t("Progressions", "Folgen") }
    public var listenToProgression: String { t("listen", "zuhören") }
    public var playTheChordsBack: String { t("play it back", "spiel es nach") }
    public var chordsRight: String { t("✓ right", "✓ richtig") }
    /// The notes of each right chord began within this many ms of its first (the median chord's).
    public func chordSpread(medianMs: Double, chords: Int) -> String {
        let ms = number(medianMs, decimals: 0)
        return chords == 1
            ? t("the chord's notes within \(ms) ms of its first", "die Töne des Akkords innerhalb von \(ms) ms nach seinem ersten")
            : t("a chord's notes within \(ms) ms of its first (the median of \(chords) chords)",
                "die Töne eines Akkords innerhalb von \(ms) ms nach seinem ersten (der Median von \(chords) Akkorden)")
    }
    public func chordsTooEarly(_ note: Int) -> String {
        t("\(noteName(MIDINote(note))) came while the chords played: wait for their end (playing along is not playing back)",
          "\(noteName(MIDINote(note))) kam, während die Akkorde spielten: warte ihr Ende ab (Mitspielen ist nicht Nachspielen)")
    }
    public var chordsEchoHint: String {
        t("Play the chords back on the MIDI keyboard, one after the other; r hears them again.",
          "Spiel die Akkorde auf dem MIDI-Keyboard nach, einen nach dem anderen; r spielt sie nochmal.")
    }
    /// No MIDI keyboard: chords cannot be typed.
    public var chordsNeedKeyboard: String {
        t("No MIDI keyboard on midi_in: chords are played back on one (a computer keyboard cannot strike keys together). Connect one: --midi-connect PORT (peach devices lists them).",
          "Kein MIDI-Keyboard an midi_in: Akkorde werden auf einem nachgespielt (eine Computertastatur schlägt keine Tasten zusammen an). Eins verbinden: --midi-connect PORT (peach devices zeigt sie).")
    }
    public func progressionsCount(_ right: Int, of played: Int) -> String { t("\(right) of \(played) right", "\(right) von \(played) richtig") }
    public var chordLevelLabel: String { t("Chord level", "Akkord-Level") }
    public var chordKeyCueLabel: String { t("Key set by (chords)", "Tonart durch (Akkorde)") }
    public var chordWindowLabel: String { t("Chord window (ms)", "Akkordfenster (ms)") }
    public var chordJudgingLabel: String { t("Chords judged by", "Akkorde beurteilt nach") }
    public func judgingName(_ strictness: ChordJudgement.Strictness) -> String {
        switch strictness {
        case .pitchClasses: t("the notes over the bass", "Tönen über dem Bass")
        case .voicing: t("the exact voicing", "genauer Lage")
        }
    }
    /// What a level brings, short enough for the settings screen's columns: "1 triads", "4 + sevenths".
    public func levelName(_ level: Int) -> String {
        switch level {
        case 1: t("1 triads", "1 Dreiklänge")
        case 2: t("2 + dim and aug", "2 + verm. und überm.")
        case 3: t("3 + inversions", "3 + Umkehrungen")
        case 4: t("4 + sevenths", "4 + Septakkorde")
        default: t("5 + sus and add9", "5 + sus und add9")
        }
    }
    /// A quality as a table's row: "minor", "minor, inverted".
    public func qualityRowName(_ quality: ChordQuality, inverted: Bool) -> String {
        let name: String
        switch quality {
        case .major: name = t("major", "Dur")
        case .minor: name = t("minor", "Moll")
        case .diminished: name = t("diminished", "vermindert")
        case .augmented: name = t("augmented", "übermäßig")
        case .majorSeventh: name = "maj7"
        case .dominantSeventh: name = "7"
        case .minorSeventh: name = "m7"
        case .halfDiminished: name = "m7♭5"
        case .diminishedSeventh: name = "°7"
        case .suspendedSecond: name = "sus2"
        case .suspendedFourth: name = "sus4"
        case .addedNinth: name = "add9"
        }
        return inverted ? name + t(", inverted", ", umgekehrt") : name
    }

    public var chordSpanColumns: [String] { [t("span (chords)", "Spanne (Akkorde)"), t("hands ms", "Hände ms"), t("progressions", "Folgen")] }
    /// The lengths of progression played in a span's row: "played 1–4 chords".
    public func chordLengthsPlayed(_ shortest: Int, _ longest: Int) -> String {
        shortest == longest
            ? (shortest == 1 ? t("played 1 chord", "gespielt: 1 Akkord") : t("played \(shortest) chords", "gespielt: \(shortest) Akkorde"))
            : t("played \(shortest)–\(longest) chords", "gespielt: \(shortest)–\(longest) Akkorde")
    }
    public var chordKindsHeading: String { t("each kind of chord: right (95 % interval), and what it was taken for", "jede Akkordart: richtig (95-%-Intervall) und wofür sie gehalten wurde") }
    /// "12 of 14 right, 86 % (60–96 %)".
    public func rightOf(_ right: Int, _ played: Int, share: (share: Double, low: Double, high: Double)) -> String {
        let percent = { (value: Double) in self.number(100 * value, decimals: 0) }
        return t("\(right) of \(played) right, \(percent(share.share)) % (\(percent(share.low))–\(percent(share.high)) %)",
                 "\(right) von \(played) richtig, \(percent(share.share)) % (\(percent(share.low))–\(percent(share.high)) %)")
    }
    public var takenForLabel: String { t("taken for:", "gehalten für:") }
    /// What a kind of chord was taken for when wrong: "minor 2, no chord 1, left out 1"; its
    /// own kind is "major on another root" (or bass).
    public func takenFor(_ tally: ChordQualityTally) -> String {
        let taken = tally.takenFor.sorted { ($0.value, $1.key?.rawValue ?? -1) > ($1.value, $0.key?.rawValue ?? -1) }.map { quality, count in
            let name = quality.map { quality in
                quality == tally.quality ? t("\(qualityRowName(quality, inverted: false)) on another root or bass", "\(qualityRowName(quality, inverted: false)) auf anderem Grundton oder Bass")
                    : qualityRowName(quality, inverted: false)
            }
            return (name ?? t("no chord", "kein Akkord")) + " \(count)"
        }
        return (taken + (tally.missing > 0 ? [t("left out \(tally.missing)", "ausgelassen \(tally.missing)")] : [])).joined(separator: ", ")
    }

    public var chordTimingLabel: String { t("Timing", "Timing") }
    /// The echo against its own grid: every chord in time, or those that were not; and its beat against the progression's.
    public func chordTiming(_ judgement: ChordJudgement, tempo: Tempo) -> String {
        guard judgement.isTimed else {
            return t("not timed: fewer than three chords in their places", "nicht gemessen: weniger als drei Akkorde an ihrem Platz")
        }
        let untimely = judgement.untimely
        var said: String
        if untimely.isEmpty {
            let widest = judgement.offsetsMs.compactMap { $0.map(abs) }.max() ?? 0
            said = t("every chord in time (±\(number(widest, decimals: 0)) ms)", "jeder Akkord im Takt (±\(number(widest, decimals: 0)) ms)")
        } else {
            said = untimely.map { index, offset in
                let size = number(abs(offset), decimals: 0)
                return offset < 0
                    ? t("\(ordinal(index + 1)) chord \(size) ms early", "\(ordinal(index + 1)) Akkord \(size) ms zu früh")
                    : t("\(ordinal(index + 1)) chord \(size) ms late", "\(ordinal(index + 1)) Akkord \(size) ms zu spät")
            }.joined(separator: "; ")
        }
        // The echo's pace said as a tempo: "your tempo 160 BPM (the progression's 90)".
        if let beat = judgement.echoBeatMs {
            let bpm = Int((60_000 / beat).rounded())
            if abs(bpm - tempo.bpm) >= 1 {
                said += "; " + t("your tempo \(bpm) BPM (the progression's \(tempo.bpm))", "dein Tempo \(bpm) BPM (das der Folge \(tempo.bpm))")
            }
        }
        return said
    }
}
