import Foundation
import PeachCore

/// Every word the screens show, in English and German. Chosen from the locale the way
/// gettext does: LC_ALL, then LC_MESSAGES, then LANG.
public struct Strings: Sendable {
    public enum Language: String, Sendable { case english = "en", german = "de" }

    public let language: Language

    public static func forLocale(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Strings {
        let locale = [environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]]
            .compactMap { $0 }.first { !$0.isEmpty } ?? ""
        return Strings(language: locale.lowercased().hasPrefix("de") ? .german : .english)
    }

    public init(language: Language) { self.language = language }

    public func t(_ english: String, _ german: String) -> String { language == .german ? german : english }

    // Start screen
    public var appTitle: String { t("Peach — ear training for pitch and timing", "Peach — Gehörbildung für Tonhöhe und Timing") }
    public var hearAndCompare: String { t("Hear & Compare", "Hören & Vergleichen") }
    public var tuneAndMatch: String { t("Tune & Match", "Stimmen & Angleichen") }
    public var singleNotes: String { t("single notes", "Einzeltöne") }
    public var intervals: String { t("intervals", "Intervalle") }
    public var profile: String { t("Profile", "Profil") }
    public var settings: String { t("Settings", "Einstellungen") }
    public var info: String { t("Info", "Info") }
    /// The very first start: what to do, in three lines.
    public var firstRunLines: [String] {
        language == .german ? [
            "Los geht's: Enter startet Hören & Vergleichen. Du hörst zwei Töne.",
            "War der zweite höher? ↑ (oder eine Taste ab C4 am Controller). Tiefer? ↓ (oder eine Taste darunter).",
            "Die Unterschiede sind in Cent: 100 Cent sind ein Halbton. ? zeigt auf jedem Bildschirm Hilfe.",
        ] : [
            "Start here: Enter opens Hear & Compare. You will hear two notes.",
            "Was the second higher? ↑ (or a key from middle C up on the controller). Lower? ↓ (or a key below it).",
            "Differences are in cents: 100 cents make a semitone. ? opens help on every screen.",
        ]
    }
    public var startHint: String { t("Training, not testing: answer fast, by ear.", "Training, kein Test: schnell antworten, nach Gehör.") }

    // Training
    public var note1: String { t("Note 1", "Ton 1") }
    public var note2: String { t("Note 2", "Ton 2") }
    public var yourAnswer: String { t("Your answer?", "Deine Antwort?") }
    public var stopped: String { t("Stopped", "Angehalten") }
    public var higher: String { t("Higher", "Höher") }
    public var lower: String { t("Lower", "Tiefer") }
    public var correct: String { t("Correct", "Richtig") }
    public var wrong: String { t("Wrong", "Falsch") }
    public var difference: String { t("Difference", "Abstand") }
    /// The smallest difference answered right on this screen, for the task of the trial
    /// shown: not a score, the edge you reached this time.
    public var smallestRight: String { t("Smallest right", "Feinste erkannt") }
    public var note: String { t("Note", "Ton") }
    public var interval: String { t("Interval", "Intervall") }
    public var tuning: String { t("Tuning", "Stimmung") }
    public var trend: String { t("Trend", "Trend") }
    public var reference: String { t("Reference", "Referenzton") }
    public var moveControl: String { t("Move the tuning control", "Bewege den Stimmregler") }
    public var tuneIt: String { t("Tune it, then submit", "Stimmen, dann bestätigen") }
    public var cents: String { t("cents", "Cent") }
    public var sharp: String { t("sharp", "zu hoch") }
    public var flat: String { t("flat", "zu tief") }
    public var deadCentre: String { t("dead centre", "genau getroffen") }
    public var close: String { t("close", "nah") }
    public var moderate: String { t("moderate", "mäßig") }
    public var far: String { t("far", "weit daneben") }
    public var answered: String { t("Answered here", "Hier beantwortet") }
    public var matched: String { t("Matched here", "Hier angeglichen") }
    public var lastAnswer: String { t("Last answer", "Letzte Antwort") }
    public var lastMatch: String { t("Last match", "Letzter Versuch") }
    /// Tune & Match: submit before the first move, when there is no note to submit yet.
    public var moveFirst: String {
        t("Move the wheel or ← → first: the note to tune starts when you move",
          "Erst das Rad oder ← → bewegen: der Ton zum Stimmen beginnt mit der ersten Bewegung")
    }
    public var tooEarly: String { t("Too early: answer from note 2 on", "Zu früh: antworte ab Ton 2") }
    public var keyHelp: String { t("? help", "? Hilfe") }
    public var keyCloseHelp: String { t("any key closes this help", "jede Taste schließt die Hilfe") }

