import Foundation
import PeachCore

/// A task's threshold at each note of the range, over a drawn keyboard: the interval as a
/// band, the threshold as a line with points, the mean difference of the trials as diamonds.
struct KeyboardChart {
    let task: ProfileSnapshot.Task
    let range: NoteRange

    var svg: String {
        let notes = range.notes
        let byNote = Dictionary(uniqueKeysWithValues: task.notes.map { ($0.note, $0) })
        var values: [Double] = []
        for entry in task.notes {
            if let threshold = entry.threshold { values += [threshold.low, threshold.high] }
            if let mean = entry.meanDifference { values.append(mean) }
        }
        let frame = ChartFrame(axis: CentsAxis(covering: values), xTitle: "reference note", footer: 74)
        let step = frame.plotWidth / Double(notes.count)
        func x(_ index: Int) -> Double { ChartFrame.left + (Double(index) + 0.5) * step }

        var svg = frame.open(label: "\(ProfileReport.taskName(task.task)): threshold per note")
        svg += frame.axes
        svg += frame.bandAndLine(notes.enumerated().map { (x($0.offset), byNote[$0.element]?.threshold) })
        for (index, note) in notes.enumerated() {
            guard let entry = byNote[note] else { continue }
            if let threshold = entry.threshold {
                svg += "<circle class=\"point\" cx=\"\(f(x(index)))\" cy=\"\(f(frame.y(threshold.threshold)))\" r=\"2.5\"/>\n"
            }
            if let mean = entry.meanDifference { svg += frame.diamond(x(index), frame.y(mean)) }
        }
        // The keyboard under the plot: white keys, black keys on top, C's named.
        let keyTop = frame.bottom + 6
        for (index, note) in notes.enumerated() where !note.pitchClassName.hasSuffix("#") {
            svg += "<rect class=\"white\" x=\"\(f(ChartFrame.left + Double(index) * step))\" y=\"\(f(keyTop))\" width=\"\(f(step))\" height=\"30\"/>\n"
            if note.pitchClassName == "C" {
                svg += "<text class=\"label\" x=\"\(f(ChartFrame.left + Double(index) * step))\" y=\"\(f(keyTop + 44))\">\(note.name)</text>\n"
            }
        }
        for (index, note) in notes.enumerated() where note.pitchClassName.hasSuffix("#") {
            svg += "<rect class=\"black\" x=\"\(f(ChartFrame.left + Double(index) * step))\" y=\"\(f(keyTop))\" width=\"\(f(step))\" height=\"18\"/>\n"
        }
        svg += frame.legend([
            (ChartFrame.bandSymbol, "95 % interval"), (ChartFrame.lineSymbol, "threshold (75 % correct)"),
            (ChartFrame.meanSymbol, "mean difference of the trials"),
        ])
        return svg + "</svg>"
    }
}
