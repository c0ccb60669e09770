import Foundation
import PeachCore

/// The config file's training settings as the settings screen edits them: each change stays inside
/// its range and comes back as the config file's `key = value`, written at once, so the
/// very next trial obeys it.
public struct SettingsForm: Sendable {
    public enum Field: Int, CaseIterable, Sendable {
        case noteRangeMin, noteRangeMax, noteDuration, referencePitch
        case naturalVsMechanical, soundSource, intervals, tuningSystem, feedbackDuration
        case tempo, extraLatencyMs
        case voiceLowest, voiceHighest

        public var key: String {
            switch self {
            case .noteRangeMin: "noteRangeMin"
            case .noteRangeMax: "noteRangeMax"
            case .noteDuration: "noteDuration"
            case .referencePitch: "referencePitch"
            case .naturalVsMechanical: "naturalVsMechanical"
            case .soundSource: "soundSource"
            case .intervals: "intervals"
            case .tuningSystem: "tuningSystem"
            case .feedbackDuration: "feedbackDuration"
            case .tempo: "tempo"
            case .extraLatencyMs: "extraLatencyMs"
            case .voiceLowest: "voiceLowest"
            case .voiceHighest: "voiceHighest"
            }
        }
    }

    /// A row of the screen: one of Peach's own settings, or a discipline's (by its place
    /// in `disciplineSettings`).
    public enum Row: Hashable, Sendable {
        case field(Field)
        case choice(Int)
    }

    /// A sound the player can pick, with the name to show.
    public struct SoundChoice: Hashable, Sendable {
        public var source: SoundSource
        public var name: String
        public init(source: SoundSource, name: String) {
            self.source = source
            self.name = name
        }
    }

    /// Every directed interval, in the order the interval list shows them.
    public static let allIntervals: [DirectedInterval] = [.unison] + Interval.allCases.dropFirst().flatMap {
        [DirectedInterval($0, .up), DirectedInterval($0, .down)]
    }

    public private(set) var request: SettingsRequest
    public let sounds: [SoundChoice]
    /// What plays when the config names no sound (a piano when a SoundFont was found).
    public let defaultSound: SoundSource
    /// The registered disciplines' own settings, listed after Peach's.
    public let disciplineSettings: [DisciplineSettingRow]
    public var selected: Row = .field(.noteRangeMin)
    /// A list of toggles is open (the intervals', or a discipline's list), with its cursor.
    public var intervalCursor: Int?
    /// A whole number that follows another setting, by key, as last chosen (or read), before
    /// a word without it clamped it (the click Compare Timing moves, through its patterns).
    public var chosenNumbers: [String: Int] = [:]
    /// Which row's list is open: Enter opens the selected row's, where it has one.
    public var listRow: Row = .field(.intervals)

    /// Whether `row`'s value is a set of toggles, chosen in a list: the intervals, or a
    /// discipline's list (Fill the Gap's gap positions).
    public func hasList(_ row: Row) -> Bool {
        switch row {
        case let .field(field): field == .intervals
        case let .choice(index): if case .list = disciplineSettings[index].setting.kind { true } else { false }
        }
    }

    /// The open list is one row of toggles (a discipline's words), not the intervals' grid.
    public var listIsRow: Bool { listRow != .field(.intervals) }

    /// How many toggles the open list has.
    public var listCount: Int {
        guard case let .choice(index) = listRow else { return Self.allIntervals.count }
        return disciplineSettings[index].setting.choices.count
    }

    /// Opens the selected row's list; false for a row without one.
    public mutating func openList() -> Bool {
        guard hasList(selected) else { return false }
        listRow = selected
        intervalCursor = 0
        return true
    }

    /// Space in the open list: the interval's toggle, or the word's.
    public mutating func toggleInList() -> (key: String, value: String)? {
        listIsRow ? toggleWord() : toggleInterval()
    }

    /// The words a discipline's list holds now.
    public func words(_ index: Int) -> [String] { DisciplineSetting.words(choice(index)) }

