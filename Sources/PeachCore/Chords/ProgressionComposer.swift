import Foundation

/// Draws a progression of the key's chords: most often from the progressions songs are made
/// of (I–IV–V–I, ii–V–I, I–vi–IV–V …, i–iv–V–i in minor), otherwise chord by chord the way
/// harmony moves (from rest anywhere, from the subdominant mostly to the dominant, from the
/// dominant mostly home), never one chord twice in a row. The vocabulary level decides what
/// may sound: diminished and augmented triads from level 2, inversions from 3 (a third of
/// the chords), seventh chords from 4 (half of them), suspended and added-ninth chords from
/// 5. Voiced in close position in the register of a pianist's comfortable chords (the bass
/// between G2 and D4) and within the keys the musician has (the note range: a small
/// controller's two octaves), each chord's octave the one that moves least from the one before.
public struct ProgressionComposer: Sendable {
    /// The bass notes a chord may stand on.
    public static let bassRange = 43...62
    /// Where the first chord's bass lies nearest.
    public static let firstBass = 52
    /// How long each chord lasts.
    public static let beatsPerChord = 2
    /// The progressions songs are made of, by numeral, for each mode.
    public static let commonProgressions: [ProgressionKey.Mode: [[String]]] = [
        .major: [["I", "IV", "V", "I"], ["ii", "V", "I"], ["I", "vi", "IV", "V"], ["I", "V", "vi", "IV"], ["vi", "IV", "I", "V"],
                 ["I", "IV", "I", "V"], ["IV", "V", "I"], ["I", "vi", "ii", "V"], ["I", "iii", "IV", "V"], ["vii°", "I"]],
        .minor: [["i", "iv", "V", "i"], ["ii°", "V", "i"], ["i", "VI", "III", "VII"], ["i", "VII", "VI", "V"], ["i", "iv", "VII", "III"],
                 ["VI", "VII", "i"], ["i", "III+", "VI", "V"], ["vii°", "i"]],
    ]
    /// How often a progression comes from the common ones (the rest chord by chord).
    public static let shareOfCommon = 0.7

    public init() {}

    /// `range`: the keys the progression's notes must lie on (where none fits, the voicing
    /// that lies least outside it).
    public func progression(
        length: Int, key: ProgressionKey, vocabulary: ChordVocabulary, range: NoteRange? = nil, random: inout some RandomSource
    ) -> Progression {
        let functions = HarmonicFunction.all(in: key.mode).filter { $0.triad.level <= vocabulary.level }
        let length = max(1, length)
        var chosen = random.nextUnit() < Self.shareOfCommon && length > 1 ? common(length: length, key: key, functions: functions, random: &random) : nil
        if chosen == nil { chosen = walk(length: length, functions: functions, random: &random) }
        var steps: [Progression.Step] = []
        var previous: (chord: Chord, notes: [Int])?
        for function in chosen! {
            var chord: Chord
            // Drawn again while it would sound as the chord before.
            var tries = 0
            repeat {
                chord = colour(function, key: key, vocabulary: vocabulary, random: &random)
                tries += 1
            } while chord == previous?.chord && tries < 8
            let notes = voicing(chord, after: previous?.notes, within: range)
            steps.append(Progression.Step(chord: chord, numeral: numeral(function, chord), notes: notes, beats: Self.beatsPerChord))
            previous = (chord, notes)
        }
        return Progression(key: key, vocabulary: vocabulary, steps: steps)
    }

    /// Common progressions one after another, the first `length` chords: nil when the
    /// vocabulary holds none of them whole.
    func common(length: Int, key: ProgressionKey, functions: [HarmonicFunction], random: inout some RandomSource) -> [HarmonicFunction]? {
        let byNumeral = Dictionary(functions.map { ($0.numeral, $0) }, uniquingKeysWith: { first, _ in first })
        let usable = (Self.commonProgressions[key.mode] ?? []).filter { $0.allSatisfy { byNumeral[$0] != nil } }
        guard !usable.isEmpty else { return nil }
        var numerals: [String] = []
        while numerals.count < length { numerals += random.element(of: usable)! }
        var result = numerals.prefix(length).map { byNumeral[$0]! }
        // Where two progressions meet on the same chord, a chord of another role takes the second's place.
        for index in result.indices.dropFirst() where result[index] == result[index - 1] {
            result[index] = random.element(of: functions.filter { $0 != result[index - 1] && $0.role != result[index - 1].role }) ?? result[index]
        }
        return result
    }

    /// Chord by chord: from rest anywhere, from the subdominant mostly on to the dominant,
    /// from the dominant mostly home; a progression mostly starts at rest.
    func walk(length: Int, functions: [HarmonicFunction], random: inout some RandomSource) -> [HarmonicFunction] {
        func next(after role: HarmonicFunction.Role?) -> HarmonicFunction.Role {
            let weights: [Double] = switch role {
            case nil: length == 1 ? [1, 1, 1] : [0.7, 0.15, 0.15]
            case .tonic?: [0.2, 0.45, 0.35]
            case .subdominant?: [0.25, 0.15, 0.6]
            case .dominant?: [0.8, 0.1, 0.1]
            }
            return HarmonicFunction.Role.allCases[pick(weights, random: &random)]
        }
        var result: [HarmonicFunction] = []
        for _ in 0..<length {
            let role = next(after: result.last?.role)
            let pool = functions.filter { $0.role == role && $0 != result.last }
            let candidates = pool.isEmpty ? functions.filter { $0 != result.last } : pool
            result.append(candidates[pick(candidates.map(\.weight), random: &random)])
        }
        return result
    }

