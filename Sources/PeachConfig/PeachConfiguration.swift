import Foundation
import PeachCore

/// Everything the config file can say, after validation.
public struct PeachConfiguration: Sendable {
    public var training = SettingsRequest()
    public var sound = Sound()
    public var jack = Jack()
    public var midi = MIDI()
    /// Not fatal: unknown keys, out-of-range values that were clamped.
    public var warnings: [String] = []
    /// Where each `[training]` key is set ("LINE:COLUMN"), so that a value clamped later
    /// is named with its place.
    public var trainingPlaces: [String: String] = [:]
    /// Where `[jack]` sets `clientName`. The name is kept as written: JACK's rule for names
    /// belongs to the JACK client, which checks it and names this place when it refuses it.
    public var clientNamePlace: ConfigPlace?
    /// The warnings about the file itself (unknown keys, SoundFonts that are not there),
    /// without the clamped values, which the training settings report when they are read.
    public var fileWarnings: [String] = []

    public struct Sound: Sendable, Hashable {
        public var soundFonts: [String] = []
    }

    public struct Jack: Sendable, Hashable {
        public var clientName = "peach"
        public var destinations: [String] = []
        public var connect = true
        /// Sources for the input `in`; none by default.
        public var listen: [String] = []
        public var startServer = true
        public var serverCommand: [String] = []
    }

    public struct MIDI: Sendable, Hashable {
        public var sources: [String] = []
        public var alsaInputs = ["*"]
        /// How the MIDI side reads its sequencer inputs, in its own words: decoded there
        /// (nil: its default).
        public var rtmidiBackend: PlacedText?
        public var mapping = ControlMapping()
        public var feedbackOutput = false
        public var feedbackCorrectNote = 0
        public var feedbackWrongNote = 1
        public var feedbackDestinations: [String] = []
    }

    public init() {}

    /// The settings after clamping; the adjustments join the warnings.
    public var settings: TrainingSettings { training.resolved().settings }

    /// A clamped value as a warning: the file, the key's line and column, what was used.
    public func warning(_ adjustment: SettingsAdjustment, file: String) -> String {
        // A default that had to move (a range's other end) is set on no line.
        guard let place = trainingPlaces[adjustment.key] else { return "\(file): \(adjustment)" }
        return "\(file):\(place): \(adjustment)"
    }
}

/// A config file that cannot be used, and where.
public struct ConfigError: Error, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var key: String?
    public var message: String

    public var description: String {
        let place = line > 0 ? "\(file):\(line):\(column)" : file
        return "\(place): \(key.map { "\($0): " } ?? "")\(message)"
    }

    /// A value the file gives that an adapter refuses by its own rule (JACK's, for the
    /// client name): reported at the key's place, as the reader reports its own errors.
    public init(file: String, place: ConfigPlace?, key: String, message: String) {
        self.init(file: file, line: place?.line ?? 0, column: place?.column ?? 0, key: key, message: message)
    }

    init(file: String, line: Int, column: Int, key: String?, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.message = message
    }
}

/// Where the file sets a key.
public struct ConfigPlace: Sendable, Hashable {
    public var line: Int
    public var column: Int
}