    /// Space in a discipline's list: the word under the cursor on or off; the last one stays on.
    public mutating func toggleWord() -> (key: String, value: String)? {
        guard let cursor = intervalCursor, case let .choice(index) = listRow else { return nil }
        let setting = disciplineSettings[index].setting, all = setting.choices
        guard all.indices.contains(cursor) else { return nil }
        var chosen = words(index)
        if let at = chosen.firstIndex(of: all[cursor]) {
            guard chosen.count > 1 else { return nil }
            chosen.remove(at: at)
        } else {
            chosen.append(all[cursor])
        }
        request.disciplineChoices[setting.key] = DisciplineSetting.listText(all.filter(chosen.contains))
        return (setting.key, tomlValue(listRow))
    }

    public init(request: SettingsRequest, sounds: [SoundChoice], defaultSound: SoundSource = .sine, disciplineSettings: [DisciplineSettingRow] = []) {
        // Shown as they apply: an out-of-range file value appears clamped.
        var resolved = request
        let settings = request.resolved().settings
        resolved.noteRangeMin = settings.noteRange.lowest.rawValue
        resolved.noteRangeMax = settings.noteRange.highest.rawValue
        resolved.noteDuration = settings.noteDuration
        resolved.referencePitch = settings.referencePitch.hertz
        resolved.naturalVsMechanical = settings.naturalVsMechanical
        resolved.intervals = settings.intervals
        resolved.feedbackDuration = settings.feedbackDuration
        resolved.tempo = settings.tempo.bpm
        resolved.extraLatencyMs = settings.extraLatencyMs
        resolved.disciplineChoices = settings.disciplineChoices
        resolved.voiceLowest = settings.voiceRange?.lowest.rawValue
        resolved.voiceHighest = settings.voiceRange?.highest.rawValue
        self.request = resolved
        for row in disciplineSettings {
            // As the file says it: a click the file's pattern lacks comes back with a pattern that has it.
            if case .wholeNumberFollowing = row.setting.kind, let value = request.disciplineChoices[row.setting.key].flatMap({ Int($0) }) {
                chosenNumbers[row.setting.key] = value
            }
        }
        self.sounds = sounds
        self.defaultSound = defaultSound
        self.disciplineSettings = disciplineSettings
    }

    /// Every row, in the screen's order: Peach's settings, then the disciplines'.
    public var rows: [Row] { Field.allCases.map(Row.field) + disciplineSettings.indices.map(Row.choice) }

    /// The row `steps` rows from the selected one, round the list.
    public mutating func select(movedBy steps: Int) {
        let rows = rows
        let index = rows.firstIndex(of: selected) ?? 0
        selected = rows[((index + steps) % rows.count + rows.count) % rows.count]
    }

    /// The row's key in the config file.
    public func key(_ row: Row) -> String {
        switch row {
        case let .field(field): field.key
        case let .choice(index): disciplineSettings[index].setting.key
        }
    }

    /// A discipline's setting as it applies: the file's word, or its default.
    public func choice(_ index: Int) -> String {
        disciplineSettings[index].setting.value(in: request.disciplineChoices)
    }

