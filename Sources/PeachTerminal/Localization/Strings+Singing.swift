import Foundation

/// Sing & Match's words, in English and German.
extension Strings {
    public var singAndMatch: String { t("Sing & Match", "Singen & Treffen") }
    public var singIt: String { t("Sing or play the target, and hold it", "Zielton singen oder spielen und halten") }
    public var nothingHeard: String { t("no pitch heard", "kein Ton zu hören") }
    public var hold: String { t("hold", "halten") }
    public var voiceOrInstrument: String { t("voice or instrument", "Stimme oder Instrument") }
    public var heldMatch: String { t("held", "gehalten") }
    public var firstAttemptRow: String { t("first attempt", "1. Ansatz") }
    /// Short, for the profile's rows, where the summary needs the room.
    public var singRowName: String { t("Sing & Match", "Singen") }
    public var target: String { t("Target", "Zielton") }
    public var firstAttempt: String { t("First attempt", "Erster Ansatz") }
    public var holdDurationLabel: String { t("Hold (sing)", "Halten (Singen)") }
    public var octaveFreeLabel: String { t("Any octave (sing)", "Jede Oktave (Singen)") }
    public var voiceLowestLabel: String { t("Voice lowest (sing)", "Tiefster Ton (Stimme)") }
    public var voiceHighestLabel: String { t("Voice highest (sing)", "Höchster Ton (Stimme)") }
    /// An unset voice range: Sing & Match draws from the note range.
    public var asNoteRange: String { t("as the note range", "wie Tonbereich") }
    public var inputLevel: String { t("input", "Eingang") }
    public var pitchHeard: String { t("pitch heard", "Ton erkannt") }
    /// On the status line: the input sends samples that are no sound.
    public var unusableSamples: String { t("sends samples that are no sound (taken as silence)", "liefert Samples, die kein Klang sind (als Stille genommen)") }

    public var yes: String { t("yes", "ja") }
    public var no: String { t("no", "nein") }
    public var keyTakeNow: String { t("Enter take it now", "Enter jetzt werten") }

    // The voice range's measurement (`peach range`)
    public var rangeLowestPrompt: String {
        t("Sing or play your lowest comfortable note into Peach's input, and hold it for a second.",
          "Sing oder spiel deinen tiefsten bequemen Ton in Peachs Eingang und halte ihn eine Sekunde.")
    }
    public var rangeHighestPrompt: String {
        t("Now your highest comfortable note, held for a second.", "Jetzt deinen höchsten bequemen Ton, eine Sekunde gehalten.")
    }
    public func rangeHeard(_ name: String, _ number: Int) -> String { t("heard \(name) (\(number))", "gehört: \(name) (\(number))") }
    public func rangeTooNarrow(_ low: String, _ high: String) -> String {
        t("\(low) to \(high) is less than an octave: Sing & Match needs one at least; nothing was written",
          "\(low) bis \(high) ist weniger als eine Oktave: Singen & Treffen braucht mindestens eine; nichts wurde geschrieben")
    }
    public func rangeNothingHeld(_ seconds: Int) -> String {
        t("no note was held for a second within \(seconds) s (is the microphone connected to Peach's input?); nothing was written",
          "in \(seconds) s wurde kein Ton eine Sekunde gehalten (ist das Mikrofon mit Peachs Eingang verbunden?); nichts wurde geschrieben")
    }
    public var rangeNothingConnected: String {
        t("nothing is connected to Peach's input: peach range --listen PORT (peach devices lists the ports)",
          "an Peachs Eingang ist nichts angeschlossen: peach range --listen PORT (peach devices zeigt die Ports)")
    }
}
