extension Strings {
    /// What a screen that listens says about the input.
    public func inputHint(_ hint: InputHint) -> String {
        switch hint {
        case .notConnected:
            t("Nothing is connected to Peach's input: start Peach with --listen PORT (peach devices lists the ports), or connect it in your patchbay.",
              "An Peachs Eingang ist nichts angeschlossen: Peach mit --listen PORT starten (peach devices zeigt die Ports) oder in der Patchbay verbinden.")
        case .silent:
            t("The input is silent: is the microphone on, its channel open?",
              "Der Eingang ist stumm: ist das Mikrofon an, sein Kanal offen?")
        case .unusable:
            t("The input sends samples that are no sound (not numbers, or far beyond full scale): Peach takes them as silence. Check what feeds `in`.",
              "Der Eingang liefert Samples, die kein Klang sind (keine Zahlen oder weit über Vollaussteuerung): Peach nimmt sie als Stille. Prüfe, was `in` speist.")
        case .nothingToTake:
            t("Nothing heard yet to take: sing or play the target, then Enter takes what you hold.",
              "Noch nichts gehört, das zählen könnte: sing oder spiel das Ziel, dann wertet Enter, was du hältst.")
        case .nearClipping:
            t("The input is near full scale and may clip: turn it down a little.",
              "Der Eingang ist nahe Vollaussteuerung und kann übersteuern: etwas leiser stellen.")
        }
    }
}