    /// Moves the selected setting by `steps` (coarse: an octave, 10 Hz, 0.5 s …). Returns
    /// the config line to write, or nil when nothing changed (already at the limit).
    public mutating func adjust(by steps: Int, coarse: Bool = false) -> (key: String, value: String)? {
        let before = request
        let direction = Double(steps)
        let field: Field
        switch selected {
        case let .choice(index):
            let setting = disciplineSettings[index].setting, was = choice(index)
            switch setting.kind {
            case let .words(choices):
                let current = choices.firstIndex(of: choice(index)) ?? 0
                request.disciplineChoices[setting.key] = choices[((current + steps) % choices.count + choices.count) % choices.count]
            case let .number(range, _, step, coarseStep):
                let value = Double(choice(index)) ?? range.lowerBound
                request.disciplineChoices[setting.key] = DisciplineSetting.text(Self.step(value, by: direction * (coarse ? coarseStep : step), in: range))
            case .flag:
                request.disciplineChoices[setting.key] = choice(index) == "true" ? "false" : "true"
            case let .list(all, _):
                let choices = Self.subsets(of: all), current = choices.firstIndex(of: words(index)) ?? 0
                request.disciplineChoices[setting.key] = DisciplineSetting.listText(choices[((current + steps) % choices.count + choices.count) % choices.count])
            case .wholeNumber, .wholeNumberFollowing:
                guard let numbers = setting.wholeNumbers(in: request.disciplineChoices) else { return nil }
                let value = numbers.stepped(Int(choice(index)) ?? numbers.defaultValue, by: steps)
                request.disciplineChoices[setting.key] = "\(value)"
                chosenNumbers[setting.key] = value
            }
            // What follows this setting, where set: from the value last chosen, into the range
            // the new word gives it (as the config's clamping does), so that browsing the
            // patterns narrows nothing for good.
            for follower in setting.followers(among: disciplineSettings.map(\.setting)) where request.disciplineChoices[follower.key] != nil {
                if let chosen = chosenNumbers[follower.key], let numbers = follower.wholeNumbers(in: request.disciplineChoices) {
                    request.disciplineChoices[follower.key] = "\(min(max(chosen, numbers.range.lowerBound), numbers.range.upperBound))"
                }
            }
            // At the end of its range nothing moves (a default written out is no change).
            return choice(index) == was ? nil : (key(selected), tomlValue(selected))
        case let .field(selectedField): field = selectedField
        }
        switch field {
        case .noteRangeMin:
            request.noteRangeMin = min(max(request.noteRangeMin + steps * (coarse ? 12 : 1), SettingsLimits.lowestNote), request.noteRangeMax - SettingsLimits.minimumSpan)
        case .noteRangeMax:
            request.noteRangeMax = max(min(request.noteRangeMax + steps * (coarse ? 12 : 1), SettingsLimits.highestNote), request.noteRangeMin + SettingsLimits.minimumSpan)
        case .noteDuration:
            request.noteDuration = Self.step(request.noteDuration, by: direction * (coarse ? 0.5 : 0.1), in: SettingsLimits.noteDuration)
        case .referencePitch:
            request.referencePitch = Self.step(request.referencePitch, by: direction * (coarse ? 10 : 1), in: SettingsLimits.referencePitch)
        case .naturalVsMechanical:
            request.naturalVsMechanical = Self.step(request.naturalVsMechanical, by: direction * (coarse ? 0.25 : 0.05), in: SettingsLimits.unitInterval)
        case .soundSource:
            guard !sounds.isEmpty else { return nil }
            // From the sound that plays: with none in the file, the default (the piano), so
            // that ← gives the sound before it rather than the end of the list.
            let current = request.soundSource ?? defaultSound
            let index = sounds.firstIndex { $0.source == current } ?? -1
            let next = index < 0 ? (steps > 0 ? 0 : sounds.count - 1) : (index + steps % sounds.count + sounds.count) % sounds.count
            request.soundSource = sounds[next].source
        case .intervals:
            return nil
        case .tuningSystem:
            request.tuningSystem = request.tuningSystem == .equalTemperament ? .justIntonation : .equalTemperament
        case .feedbackDuration:
            request.feedbackDuration = Self.step(request.feedbackDuration, by: direction * (coarse ? 0.5 : 0.1), in: SettingsLimits.feedbackDuration)
        case .tempo:
            request.tempo = min(max(request.tempo + steps * (coarse ? 10 : 1), SettingsLimits.tempo.lowerBound), SettingsLimits.tempo.upperBound)
        case .extraLatencyMs:
            request.extraLatencyMs = Self.step(request.extraLatencyMs, by: direction * (coarse ? 10 : 0.5), in: SettingsLimits.extraLatencyMs)
        case .voiceLowest, .voiceHighest:
            // Unset, the voice's range is the note range: the first step starts from there.
            var low = request.voiceLowest ?? request.noteRangeMin, high = request.voiceHighest ?? request.noteRangeMax
            if field == .voiceLowest {
                low = min(max(low + steps * (coarse ? 12 : 1), SettingsLimits.lowestNote), high - SettingsLimits.minimumSpan)
            } else {
                high = max(min(high + steps * (coarse ? 12 : 1), SettingsLimits.highestNote), low + SettingsLimits.minimumSpan)
            }
            request.voiceLowest = low
            request.voiceHighest = high
        }
        return request == before ? nil : (field.key, tomlValue(field))
    }