    /// "it was higher" / "it was lower": what was right, after an answer.
    public func itWas(higher: Bool) -> String { higher ? t("it was higher", "er war höher") : t("it was lower", "er war tiefer") }

    /// "✗ Wrong — it was lower".
    public func verdict(correct: Bool, targetHigher: Bool) -> String {
        (correct ? "✓ " + self.correct : "✗ " + wrong) + " — " + itWas(higher: targetHigher)
    }

    /// The pitch-matching result in words: "11 cents too high (sharp)".
    public func matchResult(cents rounded: Int) -> String {
        let size = "\(abs(rounded)) \(abs(rounded) == 1 ? t("cent", "Cent") : self.cents)"
        if rounded > 0 { return t("\(size) too high (sharp)", "\(size) zu hoch") }
        if rounded < 0 { return t("\(size) too low (flat)", "\(size) zu tief") }
        return t("in tune", "sauber")
    }

    /// What Higher and Lower mean when the second note is an interval away.
    public func intervalTask(_ interval: DirectedInterval) -> String {
        let name = intervalName(interval)
        // "exakt", not "rein": in German a "reine" interval is a just one, and the tuning
        // system may be equal temperament. Tritonus is the one masculine name.
        let article = interval.interval == .tritone ? "einen exakten" : "eine exakte"
        return t("Note 2 against an exact \(name) from note 1: Higher = sharp of it, Lower = flat of it",
                 "Ton 2 gegen \(article) \(name) von Ton 1: Höher = darüber, Tiefer = darunter")
    }

    public func intervalName(_ interval: DirectedInterval) -> String {
        let names = language == .german
            ? ["Prime", "kleine Sekunde", "große Sekunde", "kleine Terz", "große Terz", "Quarte", "Tritonus", "Quinte",
               "kleine Sexte", "große Sexte", "kleine Septime", "große Septime", "Oktave"]
            : ["unison", "minor second", "major second", "minor third", "major third", "fourth", "tritone", "fifth",
               "minor sixth", "major sixth", "minor seventh", "major seventh", "octave"]
        let base = names[interval.interval.rawValue]
        guard interval.interval != .unison else { return base }
        return base + " " + (interval.direction == .up ? t("up", "aufwärts") : t("down", "abwärts"))
    }

    public func trend(_ trend: String) -> String {
        switch trend {
        case "improving": t("improving", "besser")
        case "declining": t("declining", "nachlassend")
        default: t("stable", "stabil")
        }
    }

    public func tuningSystem(_ rawValue: String) -> String {
        rawValue == "justIntonation" ? t("just intonation", "reine Stimmung") : t("equal temperament", "gleichstufig")
    }

    public func stopReason(_ reason: StopReason) -> String {
        switch reason {
        case .serverShutDown: t("The JACK server shut down: training stopped.", "Der JACK-Server wurde beendet: Training angehalten.")
        case .outputsDisconnected: t("The outputs were disconnected: training stopped.", "Die Ausgänge wurden getrennt: Training angehalten.")
        case .audioError: t("Audio failed: training stopped.", "Audiofehler: Training angehalten.")
        case .saveFailed:
            t("The last answer could not be saved: training stopped. Free some space, then start again (s); nothing stored is lost.",
              "Die letzte Antwort konnte nicht gespeichert werden: Training angehalten. Platz schaffen, dann neu starten (s); nichts Gespeichertes geht verloren.")
        case .stopped, .endOfInput, .interrupted, .terminated, .suspended, .outputClosed, .outputFailed:
            t("Training stopped.", "Training angehalten.")
        }
    }