    /// The chord a function sounds as at this vocabulary: its triad, or its seventh chord,
    /// a suspended or added-ninth colour, an inversion.
    func colour(_ function: HarmonicFunction, key: ProgressionKey, vocabulary: ChordVocabulary, random: inout some RandomSource) -> Chord {
        let root = function.root(in: key)
        var quality = function.triad
        if vocabulary.level >= 4, let seventh = function.seventh, random.coinFlip() { quality = seventh }
        if vocabulary.level >= 5, quality == function.triad, random.nextUnit() < 0.3 {
            // Only where the new tone is of the key's own scale: Csus4 in C (F), not Fsus4 (B♭),
            // nor in A minor Esus2 with the raised sixth (F♯).
            let triad = Set(Chord(root: root, quality: function.triad).spelledTones)
            let scale = Set((0..<7).map { key.degree($0) })
            let colours = [ChordQuality.suspendedSecond, .suspendedFourth, .addedNinth].filter { colour in
                (colour != .addedNinth || function.triad == .major) && (function.triad == .major || function.triad == .minor)
                    && Chord(root: root, quality: colour).spelledTones.allSatisfy { triad.contains($0) || scale.contains($0) }
            }
            if let colour = random.element(of: colours) { quality = colour }
        }
        var inversion = 0
        if vocabulary.inversions, quality.invertible, random.nextUnit() < 1.0 / 3 {
            inversion = random.integer(in: 1...(quality.tones.count - 1))
        }
        return Chord(root: root, quality: quality, inversion: inversion)
    }

    /// Its numeral as the chord sounds: "V7", "ii⁶", "viiø7", "Isus4"; an inverted seventh
    /// chord's figure takes the 7's place ("V⁶₅", "viiø⁴₃", "vii°⁴₂", "IVmaj⁶₅").
    func numeral(_ function: HarmonicFunction, _ chord: Chord) -> String {
        let base = function.numeral
        let roman = String(base.prefix { $0.isLetter })
        let suffix: String = switch chord.quality {
        case .major, .minor, .diminished, .augmented: String(base.dropFirst(roman.count))
        case .majorSeventh: "maj7"
        case .dominantSeventh, .minorSeventh: "7"
        case .halfDiminished: "ø7"
        case .diminishedSeventh: "°7"
        case .suspendedSecond: "sus2"
        case .suspendedFourth: "sus4"
        case .addedNinth: "add9"
        }
        let figures: [String] = chord.quality.tones.count == 3 ? ["", "⁶", "⁶₄"] : ["", "⁶₅", "⁴₃", "⁴₂"]
        guard chord.inversion > 0, chord.inversion < figures.count else { return roman + suffix }
        return roman + (chord.quality.tones.count == 4 && suffix.hasSuffix("7") ? String(suffix.dropLast()) : suffix) + figures[chord.inversion]
    }

    /// Close position on the bass in `bassRange`, within `range` (or as little outside it as
    /// any), that moves least from `previous` (summed over the voices from the bottom; the
    /// middle of the register for the first chord).
    func voicing(_ chord: Chord, after previous: [Int]?, within range: NoteRange? = nil) -> [Int] {
        // Every octave of the bass a keyboard has, in the register first.
        let basses = (MIDINote.validRange.lowerBound...(MIDINote.validRange.upperBound - 24)).filter { $0 % 12 == chord.bass.pitchClass }
        func outside(_ notes: [Int]) -> Int {
            guard let range else { return Self.bassRange.contains(notes[0]) ? 0 : 1 }
            let register = Self.bassRange.contains(notes[0]) ? 0 : 1
            return notes.reduce(0) { $0 + max(0, range.lowest.rawValue - $1) + max(0, $1 - range.highest.rawValue) } * 2 + register
        }
        let all = basses.map(chord.closeVoicing(bassNote:))
        let least = all.map(outside).min()!
        let candidates = all.filter { outside($0) == least }
        func movement(_ notes: [Int]) -> Double {
            guard let previous else { return Double(abs(notes[0] - Self.firstBass)) }
            let count = min(previous.count, notes.count)
            let voices = (0..<count).reduce(0) { $0 + abs(notes[$1] - previous[$1]) }
            // The top voice counts twice: where voices come or go, it is what the ear follows.
            return Double(voices + abs(notes.last! - previous.last!)) + 0.01 * Double(abs(notes[0] - Self.firstBass))
        }
        return candidates.min { movement($0) < movement($1) }!
    }

    private func pick(_ weights: [Double], random: inout some RandomSource) -> Int {
        let total = weights.reduce(0, +)
        var draw = random.nextUnit() * total
        for (index, weight) in weights.enumerated() {
            draw -= weight
            if draw < 0 { return index }
        }
        return weights.count - 1
    }
}
