import Foundation

/// What the rhythm screens' help says alike, in English and German.
extension Strings {
    public var sixteenthsExplained: String {
        t("The clicks are sixteenths of the tempo; the first of each beat is accented.",
          "Die Klicks sind Sechzehntel des Tempos; der erste jedes Schlags ist betont.")
    }
}
