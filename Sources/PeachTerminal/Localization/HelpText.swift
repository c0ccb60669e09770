import Foundation
import PeachCore

/// The help each screen opens with `?`, and the one-line explanation of each setting: the
/// task, the keys and MIDI controls, what each number means. English and German.
extension Strings {
    /// What `?` opens on one screen: its title and lines in the musician's language. The
    /// app's own screens' topics are here; each training discipline declares its own beside
    /// its screen.
    public struct HelpTopic: Hashable, Sendable {
        /// Names the topic (tests and equality).
        public let id: String
        let title: @Sendable (Strings) -> String
        let lines: @Sendable (Strings) -> [String]

        public init(_ id: String, title: @escaping @Sendable (Strings) -> String, lines: @escaping @Sendable (Strings) -> [String]) {
            self.id = id
            self.title = title
            self.lines = lines
        }

        public static func == (lhs: HelpTopic, rhs: HelpTopic) -> Bool { lhs.id == rhs.id }
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }

        /// The start screen's: what Peach is, its keys (as many as `menu` gives out), then a
        /// line for each registered discipline, in the menu's order.
        public static func start(_ menu: Menu, disciplines: [@Sendable (Strings) -> String]) -> HelpTopic {
            HelpTopic("start", title: { $0.t("Help — start", "Hilfe — Start") }) { strings in
                strings.startHelp(keys: menu.keysLabel) + disciplines.map { $0(strings) }
            }
        }

