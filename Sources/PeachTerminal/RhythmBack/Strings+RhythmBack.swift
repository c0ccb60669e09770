import Foundation
import PeachCore

/// Rhythm Back's words, English and German: a place in the bar as a drummer counts it.
extension Strings {
    /// The place of `tick` (twelfths of a beat from the call's first beat) as counted: "the 1",
    /// "the 'e' of 2", "the 'and' of 2", "the 'a' of 3", in triplets "the 'trip' of 2" and
    /// "the 'let' of 2"; in German "die 1", "das „e“ nach 2", "das „und“ nach 2", "das zweite
    /// „e“ nach 3", "die zweite (dritte) Triole von 2". A place between them is said as the
    /// nearest of them.
    public func strokePlace(_ tick: Int) -> String {
        let named = [0, 3, 4, 6, 8, 9, 12]
        let inBeat = ((tick % BeatFigure.ticksPerBeat) + BeatFigure.ticksPerBeat) % BeatFigure.ticksPerBeat
        let nearest = named.min { abs($0 - inBeat) < abs($1 - inBeat) }!
        let beat = (tick - inBeat) / BeatFigure.ticksPerBeat + (nearest == 12 ? 1 : 0) + 1
        switch nearest {
        case 0, 12: return t("the \(beat)", "die \(beat)")
        case 3: return t("the 'e' of \(beat)", "das „e“ nach \(beat)")
        case 6: return t("the 'and' of \(beat)", "das „und“ nach \(beat)")
        case 9: return t("the 'a' of \(beat)", "das zweite „e“ nach \(beat)")
        case 4: return t("the 'trip' of \(beat)", "die zweite Triole von \(beat)")
        default: return t("the 'let' of \(beat)", "die dritte Triole von \(beat)")
        }
    }

    /// "the 'and' of 2 missing".
    public func strokeMissing(_ tick: Int) -> String { t("\(strokePlace(tick)) missing", "\(strokePlace(tick)) fehlt") }
    /// "extra tap on the 'e' of 3".
    public func extraTap(_ tick: Int) -> String { t("extra tap on \(strokePlace(tick))", "Schlag zu viel auf \(strokePlace(tick))") }
}