    // Numbers and notes
    /// A decimal number as the language writes it (a decimal comma in German).
    public func number(_ value: Double, decimals: Int = 1) -> String {
        let text = String(format: "%.\(decimals)f", value)
        return language == .german ? text.replacingOccurrences(of: ".", with: ",") : text
    }

    /// Scientific pitch notation. In German as German musicians write, and as the help
    /// does ("von C nach Cis"): sharps spelled Cis, Dis, Fis, Gis, and H for B, B for B♭.
    public func noteName(_ note: MIDINote) -> String {
        guard language == .german else { return note.name }
        let names = ["C", "Cis", "D", "Dis", "E", "F", "Fis", "G", "Gis", "A", "B", "H"]
        return names[note.rawValue % 12] + String(note.rawValue / 12 - 1)
    }

    /// An axis tick: 0.5, 1, 2, 5, 10 … without trailing zeros.
    public func tick(_ value: Double) -> String {
        number(value, decimals: value < 1 ? 1 : 0)
    }

    /// "8.1 ¢ (6.9–9.6)": a threshold with its 95 % interval.
    public func threshold(_ estimate: ThresholdEstimate) -> String {
        "\(number(estimate.threshold)) ¢ (\(number(estimate.low))–\(number(estimate.high)))"
    }

    public func trend(_ trend: Trend?) -> String {
        guard let trend else { return "–" }
        return "\(trend.arrow) " + self.trend(trend.rawValue)
    }

    public func task(_ task: ListeningTask) -> String {
        task.interval == .unison
            ? t("Single notes", "Einzeltöne")
            : "\(task.interval.shortName) \(task.direction == .up ? up : down)"
    }

    // Profile
    public var thresholdsHeading: String {
        t("Hear & Compare: threshold (right 75 % of the time) with its 95 % interval",
          "Hören & Vergleichen: Schwelle (75 % richtig) mit 95-%-Intervall")
    }
    public var thresholdColumns: [String] {
        [t("threshold", "Schwelle"), t("mean difference", "mittl. Abstand"), t("answers", "Antworten"), t("trend", "Trend")]
    }
    public var notEnoughAnswers: String { t("not enough answers yet", "noch zu wenige Antworten") }
    /// An estimate whose interval is still too wide to be a measurement, said no more
    /// precisely than it is known: "about 12 ¢ (5–40), rough" while the interval spans up to
    /// ten times; wider, only its bounds ("between 3 and 60 ¢"), and "below 42 ¢" where
    /// nothing bounds it from below yet (right answers at large differences only: the
    /// centre would be the prior's, not the listener's); "above 80 ¢" where it reaches
    /// beyond the largest difference played.
    public func roughThreshold(_ estimate: ThresholdEstimate) -> String {
        let low = roughNumber(estimate.low), high = roughNumber(estimate.high)
        switch estimate.roughness {
        case .narrowing:
            return t("about \(roughNumber(estimate.threshold)) ¢ (\(low)–\(high)), rough", "etwa \(roughNumber(estimate.threshold)) ¢ (\(low)–\(high)), grob")
        case .bounded:
            return t("between \(low) and \(high) ¢, rough", "zwischen \(low) und \(high) ¢, grob")
        case .upperBoundOnly:
            return t("below \(high) ¢, rough", "unter \(high) ¢, grob")
        case .lowerBoundOnly:
            let above = roughNumber(estimate.aboveBound(), roundingDown: true)
            return t("above \(above) ¢, rough", "über \(above) ¢, grob")
        case .unknown:
            return notEnoughAnswers
        }
    }
    /// Two significant figures: a rough value is not known to a tenth of a cent.
    /// Rounded down for a lower bound ("above 94", never "above 100" for 94).
    func roughNumber(_ value: Double, roundingDown: Bool = false) -> String {
        guard value >= 10 else { return roundingDown ? number((value * 10).rounded(.down) / 10) : number(value) }
        let scale = pow(10, floor(log10(value)) - 1)
        return number((value / scale).rounded(roundingDown ? .down : .toNearestOrAwayFromZero) * scale, decimals: 0)
    }