extension PeachConfiguration {
    /// The default location: `$XDG_CONFIG_HOME/peach/config.toml`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        return base + "/peach/config.toml"
    }

    /// Reads `path`; a missing file gives the defaults (`mustExist` makes it an error).
    /// `disciplineSettings`: the `[training]` keys the registered disciplines own (every
    /// reading of a user's file passes the registry's; none, and those keys are unknown).
    public static func load(path: String, mustExist: Bool = false, disciplineSettings: [DisciplineSetting]) throws -> PeachConfiguration {
        guard FileManager.default.fileExists(atPath: path) else {
            // A named file that is not there is most often a typo, so it is not silently
            // replaced by the defaults; the message says how to start one.
            if mustExist {
                throw ConfigError(
                    file: path, line: 0, column: 0, key: nil,
                    message: "no such file (to start a new config there, create it empty — touch it — or copy the documented peach.toml from share/doc/peach)")
            }
            return PeachConfiguration()
        }
        do {
            return try parse(RegularFile.read(path), file: path, disciplineSettings: disciplineSettings)
        } catch let error as RegularFile.ReadError {
            throw ConfigError(file: path, line: 0, column: 0, key: nil, message: error.reason)
        }
    }

    /// The file's text for an edit, checked to be UTF-8 (with the place where it is not).
    public static func readText(_ path: String) throws -> String {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path)
        } catch {
            throw ConfigError(file: path, line: 0, column: 0, key: nil, message: error.reason)
        }
        if let invalid = TOMLDocument.firstInvalidUTF8(bytes) {
            let (line, column) = TOMLScanner.position(of: invalid, in: bytes)
            throw ConfigError(file: path, line: line, column: column, key: nil, message: "the file is not UTF-8 text (an invalid byte here); save it as UTF-8")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `disciplineSettings`: the `[training]` keys the registered disciplines own; without
    /// them those keys are unknown (warned about, and ignored).
    public static func parse(_ text: String, file: String, disciplineSettings: [DisciplineSetting] = []) throws -> PeachConfiguration {
        try parse(Array(text.utf8), file: file, disciplineSettings: disciplineSettings)
    }

    public static func parse(_ bytes: [UInt8], file: String, disciplineSettings: [DisciplineSetting] = []) throws -> PeachConfiguration {
        let document: TOMLDocument
        do {
            document = try TOMLDocument(parsing: bytes)
        } catch let error as TOMLSyntaxError {
            throw ConfigError(file: file, line: error.line, column: error.column, key: error.key, message: error.message)
        }
        var reader = ConfigReader(file: file, disciplineSettings: disciplineSettings)
        var configuration = PeachConfiguration()
        configuration.training.disciplineSettings = disciplineSettings
        for section in document.sections {
            for entry in section.entries {
                try reader.apply(entry, section: section.name, to: &configuration)
            }
        }
        for entry in document.section("training") { configuration.trainingPlaces[entry.key] = "\(entry.line):\(entry.column)" }
        configuration.fileWarnings = reader.warnings
        configuration.warnings = reader.warnings + configuration.training.resolved().adjustments.map { configuration.warning($0, file: file) }
        return configuration
    }
}

/// Typed reading of entries, with errors that name the file, place and key.
struct ConfigReader {
    let file: String
    /// The keys of `[training]` the registered disciplines own.
    let disciplineSettings: [DisciplineSetting]
    var warnings: [String] = []

    func fail(_ entry: TOMLEntry, _ message: String) -> ConfigError {
        ConfigError(file: file, line: entry.line, column: entry.column, key: entry.key, message: message)
    }

    /// An integer or a float; inf comes through to be clamped to the key's range, nan is
    /// no number at all.
    func number(_ entry: TOMLEntry) throws -> Double {
        switch entry.value {
        case let .integer(value): return Double(value)
        case let .float(value) where value.isNaN: throw fail(entry, "nan is not a number Peach can use here")
        case let .float(value): return value
        default: throw fail(entry, "expected a number, found \(entry.value.typeName)")
        }
    }

    func integer(_ entry: TOMLEntry) throws -> Int {
        guard case let .integer(value) = entry.value else { throw fail(entry, "expected a whole number, found \(entry.value.typeName)") }
        return value
    }

    func string(_ entry: TOMLEntry) throws -> String {
        guard case let .string(value) = entry.value else { throw fail(entry, "expected a string, found \(entry.value.typeName)") }
        return value
    }

    func boolean(_ entry: TOMLEntry) throws -> Bool {
        guard case let .boolean(value) = entry.value else { throw fail(entry, "expected true or false, found \(entry.value.typeName)") }
        return value
    }

    func strings(_ entry: TOMLEntry) throws -> [String] {
        guard case let .array(items) = entry.value else { throw fail(entry, "expected an array of strings, found \(entry.value.typeName)") }
        return try items.map {
            guard case let .string(value) = $0 else { throw fail(entry, "expected an array of strings") }
            return value
        }
    }

    func midiNote(_ entry: TOMLEntry) throws -> Int {
        let note = try integer(entry)
        guard (0...127).contains(note) else { throw fail(entry, "a MIDI note is 0 … 127, not \(note)") }
        return note
    }

    func channel(_ entry: TOMLEntry, _ value: Int) throws -> Int? {
        guard (0...16).contains(value) else { throw fail(entry, "channel must be 0 (any) or 1 … 16, not \(value)") }
        return value == 0 ? nil : value
    }

