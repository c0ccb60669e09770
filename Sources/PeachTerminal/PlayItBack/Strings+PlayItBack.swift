import Foundation
import PeachCore

/// Play It Back's words, English and German.
extension Strings {
    public var playItBack: String { t("Play It Back", "Nachspielen") }
    public var melody: String { t("melody", "Melodie") }
    public var phraseScaleLabel: String { t("Scale (play back)", "Tonleiter (Nachspielen)") }
    public var phraseRhythmLabel: String { t("Rhythm (play back)", "Rhythmus (Nachspielen)") }
    public func rhythmName(_ rhythm: PhraseRhythm) -> String {
        switch rhythm {
        case .quarters: t("quarter notes", "Viertel")
        case .eighths: t("quarters and eighths", "Viertel und Achtel")
        }
    }
    /// A scale, and its rhythm where it has eighths: "major", "major ♫" (the profile's rows).
    public func styleName(_ style: PhraseStyle) -> String {
        scaleName(style.scale) + (style.rhythm == .eighths ? " ♫" : "")
    }
    public var phraseKeyCueLabel: String { t("Key set by (play back)", "Tonart durch (Nachspielen)") }
    public func scaleName(_ scale: PhraseScale) -> String {
        switch scale {
        case .major: t("major", "Dur")
        case .naturalMinor: t("natural minor", "natürliches Moll")
        case .chromatic: t("chromatic", "chromatisch")
        }
    }
    public var listenToPhrase: String { t("listen", "zuhören") }
    public var playItBackNow: String { t("play it back", "spiel es nach") }
    public var playOrSingItBack: String { t("play or sing it back", "spiel oder sing es nach") }
    /// No MIDI keyboard: how to type the notes, and that they count for their pitch alone.
    public func typingHint(from start: Int) -> String {
        // The whole row: k is the octave, o l p ; ' go on to the fourth above it.
        let low = noteName(MIDINote(start)), octave = noteName(MIDINote(start + 12)), high = noteName(MIDINote(start + 17))
        return t("No MIDI keyboard on midi_in: type the notes, a w s e d f t g y h u j k = \(low) … \(octave), on to o l p ; ' = \(high) (z x an octave down or up), Space stops and starts. Typed notes count for their pitch only: the computer keyboard gives no audio frame to time them by. Or connect a keyboard: --midi-connect PORT (peach devices lists them).",
                 "Kein MIDI-Keyboard an midi_in: tippe die Töne, a w s e d f t g y h u j k = \(low) … \(octave), weiter o l p ; ' bis \(high) (z x eine Oktave tiefer oder höher), Leertaste hält an und startet. Getippte Töne zählen nur mit ihrer Tonhöhe: die Computertastatur gibt keinen Audio-Frame, sie zu timen. Oder ein Keyboard verbinden: --midi-connect PORT (peach devices zeigt sie).")
    }
    public var typedEcho: String { t("not timed: typed on the computer keyboard", "nicht getimt: auf der Computertastatur getippt") }
    public var keyTypedStartStop: String { t("Space stop/start", "Leertaste Stopp/Start") }
    public func echoHint(sung: Bool) -> String {
        sung ? t("Play it back on the MIDI keyboard, or sing it into the input; r hears it again.",
                 "Spiel es auf dem MIDI-Keyboard nach oder sing es in den Eingang; r spielt es nochmal.")
             : t("Play it back on the MIDI keyboard; r hears it again.", "Spiel es auf dem MIDI-Keyboard nach; r spielt es nochmal.")
    }
    /// "+12 ¢", "−30 ¢" (a real minus sign).
    public func signedCents(_ cents: Double) -> String {
        let size = number(abs(cents), decimals: 0)
        return (size == "0" ? "±" : cents > 0 ? "+" : "−") + size + " ¢"
    }
    /// A key as musicians name it: the flats where the sharps' key would need more than six
    /// sharps (A♭ major, not G♯ major), and German's own names (As-Dur, gis-Moll).
    public func keyName(_ note: MIDINote, _ scale: PhraseScale) -> String {
        let pitchClass = note.rawValue % 12
        if scale == .naturalMinor {
            let english = ["C", "C♯", "D", "E♭", "E", "F", "F♯", "G", "G♯", "A", "B♭", "B"]
            let german = ["c", "cis", "d", "es", "e", "f", "fis", "g", "gis", "a", "b", "h"]
            return t("\(english[pitchClass]) minor", "\(german[pitchClass])-Moll")
        }
        let english = ["C", "D♭", "D", "E♭", "E", "F", "F♯", "G", "A♭", "A", "B♭", "B"]
        let german = ["C", "Des", "D", "Es", "E", "F", "Fis", "G", "As", "A", "B", "H"]
        return t("\(english[pitchClass]) major", "\(german[pitchClass])-Dur")
    }
    public func phraseOf(_ length: Int, _ scale: PhraseScale, key: MIDINote, rhythm: PhraseRhythm = .quarters) -> String {
        let eighths = rhythm == .eighths ? t(", with eighths", ", mit Achteln") : ""
        return scale == .chromatic
            ? t("\(length) notes, chromatic", "\(length) Töne, chromatisch") + eighths
            : t("\(length) notes in \(keyName(key, scale))", "\(length) Töne in \(keyName(key, scale))") + eighths
    }
    public var phraseLabel: String { t("Phrase", "Phrase") }
    public var echoLabel: String { t("Your notes", "Deine Töne") }
    public var verdictLabel: String { t("Last phrase", "Letzte Phrase") }
    public var timingLabel: String { t("Timing", "Timing") }
    public var phrasesLabel: String { t("Phrases", "Phrasen") }
    public var rightEcho: String { t("✓ right", "✓ richtig") }
    /// "3rd note E4 instead of D4".
    /// A note as the phrase's key spells it: flats in the keys written with flats (E♭4 in
    /// B♭ major, Es4 in c-Moll), sharps in the others and in chromatic phrases (no key);
    /// ♯ and ♭ as the key's own name has them, German's names in German.
    public func phraseNote(_ note: Int, in phrase: Phrase?) -> String {
        let pitchClass = ((note % 12) + 12) % 12, octave = note / 12 - 1
        let flats: Bool = switch phrase?.scale {
        case .major?: [1, 3, 5, 8, 10].contains(phrase!.key.rawValue % 12)
        case .naturalMinor?: [0, 2, 3, 5, 7, 10].contains(phrase!.key.rawValue % 12)
        case .chromatic?, nil: false
        }
        let names = language == .german
            ? (flats ? ["C", "Des", "D", "Es", "E", "F", "Ges", "G", "As", "A", "B", "H"] : ["C", "Cis", "D", "Dis", "E", "F", "Fis", "G", "Gis", "A", "Ais", "H"])
            : (flats ? ["C", "D♭", "D", "E♭", "E", "F", "G♭", "G", "A♭", "A", "B♭", "B"] : ["C", "C♯", "D", "D♯", "E", "F", "F♯", "G", "G♯", "A", "A♯", "B"])
        return names[pitchClass] + String(octave)
    }
    public func wrongNote(_ index: Int, played: Int, was: Int, in phrase: Phrase? = nil) -> String {
        // Played or sung: the note that came, and the one the phrase had.
        t("\(ordinal(index + 1)) note \(phraseNote(played, in: phrase)) instead of \(phraseNote(was, in: phrase))",
          "\(ordinal(index + 1)) Ton \(phraseNote(played, in: phrase)) statt \(phraseNote(was, in: phrase))")
    }
    public func missingNote(_ index: Int, was: Int, in phrase: Phrase? = nil) -> String {
        t("\(ordinal(index + 1)) note missing (\(phraseNote(was, in: phrase)))", "\(ordinal(index + 1)) Ton fehlt (\(phraseNote(was, in: phrase)))")
    }
    public func extraNote(_ note: Int, in phrase: Phrase? = nil) -> String {
        t("extra note \(phraseNote(note, in: phrase))", "Ton zu viel: \(phraseNote(note, in: phrase))")
    }
    /// One or more extra notes, named together: "extra notes D3, F♯3".
    public func extraNotes(_ notes: [Int], in phrase: Phrase? = nil) -> String {
        guard notes.count > 1 else { return extraNote(notes[0], in: phrase) }
        let names = notes.map { phraseNote($0, in: phrase) }.joined(separator: ", ")
        return t("extra notes \(names)", "Töne zu viel: \(names)")
    }
    /// "4th note 42 ms late".
    public func untimelyNote(_ index: Int, offsetMs: Double) -> String {
        let size = number(abs(offsetMs), decimals: 0)
        return offsetMs < 0
            ? t("\(ordinal(index + 1)) note \(size) ms early", "\(ordinal(index + 1)) Ton \(size) ms zu früh")
            : t("\(ordinal(index + 1)) note \(size) ms late", "\(ordinal(index + 1)) Ton \(size) ms zu spät")
    }
    /// "3rd note off the rhythm (300 ms late between its neighbours)": an eighth played as a quarter.
    public func offRhythmNote(_ index: Int, offsetMs: Double) -> String {
        let size = number(abs(offsetMs), decimals: 0)
        return offsetMs < 0
            ? t("\(ordinal(index + 1)) note off the rhythm (\(size) ms early between its neighbours)", "\(ordinal(index + 1)) Ton aus dem Rhythmus (\(size) ms zu früh zwischen seinen Nachbarn)")
            : t("\(ordinal(index + 1)) note off the rhythm (\(size) ms late between its neighbours)", "\(ordinal(index + 1)) Ton aus dem Rhythmus (\(size) ms zu spät zwischen seinen Nachbarn)")
    }
    public func inTime(spreadMs: Double?) -> String {
        spreadMs.map { t("every note in time (±\(number($0, decimals: 0)) ms)", "jeder Ton im Takt (±\(number($0, decimals: 0)) ms)") }
            ?? t("in time", "im Takt")
    }
    /// The echo's beat against the phrase's: above 1, played back slower. Within 1 %, the same.
    public func echoTempo(ratio: Double) -> String {
        let percent = Int((100 * abs(ratio - 1)).rounded())
        if percent < 1 { return t("your beat the phrase's", "dein Schlag der der Phrase") }
        return ratio > 1
            ? t("your beat \(percent) % slower", "dein Schlag \(percent) % langsamer")
            : t("your beat \(percent) % faster", "dein Schlag \(percent) % schneller")
    }
    /// The lengths of phrase played in a span's row: "played 2–9 notes".
    public func lengthsPlayed(_ shortest: Int, _ longest: Int) -> String {
        shortest == longest
            ? t("played \(shortest) notes", "gespielt: \(shortest) Töne")
            : t("played \(shortest)–\(longest) notes", "gespielt: \(shortest)–\(longest) Töne")
    }
    public var untimedEcho: String { t("not timed: fewer than three notes in their places", "nicht gemessen: weniger als drei Töne an ihrem Platz") }
    public func tooEarlyNote(_ note: Int) -> String {
        t("\(noteName(MIDINote(note))) came while the phrase played: wait for its end", "\(noteName(MIDINote(note))) kam, während die Phrase spielte: warte ihr Ende ab")
    }
    public func phrasesCount(_ right: Int, of played: Int) -> String { t("\(right) of \(played) right", "\(right) von \(played) richtig") }
    public var spanColumns: [String] { [t("span (notes)", "Spanne (Töne)"), t("timing ±ms", "Timing ±ms"), t("phrases", "Phrasen")] }
}
