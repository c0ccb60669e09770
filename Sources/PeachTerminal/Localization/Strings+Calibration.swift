import Foundation
import PeachCore

/// What `peach calibrate` says while the musician taps along. The value for the config file
/// is always written with a point (`extraLatencyMs = 4.5`): it is what the file reads back,
/// whatever the language.
extension Strings {
    public func calibrationLatencies(_ latency: StudioLatency, extraMs: Double) -> String {
        let out = number(latency.playbackMs), input = number(latency.captureMs), extra = number(extraMs)
        return t(
            "JACK reports \(out) ms to the outputs' listeners and \(input) ms from the pads; the extra latency is \(extra) ms now.",
            "JACK meldet \(out) ms bis zu den Ohren an den Ausgängen und \(input) ms von den Pads; die zusätzliche Latenz ist jetzt \(extra) ms.")
    }

    public func calibrationTapAlong(clicks: Int, tempo: Tempo) -> String {
        t("Tap along with the \(clicks) clicks on your pads, at \(tempo.bpm) BPM, as you would play with a click track.",
          "Spiel die \(clicks) Klicks auf deinen Pads mit, bei \(tempo.bpm) BPM, wie du zu einem Klick spielst.")
    }

    /// "click 3: +4.5 ms" as each tap finds its click.
    public func calibrationTap(_ number: Int, offsetMs: Double) -> String {
        "\(t("click", "Klick")) \(number): \(signedMs(offsetMs)) ms"
    }

    public func calibrationTooMany(_ taps: Int, of clicks: Int) -> String {
        t("\(taps) taps for \(clicks) clicks: more than one a click (a pad that retriggers, or taps that do not follow the clicks), so no value can be trusted; tap once with each click; nothing was written",
          "\(taps) Anschläge für \(clicks) Klicks: mehr als einer je Klick (ein Pad, das nachtriggert, oder Anschläge, die den Klicks nicht folgen), kein Wert ist verlässlich; schlag einmal mit jedem Klick; nichts wurde geschrieben")
    }

    public func calibrationTooFew(_ tapped: Int, of clicks: Int) -> String {
        t("only \(tapped) of \(clicks) clicks were tapped along with, \(clicks / 2) are needed to propose a value (is the pad connected to midi_in?); nothing was written",
          "nur \(tapped) von \(clicks) Klicks wurden mitgespielt, für einen Vorschlag braucht es \(clicks / 2) (ist das Pad mit midi_in verbunden?); nichts wurde geschrieben")
    }

    /// The median lies outside what the setting takes: most likely the taps were a beat
    /// off (or the pads' path is slower than any controller's scan).
    public func calibrationClamped(_ range: ClosedRange<Double>) -> String {
        let low = signedMs(range.lowerBound), high = signedMs(range.upperBound)
        return t("the median is outside what extraLatencyMs takes (\(low) … \(high) ms): were the taps a beat off? The nearest value is proposed.",
                 "der Median liegt außerhalb dessen, was extraLatencyMs annimmt (\(low) … \(high) ms): lagen die Anschläge einen Schlag daneben? Vorgeschlagen wird der nächste Wert.")
    }

    /// "+4.5", "−203.8" (a real minus sign), "0.0".
    func signedMs(_ value: Double) -> String {
        let text = number(abs(value))
        return (text == number(0) ? "" : value > 0 ? "+" : "−") + text
    }

    public func calibrationSummary(taps: Int, medianMs: Double, spreadMs: Double?) -> String {
        let spread = spreadMs.map { "±\(number($0)) ms (\(t("standard deviation", "Standardabweichung")))" } ?? "–"
        return t("\(taps) taps: median \(signedMs(medianMs)) ms, steadiness \(spread)",
                 "\(taps) Anschläge: Median \(signedMs(medianMs)) ms, Gleichmäßigkeit \(spread)")
    }

    public func calibrationProposal(_ assignment: String) -> String { t("proposed: \(assignment)", "Vorschlag: \(assignment)") }

    public func calibrationQuestion(_ assignment: String, path: String) -> String {
        t("write \(assignment) to \(path)? [y/N] ", "\(assignment) in \(path) schreiben? [j/N] ")
    }

    /// Yes to the question: y in English; j or y in German (a German keyboard user may still type y).
    public func isYes(_ answer: String) -> Bool {
        let answer = answer.lowercased()
        return answer.hasPrefix("y") || (language == .german && answer.hasPrefix("j"))
    }

    public var calibrationNothingWritten: String { t("nothing written", "nichts geschrieben") }

    public func calibrationWritten(_ assignment: String, path: String) -> String {
        t("wrote \(assignment) to \(path)", "\(assignment) in \(path) geschrieben")
    }

    public func calibrationFixFileFirst(_ location: String, _ message: String) -> String {
        t("\(location): \(message); fix it first, nothing was written", "\(location): \(message); erst die Datei berichtigen, nichts wurde geschrieben")
    }

    public func calibrationCannotWrite(_ path: String, _ reason: String) -> String {
        t("\(path): \(reason); nothing was written", "\(path): \(reason); nichts wurde geschrieben")
    }
}
