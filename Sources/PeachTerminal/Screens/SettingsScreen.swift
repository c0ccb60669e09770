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

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        var head: [Line] = []
        if let configError {
            head += [Line("   " + strings.configBroken, .bad), Line("   " + configError, .bad), .blank]
        }
        // The value column is as wide as the longest value but the sound's, so none is cut or
        // run into its range; a SoundFont preset's long name pushes only its own row's range
        // further right, rather than every range off an 80-column window.
        let valueWidth = max(12, form.rows.filter { $0 != .field(.soundSource) }.map { value($0, strings).count }.max() ?? 12) + 2
        // With the interval list open only its own row stays above it: the other settings
        // cannot be changed from the list, and all of them with the list would not fit 32 rows.
        let fields = form.intervalCursor == nil ? form.rows : [form.listRow]
        let fieldLines = fields.map { field in
            let isSelected = field == form.selected && form.intervalCursor == nil
            return Line([
                Span(isSelected ? " ▶ " : "   "),
                Span(Layout.pad(label(field, strings), 26), isSelected ? .inverse : .plain),
                Span("  " + fitted(value(field, strings), width: valueWidth, room: size.columns - 1 - 3 - 26 - 2 - 2 - range(field, strings).count), .bold),
                Span(range(field, strings), .dim),
            ])
        }
        let explanation = Layout.paragraph(explanation(form.selected, strings), .dim, columns: size.columns)
        var tail: [Line] = [.blank]
        if let message { tail += Layout.paragraph(message, .close, columns: size.columns) }
        tail.append(Line("   \(configPath)", .dim))
        let keys: [String]
        if form.intervalCursor != nil {
            keys = [strings.keyMoveInList, strings.keyToggle, strings.keyCloseList, strings.keyHelp, strings.keyQuit]
        } else {
            // Enter opens a list on a field that has one, and steps the value on any other.
            let enter = form.hasList(form.selected) ? strings.keyOpenList : strings.keyNextValue
            keys = [strings.keySelect, strings.keyChange, strings.keyPreview, enter, strings.keyHelp, strings.keyBack, strings.keyQuit]
        }
        // On a small window the rows around the selected one, marked where more lie, so that
        // its explanation and the saved line stay in view.
        let rows = Layout.bodyRows(keys: keys, status: status.lines(strings, columns: size.columns).count, size: size)
        let selectedRow = fields.firstIndex(of: form.selected) ?? 0
        head += Layout.window(fieldLines, around: selectedRow, rows: max(3, rows - head.count - explanation.count - tail.count), indent: "   ", strings: strings)
        head += explanation
        var body = head
        if let cursor = form.intervalCursor, case let .choice(index) = form.listRow {
            let row = form.disciplineSettings[index]
            body += [.blank] + Layout.paragraph(row.listHint(strings), .dim, columns: size.columns) + [wordList(index, cursor: cursor, strings: strings)]
        } else if let cursor = form.intervalCursor {
            body += [.blank] + Layout.paragraph(strings.intervalsHint, .dim, columns: size.columns)
            // What the list may take so that the saved line and the file stay in view.
            let room = Layout.bodyRows(keys: keys, status: status.lines(strings, columns: size.columns).count, size: size)
                - body.count - tail.count
            body += intervalList(cursor: cursor, strings: strings, rows: room)
        }
        return Layout.frame(
            title: "Peach — \(strings.settings)", body: body + tail, keys: keys, status: status, strings: strings, size: size)
    }

    /// A discipline's list in a row, each word on or off, by its name on the screen: Fill the
    /// Gap's four steps are "[x] 1  [ ] e  [x] +  [x] a".
    func wordList(_ index: Int, cursor: Int, strings: Strings) -> Line {
        let row = form.disciplineSettings[index], chosen = form.words(index)
        var spans = [Span("     ")]
        for (place, word) in row.setting.choices.enumerated() {
            let on = chosen.contains(word)
            spans.append(Span(Layout.pad("[\(on ? "x" : " ")] \(row.choiceName(strings, word))", 8), place == cursor ? .inverse : on ? .bold : .plain))
            spans.append(Span("  "))
        }
        return Line(spans)
    }

    /// Unison alone, then each interval's up and down side by side. Where the window is too
    /// low for all of it, the rows around the cursor, with a mark where more lies: the
    /// cursor is never on a row out of sight.
    func intervalList(cursor: Int, strings: Strings, rows room: Int) -> [Line] {
        let all = SettingsForm.allIntervals
        var rows: [[Int]] = [[0]]
        rows += stride(from: 1, to: all.count, by: 2).map { [$0, $0 + 1] }
        let lines = rows.map { row in
            var spans: [Span] = [Span("     ")]
            for index in row {
                let interval = all[index]
                let on = form.request.intervals.contains(interval)
                let direction = interval.interval == .unison ? "" : " " + (interval.direction == .up ? strings.up : strings.down)
                let text = "[\(on ? "x" : " ")] \(interval.interval.shortName)\(direction)"
                spans.append(Span(Layout.pad(text, 14), index == cursor ? .inverse : on ? .bold : .plain))
                spans.append(Span("  "))
            }
            return Line(spans)
        }
        let cursorRow = rows.firstIndex { $0.contains(cursor) } ?? 0
        return Layout.window(lines, around: cursorRow, rows: room, indent: "     ", strings: strings)
    }

    /// A value in its column; one longer than the column (a preset's name) runs on, cut
    /// with "…" only where its range would leave the window.
    private func fitted(_ text: String, width: Int, room: Int) -> String {
        guard text.count + 2 > width else { return Layout.pad(text, width) }
        return (text.count <= room ? text : String(text.prefix(max(1, room - 1))) + "…") + "  "
    }

    /// A sound as the list names it; the sine in the screen's language.
    public func soundName(_ source: SoundSource, _ strings: Strings) -> String {
        if source == .sine { return strings.sine }
        return form.sounds.first { $0.source == source }?.name ?? source.description
    }

    /// The line under the list about the selected row.
    func explanation(_ row: SettingsForm.Row, _ strings: Strings) -> String {
        switch row {
        case let .field(field): strings.settingExplanation(field.key)
        case let .choice(index): form.disciplineSettings[index].explanation(strings)
        }
    }

    func label(_ row: SettingsForm.Row, _ strings: Strings) -> String {
        switch row {
        case let .field(field): label(field, strings)
        case let .choice(index): form.disciplineSettings[index].label(strings)
        }
    }

    func value(_ row: SettingsForm.Row, _ strings: Strings) -> String {
        switch row {
        case let .field(field): return value(field, strings)
        case let .choice(index):
            let row = form.disciplineSettings[index], name = row.choiceName(strings, form.choice(index))
            // Unset, a number that follows another setting is that setting's word's own: said so.
            guard case .wholeNumberFollowing = row.setting.kind, form.request.disciplineChoices[row.setting.key] == nil else { return name }
            return name + " (\(strings.defaultWord))"
        }
    }

    func range(_ row: SettingsForm.Row, _ strings: Strings) -> String {
        switch row {
        case let .field(field): return range(field, strings)
        case let .choice(index):
            let row = form.disciplineSettings[index]
            switch row.setting.kind {
            case let .words(choices):
                return strings.ofCount((choices.firstIndex(of: form.choice(index)) ?? 0) + 1, choices.count)
            case .wholeNumber, .wholeNumberFollowing:
                // The stops ←→ steps through, or the range in the row's words ("click 2 … click 4").
                guard let numbers = row.setting.wholeNumbers(in: form.request.disciplineChoices) else { return "" }
                if !numbers.stops.isEmpty { return numbers.stops.map(String.init).joined(separator: ", ") }
                let low = row.choiceName(strings, "\(numbers.range.lowerBound)"), high = row.choiceName(strings, "\(numbers.range.upperBound)")
                return numbers.range.count == 1 ? low : "\(low) … \(high)"
            case .number, .flag, .list:
                return row.rangeName(strings)
            }
        }
    }

    func label(_ field: SettingsForm.Field, _ strings: Strings) -> String {
        switch field {
        case .noteRangeMin: strings.lowestNote
        case .noteRangeMax: strings.highestNote
        case .noteDuration: strings.noteDuration
        case .referencePitch: strings.referencePitch
        case .naturalVsMechanical: strings.naturalVsMechanical
        case .soundSource: strings.sound
        case .intervals: strings.intervals.prefix(1).uppercased() + strings.intervals.dropFirst()
        case .tuningSystem: strings.tuningSystemLabel
        case .feedbackDuration: strings.feedbackDurationLabel
        case .tempo: strings.tempo + " (" + strings.rhythm + ")"
        case .voiceLowest: strings.voiceLowestLabel
        case .voiceHighest: strings.voiceHighestLabel
        case .extraLatencyMs: strings.extraLatencyLabel
        }
    }

    func value(_ field: SettingsForm.Field, _ strings: Strings) -> String {
        let request = form.request
        switch field {
        case .noteRangeMin: return "\(strings.noteName(MIDINote(request.noteRangeMin))) (\(request.noteRangeMin))"
        case .noteRangeMax: return "\(strings.noteName(MIDINote(request.noteRangeMax))) (\(request.noteRangeMax))"
        case .noteDuration: return strings.number(request.noteDuration) + " s"
        case .referencePitch: return strings.number(request.referencePitch, decimals: 0) + " Hz"
        case .naturalVsMechanical: return strings.number(request.naturalVsMechanical, decimals: 2)
        case .soundSource:
            guard let source = request.soundSource else { return "\(soundName(form.defaultSound, strings)) (\(strings.defaultWord))" }
            return soundName(source, strings)
        case .intervals:
            return request.intervals.map { $0.interval == .unison ? "P1" : "\($0.interval.shortName)\($0.direction == .up ? "↑" : "↓")" }
                .joined(separator: " ")
        case .tuningSystem: return strings.tuningSystem(request.tuningSystem.rawValue)
        case .feedbackDuration: return strings.number(request.feedbackDuration) + " s"
        case .tempo: return "\(request.tempo) BPM"
        case .extraLatencyMs: return strings.number(request.extraLatencyMs).replacingOccurrences(of: "-", with: "−") + " ms"
        case .voiceLowest:
            return request.voiceLowest.map { "\(strings.noteName(MIDINote($0))) (\($0))" } ?? strings.asNoteRange
        case .voiceHighest:
            return request.voiceHighest.map { "\(strings.noteName(MIDINote($0))) (\($0))" } ?? strings.asNoteRange
        }
    }

    func range(_ field: SettingsForm.Field, _ strings: Strings) -> String {
        let request = form.request
        switch field {
        case .noteRangeMin: return "\(strings.noteName(MIDINote(SettingsLimits.lowestNote))) … \(strings.noteName(MIDINote(request.noteRangeMax - 12)))"
        case .noteRangeMax: return "\(strings.noteName(MIDINote(request.noteRangeMin + 12))) … \(strings.noteName(MIDINote(SettingsLimits.highestNote)))"
        case .noteDuration: return "\(strings.number(0.3)) … \(strings.number(3)) s"
        case .referencePitch: return "380 … 500 Hz"
        case .naturalVsMechanical: return "0 … 1"
        case .soundSource:
            // Which of how many: the default is counted where it stands in the list.
            let current = form.request.soundSource ?? form.defaultSound
            let index = form.sounds.firstIndex { $0.source == current }
            return index.map { strings.ofCount($0 + 1, form.sounds.count) } ?? strings.ofCount(nil, form.sounds.count)
        case .voiceLowest:
            return "\(strings.noteName(MIDINote(SettingsLimits.lowestNote))) … \(strings.noteName(MIDINote((request.voiceHighest ?? request.noteRangeMax) - 12)))"
        case .voiceHighest:
            return "\(strings.noteName(MIDINote((request.voiceLowest ?? request.noteRangeMin) + 12))) … \(strings.noteName(MIDINote(SettingsLimits.highestNote)))"
        case .intervals: return "P1 … P8 ↑↓"
        case .tuningSystem: return ""
        case .feedbackDuration: return "\(strings.number(0.4)) … \(strings.number(3)) s"
        case .tempo: return "40 … 200 BPM"
        case .extraLatencyMs: return "−50 … 200 ms"
        }
    }
}
