import Foundation
import PeachCore

/// Words the disciplines that judge an echo note by note or chord by chord share.
extension Strings {
    /// "1st", "2nd" … in English; "1.", "2." … in German.
    public func ordinal(_ number: Int) -> String {
        guard language == .english else { return "\(number)." }
        let suffix = (11...13).contains(number % 100) ? "th" : number % 10 == 1 ? "st" : number % 10 == 2 ? "nd" : number % 10 == 3 ? "rd" : "th"
        return "\(number)\(suffix)"
    }

    /// How the key is set before a call.
    public func keyCueName(_ cue: KeyCue) -> String {
        switch cue {
        case .chord: t("broken chord", "gebrochener Akkord")
        case .drone: t("drone", "Bordun")
        case .cadence: t("cadence", "Kadenz")
        }
    }
}