        /// The profile screen's: what a threshold and its range are, then what each section's
        /// rows say, in their order (the sections of one group, as they stand under one
        /// heading, in one paragraph), then how to scroll.
        public static func profile(_ sections: [any ProfileScreenSection]) -> HelpTopic {
            HelpTopic("profile", title: { $0.t("Help — Profile", "Hilfe — Profil") }) { strings in
                var paragraphs: [String] = [], lastGroup: String?
                for section in sections {
                    let lines = section.help(strings)
                    if let group = section.group?.name, group == lastGroup, let last = paragraphs.popLast() {
                        paragraphs.append(([last] + lines).joined(separator: " "))
                    } else {
                        paragraphs += lines
                    }
                    lastGroup = section.group?.name
                }
                return strings.appHelp("profile") + paragraphs + [strings.profileScrollHelp]
            }
        }
        public static let settings = HelpTopic("settings", title: { $0.t("Help — Settings", "Hilfe — Einstellungen") }) { $0.appHelp("settings") }
        public static let info = HelpTopic("info", title: { $0.t("Help — Info", "Hilfe — Info") }) { $0.appHelp("info") }
    }

    public func helpTitle(_ topic: HelpTopic) -> String { topic.title(self) }

    public func help(_ topic: HelpTopic) -> [String] { topic.lines(self) }

    /// "A cent is …": every pitch screen's help says it.
    public var centExplained: String {
        t("A cent is a hundredth of a semitone: 100 cents from C to C#, 1200 an octave.",
          "Ein Cent ist ein Hundertstel Halbton: 100 Cent von C nach Cis, 1200 eine Oktave.")
    }

    /// The start help's own lines: what Peach is and how the list is used.
    func startHelp(keys: String) -> [String] {
        let keys = keys.replacingOccurrences(of: " ", with: ", ")
        return language == .german ? [
            "Peach trainiert dein Gehör für Tonhöhe und dein Timing: hören, treffen, spielen.", centExplained, "",
            "↑↓ oder j/k wählen, Enter öffnet, \(keys) öffnen direkt, q beendet.",
        ] : [
            "Peach trains your ear for pitch and your timing: to hear, to match, to play.", centExplained, "",
            "↑↓ or j/k select, Enter opens, \(keys) open directly, q quits.",
        ]
    }

    /// The profile help's last line.
    var profileScrollHelp: String {
        t("↑↓, PgUp/PgDn, Home/End scroll where it does not all fit; Esc goes back, any key closes this help. All of it as a page: peach report --html FILE",
          "↑↓, Bild↑↓, Pos1/Ende blättern, wenn nicht alles aufs Terminal passt; Esc zurück, jede Taste schließt diese Hilfe. Alles als Seite: peach report --html DATEI")
    }

    func appHelp(_ topic: String) -> [String] {
        let cent = centExplained
        switch topic {
        case "profile":
            return language == .german ? [
                "Deine Schwelle: der Abstand, den du zu 75 % richtig hörst, gemessen aus allen Antworten, mit dem 95-%-Bereich, in dem sie liegt.",
                "„grob“: der Bereich ist noch zu weit für eine Messung („etwa …“, „zwischen … und …“, „unter …“, „über …“); der Verlauf sagt, wie viele Antworten es etwa noch braucht.",
                "Ältere Antworten zählen weniger, sobald neuere denselben Ton betreffen; eine Aufgabe, die einen Monat nicht trainiert wurde, sagt, wann zuletzt.",
                "Mittlerer Abstand: wo die Durchgänge lagen — keine Schwelle. Antworten: wie viele. Trend: ↘ besser, ↗ schlechter.", cent, "",
            ] : [
                "Your threshold: the difference you hear right 75 % of the time, measured from all your answers, with the 95 % range it lies in.",
                "'rough': the range is still too wide to call it measured ('about …', 'between … and …', 'below …', 'above …'); the progress row says roughly how many more answers will narrow it.",
                "Older answers count less once newer ones tell about the same note; a task not trained for a month says when it last was.",
                "Mean difference: where the trials were placed — not a threshold. Answers: how many. Trend: ↘ improving, ↗ declining.", cent, "",
            ]
        case "settings":
            return language == .german ? [
                "↑↓ wählt eine Einstellung, ←→ ändert sie, Shift+←→ oder Bild↑↓ in großen Schritten.",
                "Enter auf Intervalle oder Lücken auf öffnet die Liste (Leertaste schaltet um), p spielt A4 im gewählten Klang.",
                "Jede Änderung steht sofort in der Konfigurationsdatei (Kommentare bleiben) und gilt ab dem nächsten Durchgang.",
                "Die Zeile unter der Liste erklärt die gewählte Einstellung.",
                "Esc zurück, jede Taste schließt diese Hilfe.",
            ] : [
                "↑↓ selects a setting, ←→ changes it, Shift+←→ or PgUp/PgDn in big steps.",
                "Enter on Intervals or Gaps on opens its list (Space toggles), p plays A4 in the chosen sound.",
                "Every change is in the config file at once (comments kept) and applies from the next trial.",
                "The line under the list explains the selected setting.",
                "Esc goes back, any key closes this help.",
            ]
        case "info":
            return language == .german ? ["Wo Peach speichert und was es tut. Esc zurück, jede Taste schließt diese Hilfe."]
                : ["Where Peach keeps its files and what it does. Esc goes back, any key closes this help."]
        default: return []
        }
    }

    /// One line about the selected setting, under the settings list.
    public func settingExplanation(_ key: String) -> String {
        switch key {
        case "noteRangeMin", "noteRangeMax":
            t("The notes trials are drawn from (reference notes, their intervals' targets, and Play It Back's phrases on the keys).",
              "Die Töne, aus denen Durchgänge gezogen werden (Referenztöne, ihre Intervallziele und die Phrasen von Nachspielen auf den Tasten).")
        case "noteDuration": t("How long each note sounds.", "Wie lange jeder Ton klingt.")
        case "referencePitch": t("The frequency of A4; every note is tuned from it.", "Die Frequenz von A4; alle Töne werden davon aus gestimmt.")
        case "naturalVsMechanical":
            t("0: the next note is near the last one (natural); 1: always a weak spot of your profile (mechanical).",
              "0: der nächste Ton liegt nahe beim letzten (natürlich); 1: immer eine Schwachstelle deines Profils (mechanisch).")
        case "soundSource": t("The instrument: the sine, or a SoundFont preset (p plays A4 in it).", "Das Instrument: Sinus oder ein SoundFont-Klang (p spielt A4).")
        case "intervals":
            t("For the intervals modes. 'Single notes' always trains unison; with only P1 chosen, intervals train a fifth up.",
              "Für die Intervall-Modi. „Einzeltöne“ trainiert immer die Prime; ist nur P1 gewählt, trainieren Intervalle eine Quinte aufwärts.")
        case "tuningSystem": t("How intervals are sized: equal temperament, or just intonation from note 1.", "Wie Intervalle bemessen sind: gleichstufig oder rein, von Ton 1 aus.")
        case "feedbackDuration": t("How long ✓/✗ and the matching result show before the next note 1.", "Wie lange ✓/✗ und das Ergebnis stehen bleiben, bevor der nächste Ton 1 kommt.")
        case "tempo":
            t("The rhythm disciplines' tempo (the clicks are its sixteenths) and Play It Back's (the beat of its phrases).",
              "Das Tempo der Rhythmus-Übungen (die Klicks sind seine Sechzehntel) und von Nachspielen (der Schlag seiner Phrasen).")
        case "extraLatencyMs":
            t("Taken off every pad tap, for what JACK cannot know (a controller's scan time). peach calibrate proposes it.",
              "Wird von jedem Pad-Anschlag abgezogen, für das, was JACK nicht weiß (die Abtastzeit eines Controllers). peach calibrate schlägt sie vor.")
        case "voiceLowest", "voiceHighest":
            t("Sing & Match and a sung Play It Back: the notes your voice (or instrument) reaches comfortably; every target and phrase lies inside. Unset: the note range (phrases: C3 … C5). peach range measures it.",
              "Singen & Treffen und gesungenes Nachspielen: die Töne, die deine Stimme (oder dein Instrument) bequem erreicht; jedes Ziel und jede Phrase liegt darin. Nicht gesetzt: der Tonbereich (Phrasen: C3 … C5). peach range misst ihn.")
        default: ""
        }
    }
}
