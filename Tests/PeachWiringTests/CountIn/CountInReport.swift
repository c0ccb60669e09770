import PeachCore
import PeachJSON
import PeachReport

// What the report would hold: its key in `profile --json` and its section of the page.

struct CountInJSON: ProfileJSONSection {
    func fields(of snapshot: ProfileSnapshot) -> [(String, JSONValue)] {
        let section = snapshot.section(CountInSection.self)
        return [("countIn", .object([
            ("trials", .integer(section?.trials ?? 0)),
            ("meanBeatsInTime", section?.meanBeatsInTime.map { JSONValue.rounded($0) } ?? .null),
        ]))]
    }
}

struct CountInHTML: ProfileHTMLSection {
    func counts(in snapshot: ProfileSnapshot) -> [String] {
        let trials = snapshot.section(CountInSection.self)?.trials ?? 0
        return trials > 0 ? [CountInRecord.kind.counted(trials)] : []
    }

    func html(of snapshot: ProfileSnapshot) -> String {
        guard let section = snapshot.section(CountInSection.self), let mean = section.meanBeatsInTime else {
            return "<h2>Count In</h2>\n<p>No count-ins yet.</p>"
        }
        return "<h2>Count In</h2>\n<p>\(String(format: "%.1f", mean)) of 4 beats in time, over \(section.trials) count-ins.</p>"
    }
}