    /// How many more answers will narrow a rough estimate into a measurement.
    public func moreAnswers(_ count: Int) -> String {
        t("~\(count) more answers to measure", "~\(count) weitere Antworten nötig")
    }
    /// The age of a threshold not trained for a month or more.
    public func lastTrained(daysAgo days: Int) -> String {
        days >= 60 ? t("last trained \(days / 30) months ago", "zuletzt vor \(days / 30) Monaten trainiert")
            : t("last trained \(days) days ago", "zuletzt vor \(days) Tagen trainiert")
    }
    public func acrossTheKeyboard(_ task: String, _ range: String) -> String {
        t("\(task) across the keyboard · \(range) · cents, log scale", "\(task) über die Tastatur · \(range) · Cent, logarithmisch")
    }
    public var chartLegendNothingMeasured: String {
        t("◦ mean difference; no note's threshold measured yet",
          "◦ mittl. Abstand; noch keine Schwelle eines Tons gemessen")
    }
    /// A progress row's value now: "last 20 days 8.6 ¢ (5.8–11.2)".
    public func lastTwentyDays(_ value: String) -> String { t("last 20 days \(value)", "letzte 20 Tage \(value)") }
    public var chartLegend: String {
        // Fits 80 columns in both languages; the help says it at length.
        t("● threshold ┃ 95 % range ◦ mean difference · no answers; grey: 30+ days old",
          "● Schwelle ┃ 95-%-Bereich ◦ mittl. Abstand · keine Antw.; grau: 30+ Tage alt")
    }
    public var progressHeading: String {
        t("Progress by day: threshold of the last 20 training days · cents, log scale",
          "Verlauf je Tag: Schwelle der letzten 20 Trainingstage · Cent, logarithmisch")
    }
    public var summary: String { t("Summary", "Übersicht") }
    public var mean: String { t("mean", "Mittel") }
    public var standardDeviation: String { t("SD", "SA") }
    public var trainedNotes: String { t("trained notes", "trainierte Töne") }
    public var answers: String { t("answers", "Antworten") }
    public var matching: String { t("Tune & Match", "Stimmen & Angleichen") }
    public var matches: String { t("matches", "Angleichungen") }
    public var meanError: String { t("mean |error|", "Ø |Fehler|") }
    public var noComparisons: String { t("No comparisons yet: start Hear & Compare.", "Noch keine Vergleiche: starte Hören & Vergleichen.") }
    public var noMatches: String { t("No matches yet.", "Noch keine Angleichungen.") }
    /// A matching discipline's progress heading: "Tune & Match: mean |error| by day · cents, log scale".
    public func errorProgressHeading(_ discipline: String) -> String {
        t("\(discipline): mean |error| by day, last 20 days · cents, log scale",
          "\(discipline): Ø |Fehler| je Tag, letzte 20 Tage · Cent, log.")
    }
    /// "7 matches · mean |error| 10.6 ¢, SD 9.8 ¢": what Tune & Match's profile row says.
    public func matchingSummary(count: Int, meanError: Double, deviation: Double?) -> String {
        let sd = deviation.map { ", \(standardDeviation) \(number($0)) ¢" } ?? ""
        return "\(count) \(count == 1 ? t("match", "Angleichung") : matches) · \(self.meanError) \(number(meanError)) ¢\(sd)"
    }
    public func days(_ count: Int) -> String {
        count == 1 ? t("1 day", "1 Tag") : t("\(count) days", "\(count) Tage")
    }

