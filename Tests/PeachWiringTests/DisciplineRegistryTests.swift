import Foundation
import PeachApp
import PeachConfig
import PeachCore
import PeachReport
import PeachTerminal
import Synchronization
import Testing
@testable import PeachStore
@testable import PeachWiring

/// The registry as a new discipline meets it: Count In (its own folder, `CountIn/`) is
/// registered there and nowhere else, and the commands on Peach's files, the profile, the
/// report, the backup and the start screen take it in. Real SQLite files, no JACK.
@Suite("The registry of disciplines")
final class DisciplineRegistryTests {
    /// What a command said on standard output and standard error.
    final class CapturedConsole: Console, Sendable {
        let printed = Mutex<[String]>([])
        let told = Mutex<[String]>([])
        func print(_ line: String) throws(CommandFailure) { printed.withLock { $0.append(line) } }
        func tell(_ message: String) { told.withLock { $0.append(message) } }
        func progress(_ what: String, _ done: Int, _ total: Int) {}
        var canAsk: Bool { false }
        func ask(_ question: String) -> String? { nil }
    }

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peach-registry-\(UUID().uuidString)").path
    init() throws { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(atPath: folder) }

    static let registry = DisciplineRegistry.peach.adding(
        DisciplineRegistration(CountIn(), records: [.countIns], profileJSON: CountInJSON(), profileHTML: CountInHTML()))

    /// Peach's files with Count In registered, an empty config file, and what the commands say.
    func files(_ database: String) throws -> (PeachFiles, CapturedConsole) {
        let config = folder + "/config.toml"
        try "".write(toFile: config, atomically: true, encoding: .utf8)
        let console = CapturedConsole()
        return (PeachFiles(configPath: config, databasePath: folder + "/" + database, registry: Self.registry, console: console), console)
    }