    /// Space in the interval list: turns the interval under the cursor on or off; the last
    /// one stays on.
    public mutating func toggleInterval() -> (key: String, value: String)? {
        guard let cursor = intervalCursor else { return nil }
        let interval = Self.allIntervals[cursor]
        if let index = request.intervals.firstIndex(of: interval) {
            guard request.intervals.count > 1 else { return nil }
            request.intervals.remove(at: index)
        } else {
            request.intervals.append(interval)
            request.intervals.sort { Self.allIntervals.firstIndex(of: $0)! < Self.allIntervals.firstIndex(of: $1)! }
        }
        return (Field.intervals.key, tomlValue(.intervals))
    }

    /// The row's value as the config file spells it.
    public func tomlValue(_ row: Row) -> String {
        switch row {
        case let .field(field): tomlValue(field)
        case let .choice(index):
            // A word is quoted, a list is a list of them; a number and a flag are written bare.
            switch disciplineSettings[index].setting.kind {
            case .words: "\"\(choice(index))\""
            case .list: "[" + DisciplineSetting.quoted(words(index)) + "]"
            case .number, .flag, .wholeNumber, .wholeNumberFollowing: choice(index)
            }
        }
    }

    /// The value as the config file spells it.
    public func tomlValue(_ field: Field) -> String {
        switch field {
        case .noteRangeMin: "\(request.noteRangeMin)"
        case .noteRangeMax: "\(request.noteRangeMax)"
        case .noteDuration: Self.decimal(request.noteDuration)
        case .referencePitch: Self.decimal(request.referencePitch)
        case .naturalVsMechanical: Self.decimal(request.naturalVsMechanical)
        case .soundSource: "\"\(request.soundSource?.description ?? "sine")\""
        case .intervals: "[" + request.intervals.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case .tuningSystem: "\"\(request.tuningSystem.rawValue)\""
        case .feedbackDuration: Self.decimal(request.feedbackDuration)
        case .tempo: "\(request.tempo)"
        case .extraLatencyMs: Self.decimal(request.extraLatencyMs)
        case .voiceLowest: request.voiceLowest.map { "\($0)" } ?? "\(request.noteRangeMin)"
        case .voiceHighest: request.voiceHighest.map { "\($0)" } ?? "\(request.noteRangeMax)"
        }
    }

    /// What must be written with a change of `key`: a voice range is set by both ends, so
    /// the first change of one writes the other too; a setting that follows another, set for
    /// its last word, follows the new one (Compare Timing's moved click, its pattern).
    public func alsoWritten(with key: String) -> [(key: String, value: String)] {
        switch key {
        case Field.voiceLowest.key: return [(Field.voiceHighest.key, tomlValue(.voiceHighest))]
        case Field.voiceHighest.key: return [(Field.voiceLowest.key, tomlValue(.voiceLowest))]
        default:
            let settings = disciplineSettings.map(\.setting)
            guard let setting = settings.first(where: { $0.key == key }) else { return [] }
            return setting.followers(among: settings).compactMap { follower in
                guard request.disciplineChoices[follower.key] != nil, let index = settings.firstIndex(of: follower) else { return nil }
                return (follower.key, tomlValue(.choice(index)))
            }
        }
    }

    /// Every non-empty choice of a list's words, in the order ←→ steps through them: all of
    /// them, each alone, then the pairs, the threes … (Fill the Gap's four steps: 15 choices).
    static func subsets(of words: [String]) -> [[String]] {
        let masks = (1..<(1 << words.count)).map { mask in words.indices.filter { mask & (1 << $0) != 0 } }
        let all = masks.filter { $0.count == words.count }
        let rest = masks.filter { $0.count < words.count }.sorted { left, right in
            left.count != right.count ? left.count < right.count : left.lexicographicallyPrecedes(right)
        }
        return (all + rest).map { $0.map { words[$0] } }
    }

    /// Steps stay on the step's grid (no 0.30000000000000004 in the file).
    static func step(_ value: Double, by amount: Double, in range: ClosedRange<Double>) -> Double {
        let stepped = ((value + amount) * 100).rounded() / 100
        return min(max(stepped, range.lowerBound), range.upperBound)
    }

    static func decimal(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") && !text.hasSuffix(".0") { text.removeLast() }
        return text
    }
}