    // Profile: rhythm (each fits 80 columns in both languages beside the numbers)
    public var rhythmHeading: String {
        t("Rhythm by tempo band · ms, 95 % intervals · ~ rough · − early, + late",
          "Rhythmus je Tempobereich · ms, 95-%-Intervalle · ~ grob · − früh, + spät")
    }
    public var compareTimingName: String { t("Compare Timing", "Timing vergleichen") }
    public var fillTheGapName: String { t("Fill the Gap", "Lücke füllen") }
    /// Compare Timing's columns: threshold with its share of a sixteenth, bias, answers.
    public var timingColumns: [String] {
        [t("threshold ms, % of 16th", "Schwelle ms, % 16tel"), t("bias", "pünktlich bei"), t("answers", "Antw.")]
    }
    /// Fill the Gap's columns: the mean offset at each gap position, the spread, the taps.
    public var gapColumns: [String] {
        // "Ø", as German writes an average, where "Mittel 1" would fill its column.
        StepPosition.allCases.map { t("mean ", "Ø ") + stepName($0) } + [t("spread (SD)", "Streuung (SA)"), t("taps", "Anschl.")]
    }
    /// How drummers count a beat's sixteenths, in either language: "1 e + a".
    public func stepName(_ position: StepPosition) -> String {
        switch position {
        case .beat: "1"
        case .e: "e"
        case .and: "+"
        case .a: "a"
        }
    }
    public var noRhythm: String {
        t("Rhythm: no Compare Timing or Fill the Gap yet.", "Rhythmus: noch kein Timing vergleichen oder Lücke füllen.")
    }

    // Settings
    public var lowestNote: String { t("Lowest note", "Tiefster Ton") }
    public var highestNote: String { t("Highest note", "Höchster Ton") }
    public var noteDuration: String { t("Note duration", "Tondauer") }
    public var referencePitch: String { t("Reference pitch (A4)", "Kammerton (A4)") }
    public var naturalVsMechanical: String { t("Natural ↔ mechanical", "Natürlich ↔ mechanisch") }
    public var feedbackDurationLabel: String { t("Feedback shows", "Rückmeldung zeigen") }
    public var defaultWord: String { t("default", "Standard") }
    /// "3 of 121" (or "– of 121").
    public func ofCount(_ index: Int?, _ count: Int) -> String {
        "\(index.map(String.init) ?? "–") \(t("of", "von")) \(count)"
    }
    public func playing(_ what: String) -> String { t("♪ playing A4 in \(what)", "♪ A4 erklingt als \(what)") }
    public var sine: String { t("sine", "Sinus") }
    public var sound: String { t("Sound", "Klang") }
    public var tuningSystemLabel: String { t("Tuning system", "Stimmungssystem") }
    public var range: String { t("range", "Bereich") }
    public var writtenTo: String { t("Saved to", "Gespeichert in") }
    public var nextTrial: String { t("applies from the next trial", "gilt ab dem nächsten Durchgang") }
    public var intervalsHint: String {
        t("Arrows move, Space toggles an interval, Esc closes the list; at least one stays on.",
          "Pfeiltasten bewegen, Leertaste schaltet ein Intervall um, Esc schließt die Liste; eines bleibt immer an.")
    }
    public var up: String { t("up", "auf") }
    public var down: String { t("down", "ab") }
    public var configBroken: String { t("The config file has an error; fix it first (nothing is written):", "Die Konfigurationsdatei hat einen Fehler; bitte zuerst beheben (nichts wird geschrieben):") }

    // Status line
    public var jackRunning: String { t("running", "läuft") }
    public var jackDown: String { t("down", "beendet") }
    public var xruns: String { t("xruns", "Aussetzer") }
    public var none: String { t("none", "keine") }
    public var warning: String { t("warning", "Warnung") }
    public var frames: String { t("frames", "Frames") }

