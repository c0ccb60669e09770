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
                let playedInversion = difference.heard.map { inversionName($0.inversion) } ?? t("bass \(spelledName(bass))", "Bass \(spelledName(bass))")
                return t("\(which): bass \(spelledName(chord.bass)), \(inversionName(chord.inversion)) — you played \(playedInversion)",
                         "\(which): Bass \(spelledName(chord.bass)), \(inversionName(chord.inversion)) — du hast \(playedInversion) gespielt")
            }
            let heard = difference.heard.map(chordName) ?? (played?.pitches.map { key.spelling($0) }.map(spelledName).joined(separator: "–") ?? "?")
            var parts: [String] = []
            if !difference.missing.isEmpty { parts.append(t("\(spelledNames(difference.missing)) missing", "\(spelledNames(difference.missing)) fehlt")) }
            if !difference.extra.isEmpty { parts.append(t("\(spelledNames(difference.extra)) extra", "\(spelledNames(difference.extra)) zu viel")) }
            if difference.missing.isEmpty && difference.extra.isEmpty, let bass = difference.wrongBass {
                parts.append(t("bass \(spelledName(bass))", "Bass \(spelledName(bass))"))
            }
            return t("\(which): you played \(heard), it was \(chordName(chord))", "\(which): du hast \(heard) gespielt, es war \(chordName(chord))")
                + (parts.isEmpty ? "" : " — " + parts.joined(separator: ", "))
        }
    }

    /// A played chord that matched none of the progression's.
    public func extraChord(_ played: PlayedChord, key: ProgressionKey) -> String {
        let name = Chord.named(played.pitches, spelling: key.spelling).map(chordName)
            ?? played.pitches.map { key.spelling($0) }.map(spelledName).joined(separator: "–")
        return t("an extra chord: \(name)", "ein Akkord zu viel: \(name)")
    }
}