    /// `{ note = 62 }`, `{ note = 36, channel = 10 }`, `{ cc = 1 }`, `{ pitchBend = true }`.
    func source(_ entry: TOMLEntry) throws -> MIDISource {
        guard case let .table(fields) = entry.value else {
            throw fail(entry, "expected an inline table such as { note = 62 }, { cc = 1 } or { pitchBend = true }")
        }
        var channel: Int?
        var result: MIDISource?
        let controls = fields.filter { ["note", "cc", "pitchBend"].contains($0.key) }
        guard controls.count <= 1 else {
            throw fail(entry, "one control only: a note, a cc or pitchBend, not \(controls.map(\.key).joined(separator: " and "))")
        }
        for field in fields {
            switch field.key {
            case "note":
                let note = try integer(field)
                guard (0...127).contains(note) else { throw fail(entry, "note must be 0 … 127") }
                result = .note(note, channel: nil)
            case "cc":
                let number = try integer(field)
                guard (0...119).contains(number) else { throw fail(entry, "cc must be 0 … 119") }
                result = .controller(number, channel: nil)
            case "pitchBend":
                guard try boolean(field) else { throw fail(entry, "pitchBend can only be true") }
                result = .pitchBend(channel: nil)
            case "channel":
                channel = try self.channel(field, integer(field))
            default:
                throw fail(entry, "unknown field '\(Excerpt.of(field.key))' (use note, cc, pitchBend, channel)")
            }
        }
        switch result {
        case let .note(note, _)?: return .note(note, channel: channel)
        case let .controller(number, _)?: return .controller(number, channel: channel)
        case .pitchBend?: return .pitchBend(channel: channel)
        case nil: throw fail(entry, "needs note, cc or pitchBend")
        }
    }

    mutating func apply(_ entry: TOMLEntry, section: String, to configuration: inout PeachConfiguration) throws {
        switch (section, entry.key) {
        case ("training", "noteRangeMin"): configuration.training.noteRangeMin = try integer(entry)
        case ("training", "noteRangeMax"): configuration.training.noteRangeMax = try integer(entry)
        case ("training", "noteDuration"): configuration.training.noteDuration = try number(entry)
        case ("training", "referencePitch"): configuration.training.referencePitch = try number(entry)
        case ("training", "naturalVsMechanical"): configuration.training.naturalVsMechanical = try number(entry)
        case ("training", "kazezNarrowing"): configuration.training.kazezNarrowing = try number(entry)
        case ("training", "kazezWidening"): configuration.training.kazezWidening = try number(entry)
        case ("training", "feedbackDuration"): configuration.training.feedbackDuration = try number(entry)
        case ("training", "tempo"): configuration.training.tempo = try integer(entry)
        case ("training", "extraLatencyMs"): configuration.training.extraLatencyMs = try number(entry)
        case ("training", "voiceLowest"): configuration.training.voiceLowest = try integer(entry)
        case ("training", "voiceHighest"): configuration.training.voiceHighest = try integer(entry)
        case ("training", "soundSource"):
            let text = try string(entry)
            guard let source = SoundSource(text) else { throw fail(entry, "'\(Excerpt.of(text))' is not \"sine\" or \"sf2:<bank>:<program>\"") }
            configuration.training.soundSource = source
        case ("training", "tuningSystem"):
            let text = try string(entry)
            guard let system = TuningSystem(rawValue: text) else { throw fail(entry, "'\(Excerpt.of(text))' is not equalTemperament or justIntonation") }
            configuration.training.tuningSystem = system
        case ("training", "intervals"):
            configuration.training.intervals = try strings(entry).map { text in
                guard let interval = DirectedInterval(text) else { throw fail(entry, IntervalListError(item: text).description) }
                return interval
            }
        case ("sound", "soundFonts"):
            configuration.sound.soundFonts = try strings(entry)
            for path in configuration.sound.soundFonts where !FileManager.default.fileExists(atPath: (path as NSString).expandingTildeInPath) {
                warnings.append("\(file):\(entry.line):\(entry.column): soundFonts: \(path) does not exist; it is skipped")
            }
        case ("jack", "clientName"):
            configuration.jack.clientName = try string(entry)
            configuration.clientNamePlace = ConfigPlace(line: entry.line, column: entry.column)
        case ("jack", "destinations"): configuration.jack.destinations = try strings(entry)
        case ("jack", "connect"): configuration.jack.connect = try boolean(entry)
        case ("jack", "listen"): configuration.jack.listen = try strings(entry)
        case ("jack", "startServer"): configuration.jack.startServer = try boolean(entry)
        case ("jack", "serverCommand"): configuration.jack.serverCommand = try strings(entry)
        case ("midi", "sources"): configuration.midi.sources = try strings(entry)
        case ("midi", "alsaInputs"): configuration.midi.alsaInputs = try strings(entry)
        case ("midi", "rtmidiBackend"):
            configuration.midi.rtmidiBackend = try PlacedText(text: string(entry), file: file, line: entry.line, column: entry.column, key: entry.key)
        case ("midi", "splitNote"):
            let note = try integer(entry)
            guard (0...127).contains(note) else { throw fail(entry, "splitNote must be 0 … 127") }
            configuration.midi.mapping.splitNote = note
        case ("midi", "channel"): configuration.midi.mapping.channel = try channel(entry, integer(entry))
        case ("midi", "higher"): configuration.midi.mapping.higher = try source(entry)
        case ("midi", "lower"): configuration.midi.mapping.lower = try source(entry)
        case ("midi", "submit"): configuration.midi.mapping.submit = try source(entry)
        case ("midi", "startStop"): configuration.midi.mapping.startStop = try source(entry)
        case ("midi", "tuning"):
            let source = try source(entry)
            if case .note = source { throw fail(entry, "the tuning control is a cc or pitchBend, not a note") }
            configuration.midi.mapping.tuning = source
        case ("midi", "feedbackOutput"): configuration.midi.feedbackOutput = try boolean(entry)
        case ("midi", "feedbackCorrectNote"): configuration.midi.feedbackCorrectNote = try midiNote(entry)
        case ("midi", "feedbackWrongNote"): configuration.midi.feedbackWrongNote = try midiNote(entry)
        case ("midi", "feedbackDestinations"): configuration.midi.feedbackDestinations = try strings(entry)
        case ("training", _) where disciplineSettings.contains(where: { $0.key == entry.key }):
            try applyDisciplineSetting(entry, to: &configuration)
        default:
            let place = section.isEmpty ? "at the top" : "in [\(section)]"
            warnings.append("\(file):\(entry.line):\(entry.column): unknown key '\(Excerpt.of(entry.key))' \(place), ignored")
        }
    }
}