    // Footer keys
    public var keySelect: String { t("↑↓ select", "↑↓ wählen") }
    public var keyOpen: String { t("Enter open", "Enter öffnen") }
    public var keyQuit: String { t("q quit", "q beenden") }
    public var keyBack: String { t("Esc back", "Esc zurück") }
    public var keyScroll: String { t("↑↓ PgUp/PgDn scroll", "↑↓ Bild↑↓ blättern") }
    public var keyAnswer: String { t("↑/h Higher  ↓/l Lower", "↑/h Höher  ↓/l Tiefer") }
    public var keyTune: String { t("←→ fine  ↑↓ coarse", "←→ fein  ↑↓ grob") }
    public var keySubmit: String { t("Enter submit", "Enter bestätigen") }
    public var keyStartStop: String { t("s stop/start", "s Stopp/Start") }
    public var keyChange: String { t("←→ change  Shift/PgUp/PgDn more", "←→ ändern  Shift/Bild↑↓ mehr") }
    public var keyPreview: String { t("p play A4", "p A4 anhören") }
    public var keyOpenList: String { t("Enter list", "Enter Liste") }
    public var keyNextValue: String { t("Enter next value", "Enter nächster Wert") }
    public var gapPositionsHint: String {
        t("The steps of the beat that may fall silent in Fill the Gap: ←→ move, Space turns one on or off (one stays on), Esc closes.",
          "Die Schritte des Schlags, die bei Lücke füllen ausfallen dürfen: ←→ bewegen, Leertaste schaltet (einer bleibt an), Esc schließt.")
    }
    public var keyToggle: String { t("Space toggle", "Leertaste umschalten") }
    public var keyMoveInList: String { t("←→↑↓ move", "←→↑↓ bewegen") }
    public var keyCloseList: String { t("Esc close list", "Esc Liste schließen") }
    /// Beside the interval list's scroll marks: "3 more rows".
    public func moreInList(_ rows: Int) -> String {
        rows == 1 ? t("1 more row", "1 weitere Zeile") : t("\(rows) more rows", "\(rows) weitere Zeilen")
    }

    // Info
    public var records: String { t("Records", "Daten") }
    public var configFile: String { t("Config", "Konfiguration") }
    public var version: String { t("Version", "Version") }
    public var infoLines: [String] {
        language == .german ? [
            "Peach trainiert dein Gehör und dein Timing: kleine Unterschiede in der Tonhöhe hören, einen Ton treffen (mit einem Regler, gesungen oder gespielt), hören, ob ein Klick zu früh oder zu spät kommt, und auf die Millisekunde in eine Lücke spielen.",
            "Jede Übung passt sich an: richtig → schwerer, falsch → leichter. MIDI-Pads, -Tasten und -Räder antworten; jeder Anschlag wird auf den Frame genau gemessen.",
        ] : [
            "Peach trains your ear and your timing: hearing small differences in pitch, matching a note (with a control, by voice or on an instrument), hearing whether a click comes early or late, and playing into a gap to the millisecond.",
            "Every exercise adapts: right → harder, wrong → easier. MIDI pads, keys and wheels answer; every tap is timed to the frame.",
        ]
    }
    public var whatPeachTrains: String { t("Training", "Übungen") }
    public var infoFooter: [String] {
        language == .german ? [
            "Jede Antwort wird sofort gespeichert; das Profil entsteht aus allen Antworten. ? zeigt auf jedem Bildschirm, was er misst.",
            "Befehle: peach --help · Bericht: peach report --html DATEI · Sicherung: peach backup DATEI",
        ] : [
            "Every answer is stored at once; the profile is built from all of them. ? on every screen says what it measures.",
            "Commands: peach --help · Report: peach report --html FILE · Backup: peach backup FILE",
        ]
    }
}
