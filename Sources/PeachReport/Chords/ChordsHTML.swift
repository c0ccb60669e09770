import Foundation
import PeachCore

/// Chords in the HTML report: the harmonic span per level and tempo band with its interval,
/// the span over time per level, and the confusion table: each kind of chord against what
/// it was played as, each cell shaded by its share.
public struct ChordsHTML: ProfileHTMLSection {
    public init() {}

    public func counts(in snapshot: ProfileSnapshot) -> [String] {
        let progressions = snapshot.section(ChordsSection.self)?.spans.reduce(0) { $0 + $1.progressions } ?? 0
        return progressions > 0 ? [RecordKind.progression.counted(progressions)] : []
    }

    public func html(of snapshot: ProfileSnapshot) -> String {
        guard let section = snapshot.section(ChordsSection.self), !section.spans.isEmpty else { return "" }
        var rows = "<table class=\"summary\">\n<tr><th>Level</th><th>Tempo band</th><th>Progressions</th><th>Right</th><th>Harmonic span</th><th>95 % interval</th><th>Hands (median spread)</th></tr>\n"
        for span in section.spans {
            let estimate = span.estimate
            let interval = SpanText.interval(estimate)
            let hands = span.medianSpreadMs.map { "\(ProfileReport.number($0)) ms (\(span.rightChords) chord\(span.rightChords == 1 ? "" : "s"))" } ?? "–"
            rows += "<tr><td>\(span.level)</td><td class=\"n\">\(ProfileReport.escape(span.band.description))</td><td>\(span.progressions)</td><td>\(span.right)</td>"
                + "<td>\(estimate.map { SpanText.span($0, unit: "chords", one: "chord") } ?? "–")</td><td class=\"n\">\(interval)</td><td>\(hands)</td></tr>\n"
        }
        var charts = ""
        let spanDays = section.spanDays()
        for level in spanDays.keys.sorted() {
            guard let days = spanDays[level], !days.isEmpty else { continue }
            charts += "<h3>Level \(level): the span over time</h3>\n"
                + SpanDaysChart(name: "Chords, level \(level)", days: days, unit: "chords", bounds: .progressions).svg + "\n"
        }
        return """
            <h2>Chords</h2>
            <p>The harmonic span: the length of progression played back right 75 % of the time, at the level and tempo band, with its 95 % interval. It comes from a model of each chord (its kind, inversion and place, the progression's length; a chord after a wrong one is likelier wrong), its interval from resampling whole progressions; "below 1 chord" means fewer than 75 % of single chords right. The hands' spread is how far apart a right chord's notes began.</p>
            \(rows)</table>
            \(charts)\(Self.confusion(section.qualities))
            """
    }

    /// Each kind of chord (a row, root position and inverted apart) against what it was
    /// played as: right, another kind, notes that make no chord, or left out; counts, each
    /// cell shaded by its share of the row; the share right with its 95 % interval.
    static func confusion(_ tallies: [ChordQualityTally]) -> String {
        let played = tallies.filter { $0.played > 0 }
        guard !played.isEmpty else { return "" }
        // A chord played as its own kind, wrong, was played on another root or bass.
        let taken = Set(played.flatMap { $0.takenFor.keys.compactMap { $0 } })
        let columns = ChordQuality.allCases.filter(taken.contains)
        let none = played.contains { $0.takenFor[nil] != nil }
        var html = "<h3>Each kind of chord: what it was played as</h3>\n<p>Wrong as its own kind: on another root or bass.</p>\n<table class=\"summary\">\n<tr><th>Chord</th><th>Played</th><th>Right</th>"
            + columns.map { "<th>as \($0.name)</th>" }.joined() + (none ? "<th>as no chord</th>" : "") + "<th>left out</th><th>right, 95 % interval</th></tr>\n"
        func cell(_ count: Int, of total: Int, hue: String) -> String {
            guard count > 0 else { return "<td style=\"color:#bbb\">0</td>" }
            let alpha = String(format: "%.2f", 0.12 + 0.6 * Double(count) / Double(total))
            return "<td style=\"background:rgba(\(hue),\(alpha))\">\(count)</td>"
        }
        let wrongHue = "231,111,81", rightHue = "42,157,143"
        for tally in played {
            let share = tally.shareRight!
            let percent = { (value: Double) in String(format: "%.0f", 100 * value) }
            html += "<tr><td>\(tally.quality.name)\(tally.inverted ? ", inverted" : "")</td><td>\(tally.played)</td>"
                + cell(tally.right, of: tally.played, hue: rightHue)
                + columns.map { cell(tally.takenFor[$0] ?? 0, of: tally.played, hue: wrongHue) }.joined()
                + (none ? cell(tally.takenFor[nil] ?? 0, of: tally.played, hue: wrongHue) : "")
                + cell(tally.missing, of: tally.played, hue: wrongHue)
                + "<td class=\"n\">\(percent(share.share)) % (\(percent(share.low))–\(percent(share.high)) %)</td></tr>\n"
        }
        return html + "</table>\n"
    }
}
