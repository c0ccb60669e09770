import Foundation
import PeachCore

public struct SettingsScreen: Sendable {
    public var form: SettingsForm
    public var configPath: String
    /// The config file cannot be read: shown, and nothing is written over it.
    public var configError: String?
    public var message: String?

    public init(form: SettingsForm, configPath: String, configError: String? = nil, message: String? = nil) {
        self.form = form
        self.configPath = configPath
        self.configError = configError
        self.message = message
    }

    public func frame(status: StatusLine, strings: Strings, size: TerminalSession.Size) -> Frame {
        var body: [Line] = []
        if let configError {
            body += [Line("   " + strings.configBroken, .bad), Line("   " + configError, .bad), .blank]
        }
        for field in SettingsForm.Field.allCases {
            let isSelected = field == form.selected && form.intervalCursor == nil
            body.append(Line([
                Span(isSelected ? " ▶ " : "   "),
                Span(Layout.pad(label(field, strings), 26), isSelected ? .inverse : .plain),
                Span("  " + Layout.pad(value(field, strings), 30), .bold),
                Span(range(field, strings), .dim),
            ]))
        }
        if let cursor = form.intervalCursor {
            body += [.blank, Line("   " + strings.intervalsHint, .dim)]
            body += intervalList(cursor: cursor, strings: strings)
        }
        body.append(.blank)
        if let message { body.append(Line("   " + message, .close)) }
        body.append(Line("   \(configPath)", .dim))
        var keys = [strings.keySelect, strings.keyChange]
        if form.selected == .soundSource { keys.append(strings.keyPreview) }
        if form.selected == .intervals { keys.append(form.intervalCursor == nil ? strings.keyOpen : strings.keyToggle) }
        keys += [strings.keyBack, strings.keyQuit]
        return Layout.frame(
            title: "Peach — \(strings.settings)", body: body, keys: keys, status: status, strings: strings, size: size)
    }

    private func intervalList(cursor: Int, strings: Strings) -> [Line] {
        let all = SettingsForm.allIntervals
        var lines: [Line] = []
        // Unison alone, then each interval's up and down side by side.
        var rows: [[Int]] = [[0]]
        rows += stride(from: 1, to: all.count, by: 2).map { [$0, $0 + 1] }
        for row in rows {
            var spans: [Span] = [Span("     ")]
            for index in row {
                let interval = all[index]
                let on = form.request.intervals.contains(interval)
                let direction = interval.interval == .unison ? "" : " " + (interval.direction == .up ? strings.up : strings.down)
                let text = "[\(on ? "x" : " ")] \(interval.interval.shortName)\(direction)"
                spans.append(Span(Layout.pad(text, 14), index == cursor ? .inverse : on ? .bold : .plain))
                spans.append(Span("  "))
            }
            lines.append(Line(spans))
        }
        return lines
    }

    func label(_ field: SettingsForm.Field, _ strings: Strings) -> String {
        switch field {
        case .noteRangeMin: strings.lowestNote
        case .noteRangeMax: strings.highestNote
        case .noteDuration: strings.noteDuration
        case .noteGap: strings.noteGap
        case .referencePitch: strings.referencePitch
        case .naturalVsMechanical: strings.naturalVsMechanical
        case .varyLoudness: strings.varyLoudness
        case .soundSource: strings.sound
        case .intervals: strings.intervals.prefix(1).uppercased() + strings.intervals.dropFirst()
        case .tuningSystem: strings.tuningSystemLabel
        }
    }

    func value(_ field: SettingsForm.Field, _ strings: Strings) -> String {
        let request = form.request
        switch field {
        case .noteRangeMin: return "\(MIDINote(request.noteRangeMin).name) (\(request.noteRangeMin))"
        case .noteRangeMax: return "\(MIDINote(request.noteRangeMax).name) (\(request.noteRangeMax))"
        case .noteDuration: return String(format: "%.1f s", request.noteDuration)
        case .noteGap: return String(format: "%.1f s", request.noteGap)
        case .referencePitch: return String(format: "%.0f Hz", request.referencePitch)
        case .naturalVsMechanical: return String(format: "%.2f", request.naturalVsMechanical)
        case .varyLoudness: return String(format: "%.2f (±%.1f dB)", request.varyLoudness, request.varyLoudness * 10)
        case .soundSource:
            guard let source = request.soundSource else {
                let name = form.sounds.first { $0.source == form.defaultSound }?.name ?? form.defaultSound.description
                return "\(name) (default)"
            }
            return form.sounds.first { $0.source == source }?.name ?? source.description
        case .intervals:
            return request.intervals.map { $0.interval == .unison ? "P1" : "\($0.interval.shortName)\($0.direction == .up ? "↑" : "↓")" }
                .joined(separator: " ")
        case .tuningSystem: return strings.tuningSystem(request.tuningSystem.rawValue)
        }
    }

    func range(_ field: SettingsForm.Field, _ strings: Strings) -> String {
        let request = form.request
        switch field {
        case .noteRangeMin: return "\(MIDINote(SettingsLimits.lowestNote).name) … \(MIDINote(request.noteRangeMax - 12).name)"
        case .noteRangeMax: return "\(MIDINote(request.noteRangeMin + 12).name) … \(MIDINote(SettingsLimits.highestNote).name)"
        case .noteDuration: return "0.3 … 3.0 s"
        case .noteGap: return "0 … 5 s"
        case .referencePitch: return "380 … 500 Hz"
        case .naturalVsMechanical, .varyLoudness: return "0 … 1"
        case .soundSource:
            let index = form.sounds.firstIndex { $0.source == form.request.soundSource }
            return "\(index.map { "\($0 + 1)" } ?? "–") / \(form.sounds.count)"
        case .intervals: return "P1 … P8 ↑↓"
        case .tuningSystem: return ""
        }
    }
}