    static func profile(_ console: CapturedConsole) throws -> [String: Any] {
        let text = try #require(console.printed.withLock { $0.last })
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("Peach's registry: its disciplines in the start screen's order, each with its own profile part and sections, every command's mode registered")
    func peach() {
        let registry = DisciplineRegistry.peach
        #expect(registry.disciplines.map(\.mode) == [.compare, .match, .timing, .fill, .rhythmBack, .sing, .echo, .chords])
        #expect(registry.profileParts.map(ObjectIdentifier.init) == [ComparisonProfile.self, TuneAndMatchProfile.self, CompareTimingProfile.self, FillTheGapProfile.self, RhythmBackProfile.self, SingAndMatchProfile.self, PlayItBackProfile.self, ChordsProfile.self].map(ObjectIdentifier.init))
        #expect(registry.storedKinds.kinds == [.comparison, .pitchMatching, .timingComparison, .gapFill, .phrase, .progression, .rhythmCall])
        // Each migration once: GRDB stops at a name registered twice.
        let migrations = registry.adding(DisciplineRegistration(CountIn(), records: [.countIns], profileJSON: CountInJSON(), profileHTML: CountInHTML()))
            .storedKinds.all.flatMap { $0.migrations.map(\.identifier) }
        #expect(Set(migrations).count == migrations.count && Set(migrations).isDisjoint(with: Schema.migrator.migrations))
        #expect(registry.profileJSON.map { "\(type(of: $0))" } == ["ComparisonJSON", "MatchingJSON", "CompareTimingJSON", "FillTheGapJSON", "RhythmBackJSON", "SungMatchingJSON", "PlayItBackJSON", "ChordsJSON"])
        #expect(registry.profileHTML.map { "\(type(of: $0))" } == ["ComparisonHTML", "MatchingHTML", "CompareTimingHTML", "FillTheGapHTML", "RhythmBackHTML", "SungMatchingHTML", "PlayItBackHTML", "ChordsHTML"])
        // The disciplines' own settings: each row's setting the core's, no key Peach's own or another's.
        #expect(PlayItBack().ownSettings.map(\.setting) == PlayItBackSettings.all)
        #expect(SingAndMatch().ownSettings.map(\.setting) == SingAndMatchSettings.all)
        let keys = registry.adding(DisciplineRegistration(CountIn(), records: [.countIns], profileJSON: CountInJSON(), profileHTML: CountInHTML()))
            .ownSettings.map(\.key)
        #expect(Set(keys).count == keys.count && Set(keys).isDisjoint(with: SettingsForm.Field.allCases.map(\.key)), "\(keys)")
    }

    @Test("a discipline registered only in the registry is stored, counted, rebuilt into the profile, in profile --json and the report, backed up and restored, and on the start screen")
    func registeredAlone() async throws {
        let (files, console) = try files("records.sqlite")
        let start = Date(timeIntervalSince1970: 1_767_600_000)
        let countIns = [
            CountInRecord(tempo: 90, beatsInTime: 4, timestamp: start),
            CountInRecord(tempo: 90, beatsInTime: 3, timestamp: start + 60),
            CountInRecord(tempo: 120, beatsInTime: 2, timestamp: start + 120),
        ]
        let comparison = ComparisonRecord(
            referenceNote: MIDINote(60), targetNote: MIDINote(60), centOffset: 20, isCorrect: true, interval: .unison,
            tuningSystem: .equalTemperament, timestamp: start + 30)

        // Stored as training stores it: through the recorder, in its own table, made by its
        // own migration; counted beside Peach's kinds.
        do {
            let store = try files.records.openStore(.write)
            defer { store.close() }
            let recorder = StoreRecorder(store: store)
            for record in countIns { try await recorder.record(record) }
            try await recorder.record(comparison)
            let counts = try store.counts()
            #expect(counts[CountInRecord.kind] == 3 && counts[.comparison] == 1)
            #expect(counts.words == "1 comparison, 0 matches and 3 count-ins")
            let stored: [CountInRecord] = try store.records()
            #expect(stored == countIns)
        }

        // The profile for scripts: its key beside Peach's, rebuilt from the records.
        try files.printProfile()
        let profile = try Self.profile(console)
        let countIn = try #require(profile["countIn"] as? [String: Any])
        #expect(countIn["trials"] as? Int == 3 && countIn["meanBeatsInTime"] as? Double == 3)
        #expect((profile["overall"] as? [String: Any])?["answers"] as? Int == 1)

        // The report: its section and its count in the first line.
        let page = folder + "/report.html"
        try files.writeReport(to: page)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<h2>Count In</h2>\n<p>3.0 of 4 beats in time, over 3 count-ins.</p>"))
        #expect(html.contains(", 1 comparison, 0 matches, 3 count-ins."))

        // Backed up and restored into another database: every record, the same profile.
        let backup = folder + "/records.backup"
        try files.backup(to: backup)
        let (restoredFiles, restoredConsole) = try self.files("restored.sqlite")
        try restoredFiles.restore(backup, replacing: false, confirmed: true)
        try restoredFiles.printProfile()
        #expect(try Self.profile(restoredConsole)["countIn"] as? NSDictionary == countIn as NSDictionary)
        let restored = try restoredFiles.records.openStore(.read)
        defer { restored.close() }
        let back: [CountInRecord] = try restored.records()
        #expect(back == countIns)

        // Format 3 has no place for it, and says so.
        try files.export(to: folder + "/records.csv", format: 3)
        #expect(console.told.withLock { $0 }.contains("left out 3 count-ins: format 3 has no columns for them (peach backup keeps them)"), "\(console.told.withLock { $0 })")

        // The start screen offers it, in its group, from the registry's disciplines.
        let disciplines = Disciplines(Self.registry.disciplines)
        let status = StatusLine(client: "peach", jackRunning: true, sampleRate: 48000, bufferSize: 256, xruns: 0, midiSources: [])
        let startScreen = StartScreen(menu: disciplines.menu).frame(
            status: status,
            strings: Strings(language: .english), size: FullScreenTerminal.Size(columns: 80, rows: 24))
        #expect(startScreen.lines.map(\.text).contains { $0.contains("Count In — rhythm") })
        #expect(disciplines.opened(by: MenuItem("countIn"))?.discipline.mode == .countIn)
        #expect(disciplines.named(.countIn) != nil)

        // Its keys and its help on its screen, beside the keys every training screen shares.
        let kind = ScreenKind.training(CountInScreen().keys)
        #expect(KeyMap.command(for: .character("t"), on: kind, menu: disciplines.menu) == .tap)
        #expect(KeyMap.command(for: .character("s"), on: kind, menu: disciplines.menu) == .toggleTraining)
        #expect(KeyMap.command(for: .escape, on: kind, menu: disciplines.menu) == .back)
        #expect(Strings(language: .german).helpTitle(kind.helpTopic(disciplines)) == "Hilfe — Einzählen")
        // Its lines in the start screen's help and the profile's, after Peach's disciplines'; its entry's key counted.
        let inEnglish = Strings(language: .english)
        let startHelp = inEnglish.help(ScreenKind.start.helpTopic(disciplines))
        #expect(startHelp.last == "Count In: tap along with a count-in." && startHelp.contains { $0.contains("1–9, 0, a–d open directly") }, "\(startHelp)")
        let profileHelp = inEnglish.help(ScreenKind.profile.helpTopic(disciplines))
        #expect(profileHelp.dropLast().last == "Count In: how many of its four beats you tapped in time.", "\(profileHelp)")

        // Its rows on the profile screen, after Peach's sections, from the rebuilt profile.
        let reading = try files.records.openStore(.read)
        var rebuild = TrainingHistory.Rebuild(parts: Self.registry.profileParts)
        try reading.forEachRecord(progress: { _, _ in }) { rebuild.add($0) }
        reading.close()
        let range = NoteRange(lowest: MIDINote(36), highest: MIDINote(84))
        let view = ProfileView(snapshot: ProfileSnapshot(range: range, sections: rebuild.sections(range: range)), sections: disciplines.profileSections)
        let size = FullScreenTerminal.Size(columns: 80, rows: 24), english = Strings(language: .english)
        let bottom = ProfileScreen(view: view).scrolled(.bottom, status: status, strings: english, size: size)
        let shown = ProfileScreen(view: bottom).frame(status: status, strings: english, size: size)
        #expect(shown.lines.map(\.text).contains { $0.contains("3.0 of 4 beats in time, over 3 count-ins") }, "\(shown.lines.map(\.text))")
    }

    @Test("a discipline's own setting, registered with it alone: read from [training] by every reading of the config file, a word it lacks refused at its line and column, a row of the settings screen written back")
    func ownSetting() async throws {
        let (files, _) = try files("records.sqlite")
        let path = try #require(files.configPath)
        try "[training]\ntempo = 90\ncountInBars = \"2\"\nphraseScale = \"minor\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(Self.registry.ownSettings.map(\.key) == ["noteGap", "varyLoudness", "timingPattern", "timingPosition", "timingRepetitions", "gapPositions", "rhythmLevel", "rhythmPulse", "rhythmTolerance", "rhythmHeadphones", "holdDuration", "octaveFree", "phraseScale", "phraseRhythm", "phraseKeyCue", "chordLevel", "chordKeyCue", "chordWindow", "chordJudging", "countInBars"])
        let warnings = Mutex<[String]>([])
        let configuration = try files.loadConfiguration { message in warnings.withLock { $0.append(message) } }
        #expect(warnings.withLock { $0 }.isEmpty)
        #expect(configuration.settings.choice(CountIn.bars) == "2" && configuration.settings.phraseScale == .naturalMinor)
        // The file as training reads it at every trial, and as the settings screen reads it.
        let perTrial = await ConfigFileSettings(path: path, onWarning: { _ in }, disciplineSettings: Self.registry.ownSettings).currentSettings()
        #expect(perTrial.choice(CountIn.bars) == "2")
        let (request, screenWarnings) = try files.settingsFile.read()
        #expect(screenWarnings.isEmpty && request.disciplineChoices["countInBars"] == "2")

        // On the settings screen after Peach's own rows: stepped, written, read back.
        var form = SettingsForm(request: request, sounds: [], disciplineSettings: Disciplines(Self.registry.disciplines).ownSettings)
        let row = try #require(form.rows.last)
        #expect(row == .choice(19))
        form.selected = row
        let shown = SettingsScreen(form: form, configPath: path).frame(
            status: StatusLine(client: "peach", jackRunning: true, sampleRate: 48000, bufferSize: 256, xruns: 0, midiSources: []), strings: Strings(language: .english), size: FullScreenTerminal.Size(columns: 80, rows: 32))
        let texts = shown.lines.map { $0.text }
        #expect(texts.contains { $0.contains("Bars (count in)") && $0.contains("2 bar(s)") }, "\(texts)")
        #expect(texts.contains { $0.contains("Count In: how many bars the count-in lasts.") }, "\(texts)")
        let adjusted = form.adjust(by: 1)
        let change = try #require(adjusted)
        #expect(change.key == "countInBars" && change.value == "\"4\"")
        try files.settingsFile.write(change.key, value: change.value)
        #expect(try files.loadConfiguration { _ in }.settings.choice(CountIn.bars) == "4")

        // A word it does not know: refused where it stands (exit 2), the file left as it was.
        try "[training]\n\ncountInBars = \"3\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        let failure = try #require(throws: CommandFailure.self) { try files.loadConfiguration { _ in } }
        #expect("\(failure)".contains("config.toml:3:1: countInBars: '3' is not one of Count In's choices (\"1\", \"2\", \"4\")"), "\(failure)")
        // Peach without Count In: the key is unknown, warned about and ignored.
        try "[training]\ncountInBars = \"2\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        let unknown = Mutex<[String]>([])
        _ = try PeachFiles(configPath: path, databasePath: folder + "/other.sqlite").loadConfiguration { message in unknown.withLock { $0.append(message) } }
        #expect(unknown.withLock { $0 }.contains { $0.contains("unknown key 'countInBars' in [training]") }, "\(unknown.withLock { $0 })")
    }

    @Test("a discipline's number and flag (Sing & Match's hold and any octave): read by every reading of the config file, a number outside its range clamped with a warning at its place, a string refused at its place, rows of the settings screen stepped and written bare; without the discipline's registration, unknown keys and no rows")
    func numberAndFlag() async throws {
        let (files, _) = try files("records.sqlite")
        let path = try #require(files.configPath)
        try "[training]\nholdDuration = 5\noctaveFree = true\n".write(toFile: path, atomically: true, encoding: .utf8)
        let warnings = Mutex<[String]>([])
        let configuration = try files.loadConfiguration { message in warnings.withLock { $0.append(message) } }
        #expect(configuration.settings.holdDuration == 3 && configuration.settings.octaveFree)
        #expect(warnings.withLock { $0 } == [path + ":2:1: holdDuration = 5.0 is outside 0.3 … 3.0; using 3.0"], "\(warnings.withLock { $0 })")
        let perTrial = await ConfigFileSettings(path: path, onWarning: { _ in }, disciplineSettings: Self.registry.ownSettings).currentSettings()
        #expect(perTrial.holdDuration == 3 && perTrial.octaveFree)

        // On the settings screen, as they apply (clamped): ←→ step the number, toggle the flag.
        let (request, _) = try files.settingsFile.read()
        var form = SettingsForm(request: request, sounds: [], disciplineSettings: Disciplines(Self.registry.disciplines).ownSettings)
        let hold = try #require(form.disciplineSettings.firstIndex { $0.setting.key == "holdDuration" })
        form.selected = .choice(hold)
        #expect(form.choice(hold) == "3.0")
        let atTop = form.adjust(by: 1)
        #expect(atTop == nil, "at the top of its range")
        let stepped = form.adjust(by: -1)
        let shorter = try #require(stepped)
        #expect(shorter.key == "holdDuration" && shorter.value == "2.9")
        form.select(movedBy: 1)
        let toggled = form.adjust(by: 1)
        let anyOctave = try #require(toggled)
        #expect(anyOctave.key == "octaveFree" && anyOctave.value == "false")
        let shown = SettingsScreen(form: form, configPath: path).frame(
            status: StatusLine(client: "peach", jackRunning: true, sampleRate: 48000, bufferSize: 256, xruns: 0, midiSources: []),
            strings: Strings(language: .english), size: FullScreenTerminal.Size(columns: 80, rows: 32)).lines.map(\.text)
        #expect(shown.contains { $0.contains("Hold (sing)") && $0.contains("2.9 s") && $0.contains("0.3 … 3.0 s") }, "\(shown)")
        #expect(shown.contains { $0.contains("Any octave (sing)") && $0.contains("no") }, "\(shown)")
        for change in [shorter, anyOctave] { try files.settingsFile.write(change.key, value: change.value) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "[training]\nholdDuration = 2.9\noctaveFree = false\n")
        let back = try files.loadConfiguration { _ in }.settings
        #expect(back.holdDuration == 2.9 && !back.octaveFree)

        // A string where a number belongs: refused where it stands.
        try "[training]\nholdDuration = \"long\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        let failure = try #require(throws: CommandFailure.self) { try files.loadConfiguration { _ in } }
        #expect("\(failure)".contains("config.toml:2:1: holdDuration: expected a number"), "\(failure)")

        // Peach without Sing & Match: its keys are unknown, warned about and ignored; no rows.
        let without = DisciplineRegistry(DisciplineRegistry.peach.registrations.filter { $0.discipline.mode != .sing })
        try "[training]\nholdDuration = 1.5\noctaveFree = true\n".write(toFile: path, atomically: true, encoding: .utf8)
        let unknown = Mutex<[String]>([])
        let plain = try PeachFiles(configPath: path, databasePath: folder + "/other.sqlite", registry: without).loadConfiguration { message in unknown.withLock { $0.append(message) } }
        #expect(unknown.withLock { $0 }.filter { $0.contains("unknown key") }.count == 2, "\(unknown.withLock { $0 })")
        #expect(plain.settings.holdDuration == 0.7 && !plain.settings.octaveFree)
        #expect(!Disciplines(without.disciplines).ownSettings.contains { $0.setting.owner == "Sing & Match" })
    }

    @Test("a discipline's list (Fill the Gap's gap positions): read in the beat's order, each once; an empty list its default with a warning at its place; a word it lacks refused at its place; stepped on the settings screen through every choice of them, written as a list")
    func list() throws {
        let (files, _) = try files("records.sqlite")
        let path = try #require(files.configPath)
        try "[training]\ngapPositions = [\"a\", \"and\", \"a\"]\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try files.loadConfiguration { _ in }.settings.gapPositions == [.and, .a])
        try "[training]\ngapPositions = []\n".write(toFile: path, atomically: true, encoding: .utf8)
        let warnings = Mutex<[String]>([])
        let empty = try files.loadConfiguration { message in warnings.withLock { $0.append(message) } }
        #expect(empty.settings.gapPositions == StepPosition.allCases)
        #expect(warnings.withLock { $0 } == [path + ":2:1: gapPositions = [] names none (at least one is needed); using [\"beat\", \"e\", \"and\", \"a\"]"], "\(warnings.withLock { $0 })")
        try "[training]\ngapPositions = [\"and\", \"da\"]\n".write(toFile: path, atomically: true, encoding: .utf8)
        let failure = try #require(throws: CommandFailure.self) { try files.loadConfiguration { _ in } }
        #expect("\(failure)".contains("config.toml:2:1: gapPositions: 'da' is not one of Fill the Gap's choices (\"beat\", \"e\", \"and\", \"a\")"), "\(failure)")

        // ←→ on its row: all four, then each alone, the pairs, the threes; written as a list.
        var form = SettingsForm(request: SettingsRequest(), sounds: [], disciplineSettings: Disciplines(Self.registry.disciplines).ownSettings)
        let gaps = try #require(form.disciplineSettings.firstIndex { $0.setting.key == "gapPositions" })
        form.selected = .choice(gaps)
        var seen: [String] = []
        for _ in 0..<15 {
            let step = form.adjust(by: 1)
            seen.append(try #require(step).value)
        }
        #expect(seen.first == "[\"beat\"]" && seen[3] == "[\"a\"]" && seen[4] == "[\"beat\", \"e\"]" && seen.last == "[\"beat\", \"e\", \"and\", \"a\"]", "\(seen)")
        #expect(Set(seen).count == 15)
    }

    @Test("a database that holds a registered discipline's table is refused by a Peach without it, as a newer Peach's, and left as it was")
    func unknownDiscipline() throws {
        let (files, _) = try files("records.sqlite")
        let store = try files.records.openStore(.write)
        try store.insert(CountInRecord(tempo: 100, beatsInTime: 4, timestamp: Date(timeIntervalSince1970: 1_767_600_000)))
        store.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/records.sqlite"))
        #expect {
            try TrainingStore(path: self.folder + "/records.sqlite", kinds: DisciplineRegistry.peach.storedKinds)
        } throws: { error in
            guard case let .newerSchema(_, unknown)? = error as? StoreError else { return false }
            return unknown == ["count-in v1: count-in trials"]
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/records.sqlite")) == before)
    }

    @Test("a row of the exchange format that no registered discipline keeps is refused on its line; the others import, and export carries only the registered kinds")
    func unregisteredRows() throws {
        let store = try TrainingStore(path: folder + "/comparisons.sqlite", kinds: StoredKinds([.comparisons]))
        defer { store.close() }
        let text = [
            CSVFormat.versionLine(3), CSVFormat.header(3),
            "pitchDiscrimination,2026-03-03T14:30:00Z,60,C4,64,E4,M3,equalTemperament,15.5,true,,,,,,,,,",
            "pitchMatching,2026-03-03T14:30:01Z,60,C4,67,G4,P5,equalTemperament,,,25.0,3.2,,,,,,,",
        ].joined(separator: "\n")
        let summary = try store.importCSV(text, mode: .merge)
        #expect(summary.imported == 1)
        #expect(summary.rejected == [RejectedRow(line: 4, reason: "trainingType 'pitchMatching': no registered discipline keeps these records")])
        var exported = ""
        let count = try store.exportCSV(format: 3) { exported += $0 }
        #expect(count.written == 1 && exported.contains("pitchDiscrimination,2026-03-03T14:30:00Z"))
    }

    @Test("Hear & Compare's registration hands its sessions the store's chain memory: a run finds it among its services by its type, and it reads the stored chain")
    func chainMemoryThroughTheRegistration() async throws {
        let store = try TrainingStore(path: folder + "/chains.sqlite", kinds: DisciplineRegistry.peach.storedKinds)
        defer { store.close() }
        try store.insert(ComparisonRecord(
            referenceNote: MIDINote(60), targetNote: MIDINote(60), centOffset: Cents(42), isCorrect: true, interval: .unison,
            tuningSystem: .equalTemperament, timestamp: Date(timeIntervalSince1970: 1_767_600_000)))
        let own = DisciplineRegistry.peach.registrations.flatMap { $0.services(store) }
        let memory = try #require(own.lazy.compactMap { $0 as? any ChainHistory }.first, "no registration gives a chain memory: \(own)")
        let chain = try #require(await memory.chain(of: .unison))
        #expect(chain.last.comparison.centOffset == Cents(42))
        // The other disciplines register none.
        #expect(own.count == 1)
    }
}