extension ConfigReader {
    /// A `[training]` key a discipline owns: one of its words, a number or a whole number
    /// (clamped into its range when the settings are resolved, with a warning), true or false,
    /// or a list of its words
    /// (an empty one replaced by its default when resolved, with a warning); else refused at
    /// its place.
    func applyDisciplineSetting(_ entry: TOMLEntry, to configuration: inout PeachConfiguration) throws {
        guard let setting = disciplineSettings.first(where: { $0.key == entry.key }) else { return }
        switch setting.kind {
        case .words:
            let text = try string(entry)
            guard let word = setting.word(for: text) else {
                throw fail(entry, "'\(Excerpt.of(text))' is not one of \(setting.owner)'s \(setting.valuesName) (\(setting.quotedChoices))")
            }
            configuration.training.disciplineChoices[entry.key] = word
        case .number:
            configuration.training.disciplineChoices[entry.key] = DisciplineSetting.text(try number(entry))
        case .flag:
            configuration.training.disciplineChoices[entry.key] = try boolean(entry) ? "true" : "false"
        case let .list(words, _):
            let given = try strings(entry)
            if let stranger = given.first(where: { !words.contains($0) }) {
                throw fail(entry, "'\(Excerpt.of(stranger))' is not one of \(setting.owner)'s \(setting.valuesName) (\(setting.quotedChoices))")
            }
            configuration.training.disciplineChoices[entry.key] = DisciplineSetting.listText(given)
        case .wholeNumber, .wholeNumberFollowing:
            configuration.training.disciplineChoices[entry.key] = "\(try integer(entry))"
        }
    }
}

extension MIDISource {
    /// The config file's spelling: `{ note = 62, channel = 10 }`.
    public var tomlValue: String {
        let channelPart = { (channel: Int?) in channel.map { ", channel = \($0)" } ?? "" }
        switch self {
        case let .note(note, channel): return "{ note = \(note)\(channelPart(channel)) }"
        case let .controller(number, channel): return "{ cc = \(number)\(channelPart(channel)) }"
        case let .pitchBend(channel): return "{ pitchBend = true\(channelPart(channel)) }"
        }
    }
}
