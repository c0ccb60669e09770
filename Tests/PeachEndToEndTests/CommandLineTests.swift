import Foundation
import PeachMeasurement
import Testing

/// The command line as a musician meets it: help that reads at 80 columns, options only
/// where they do something, a suggestion for a mistyped command, a question before records
/// are deleted, and exit statuses as the README's table lists them.
@Suite("The command line, end to end")
struct CommandLineTests {
    /// The statuses in the README's exit-status table, in its order.
    static func readmeStatuses() throws -> [Int32] {
        let readme = try String(contentsOfFile: repositoryFolder + "/README.md", encoding: .utf8)
        let table = readme.components(separatedBy: "**Exit statuses**")[1].split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        return table.compactMap { Int32($0.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) ?? "") }
    }

    @Test("--help lists each exit status on a line of its own at 80 columns, the same statuses as the README")
    func helpExitStatuses() async throws {
        let help = try await shell("COLUMNS=80 \"$PEACH\" --help")
        #expect(help.status == 0)
        let lines = help.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "Exit statuses:"), "\(help.output)")
        let block = lines[(start + 1)...].prefix { !$0.isEmpty }
        #expect(block.allSatisfy { $0.count <= 80 && $0.range(of: #"^  \d+ +\S"#, options: .regularExpression) != nil }, "\(block)")
        #expect(block.compactMap { Int32($0.split(separator: " ").first ?? "") } == (try Self.readmeStatuses()))
    }

    @Test("every command's --help reads well at 80 columns: no paragraph line wrapped into a stray fragment")
    func helpParagraphsWrapWell() async throws {
        for command in ["", "compare", "match", "timing", "fill", "calibrate", "range", "profile", "settings", "sound-check", "sounds", "devices",
                        "midi", "midi learn", "midi show", "export", "import", "backup", "restore", "reset", "report"] {
            let help = try await shell("COLUMNS=80 \"$PEACH\" \(command) --help")
            let lines = help.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let discussion = lines.prefix { !$0.hasPrefix("USAGE:") }.drop { !$0.isEmpty }
            // Paragraphs of prose (a list's lines are indented, and short by design).
            let paragraphs = discussion.split(separator: "").filter { !$0.contains { $0.hasPrefix("  ") } }
            for paragraph in paragraphs {
                #expect(paragraph.allSatisfy { $0.count <= 80 }, "\(command): \(paragraph)")
                #expect(paragraph.dropLast().allSatisfy { $0.count >= 60 }, "peach \(command) --help wraps raggedly: \(Array(paragraph))")
            }
        }
    }

    @Test("peach manual writes the page groff reads without a warning: every shown command and none hidden, characters beyond ASCII escaped, dated by SOURCE_DATE_EPOCH; a full output is status 6")
    func manualPage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-manual")).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/peach.1"
        let made = try await shell("SOURCE_DATE_EPOCH=1700000000 \"$PEACH\" manual >\(page)")
        #expect(made.status == 0, "\(made.output)")
        let source = try String(contentsOfFile: page, encoding: .utf8)
        #expect(source.contains("\n.Dd November 14, 2023\n"))
        #expect(source.unicodeScalars.allSatisfy { $0.isASCII })
        // A text line that begins with a dot would be read as a request.
        let lines = source.split(separator: "\n")
        #expect(lines.allSatisfy { !$0.hasPrefix(".") || $0.range(of: #"^\.([A-Z][a-z]|\\")"#, options: .regularExpression) != nil })
        for command in ["compare", "match", "timing", "fill", "sing", "echo", "calibrate", "range", "profile", "settings", "sound-check",
                        "sounds", "devices", "midi", "learn", "show", "export", "import", "backup", "restore", "reset", "report"] {
            #expect(lines.contains(".It Em \(command)"), "no entry for \(command)")
        }
        #expect(!lines.contains(".It Em needs-server") && !lines.contains(".It Em manual"))
        let lint = try await shell("groff -mandoc -ww -z \(page) 2>&1")
        #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.output)")
        let full = try await shell("\"$PEACH\" manual >/dev/full")
        #expect(full.status == 6 && full.output.contains("the manual page could not be written"), "\(full.output)")
    }

    @Test("the data commands list --db and --config, not the JACK and MIDI options; the commands that join JACK list both")
    func optionsWhereTheyApply() async throws {
        let jackOptions = ["--jack-name", "--connect", "--no-connect", "--midi-connect"]
        for command in ["import", "export", "backup", "restore", "report", "reset", "sounds", "midi show"] {
            let help = try await shell("\"$PEACH\" \(command) --help")
            #expect(help.status == 0 && help.output.contains("--db <path>") && help.output.contains("--config <path>"), "\(command): \(help.output)")
            for option in jackOptions { #expect(!help.output.contains(option), "\(command) lists \(option)") }
        }
        for command in ["", "compare", "match", "profile", "settings", "sound-check", "devices", "midi learn"] {
            let help = try await shell("\"$PEACH\" \(command) --help")
            for option in jackOptions + ["--db <path>"] { #expect(help.output.contains(option), "\(command) does not list \(option)") }
        }
    }

    @Test("--intervals is for compare and match, --tempo for timing and fill within 40 … 200 BPM, --pattern and --position for timing with a click the pattern has: otherwise refused with the reason, exit 2, before JACK")
    func disciplineOptions() async throws {
        for (arguments, reason) in [
            ("timing --intervals P5", "--intervals is for the pitch disciplines"), ("compare --tempo 100", "--tempo is for the disciplines played to a tempo"),
            ("fill --tempo 201", "--tempo must be within 40 … 200 BPM"), ("timing --tempo 39", "--tempo must be within 40 … 200 BPM"),
            ("fill --pattern '* - * *'", "--pattern is for Compare Timing (timing)"),
            ("timing --pattern '* * - -'", "--pattern '* * - -' is not one of Compare Timing's patterns: \"* * * *\", \"* - * *\""),
            ("timing --pattern '- - - -'", "--pattern '- - - -' is not one of Compare Timing's patterns: \"* * * *\""),
            ("timing --position -1", "--position must be within 2 … 4"), ("timing --tempo -80", "--tempo must be within 40 … 200 BPM"),
            ("timing --pattern $'\\e]0;pwned\\a'", "--pattern '\\u{1B}]0;pwned\\u{07}' is not one of"),
            ("timing --tempo $(printf 'x%.0s' {1..500})", "The value '\(String(repeating: "x", count: 40))…' is invalid for '--tempo <bpm>'"),
            ("profile --json --db $'\\e[2J'", "--db: '\\u{1B}[2J' holds a control character"),
            ("export --db $(printf 'd%.0s' {1..5000})", "--db: '\(String(repeating: "d", count: 40))…' is longer than a path can be (4096 bytes)"),
            ("timing --pattern '* - * -' --position 3", "--position 3 is not a click the pattern \"* - * -\" may move (its clicks 2 … 2; the first is the anchor)"),
            ("timing --position 1", "--position must be within 2 … 4"), ("compare --position 7", "--position is for Compare Timing (timing)"),
            ("echo --pattern '* - * *' --position 2", "--pattern and --position are for Compare Timing (timing)"),
            ("timing --pattern '*-*-' --position 3", "--position 3 is not a click the pattern \"* - * -\" may move"),
        ] {
            let refused = try await shell("\"$PEACH\" \(arguments) --headless --jack-name nobody </dev/null 2>&1; echo \"status $?\"")
            #expect(refused.output.contains(reason) && refused.output.hasSuffix("status 2\n"), "peach \(arguments): \(refused.output)")
        }
        // --position alone must be a click of the config file's pattern: said as the option's fault, before JACK.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-position")).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "[training]\ntimingPattern = \"* * - *\"\n".write(toFile: folder + "/c.toml", atomically: true, encoding: .utf8)
        let position = try await shell("\"$PEACH\" timing --position 4 --config \(folder)/c.toml --headless --jack-name nobody </dev/null 2>&1; echo \"status $?\"")
        #expect(position.output.contains("--position 4 is not a click the pattern \"* * - *\" may move (its clicks 2 … 3; the first is the anchor); timingPattern = \"* * - *\" in \(folder)/c.toml: give --pattern too, or another --position")
                && position.output.hasSuffix("status 2\n"), "\(position.output)")
        let help = try await shell("COLUMNS=80 \"$PEACH\" fill --help")
        #expect(help.output.contains("--tempo <bpm>"), "\(help.output)")
    }

    @Test("the disciplines that time what the input hears say how in their help: where the sound comes within 15 dB of its maximum")
    func listeningHelp() async throws {
        for command in ["echo", "fill"] {
            let help = try await shell("COLUMNS=80 \"$PEACH\" \(command) --help")
            let text = help.output.replacingOccurrences(of: "\n", with: " ")
            #expect(help.status == 0 && text.contains("within 15 dB of its maximum") && text.contains("--listen PORT"), "\(command): \(help.output)")
        }
    }

    @Test("a mistyped command gets the nearest one, as a mistyped option does")
    func mistypedCommand() async throws {
        let compare = try await shell("\"$PEACH\" comapre; echo \"status $?\"")
        #expect(compare.output.contains("Did you mean 'compare'?") && compare.output.contains("status 2"), "\(compare.output)")
        let learn = try await shell("\"$PEACH\" --no-connect midi lern; echo \"status $?\"")
        #expect(learn.output.contains("Did you mean 'learn'?"), "\(learn.output)")
    }

    /// A folder with a database of two comparisons, and a CSV of one.
    static func desk() async throws -> (folder: String, database: String, csv: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-cli")).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let header = "# peach-export-format:1\ntrainingType,timestamp,referenceNote,referenceNoteName,targetNote,targetNoteName,interval,tuningSystem,centOffset,isCorrect,initialCentOffset,userCentError\n"
        let row = { (minute: Int) in "pitchDiscrimination,2026-02-14T10:\(minute):00Z,60,C4,60,C4,P1,equalTemperament,-12.5,true,,\n" }
        try (header + row(30) + row(31)).write(toFile: folder + "/two.csv", atomically: true, encoding: .utf8)
        try (header + row(40)).write(toFile: folder + "/one.csv", atomically: true, encoding: .utf8)
        let imported = try await shell("\"$PEACH\" import \(folder)/two.csv --merge --db \(folder)/peach.sqlite")
        try #require(imported.status == 0, "\(imported.output)")
        return (folder, folder + "/peach.sqlite", folder + "/one.csv")
    }

    static func stored(_ database: String) async throws -> Int {
        try await shell("\"$PEACH\" export --db \(database)").output.split(separator: "\n").count - 2
    }

    @Test("import --replace asks as reset does: no terminal and no --yes refuses (2), a 'no' on the terminal keeps everything (1), yes or --yes replaces")
    func replaceAsks() async throws {
        let desk = try await Self.desk()
        defer { try? FileManager.default.removeItem(atPath: desk.folder) }
        let refused = try await shell("\"$PEACH\" import \(desk.csv) --replace --db \(desk.database) </dev/null; echo \"status $?\"")
        #expect(refused.output.contains("standard input is not a terminal") && refused.output.contains("--yes") && refused.output.contains("status 2"), "\(refused.output)")
        #expect(try await Self.stored(desk.database) == 2)
        // `script` gives Peach a terminal and types the answer.
        let declined = try await shell("printf 'no\\n' | script -qec '\"$PEACH\" import \(desk.csv) --replace --db \(desk.database)' /dev/null; echo \"status $?\"")
        #expect(declined.output.contains("Replace all 2 comparisons and 0 matches") && declined.output.contains("status 1"), "\(declined.output)")
        #expect(try await Self.stored(desk.database) == 2)
        let resetDeclined = try await shell("printf 'no\\n' | script -qec '\"$PEACH\" reset --db \(desk.database)' /dev/null; echo \"status $?\"")
        #expect(resetDeclined.output.contains("nothing was deleted") && resetDeclined.output.contains("status 1"), "\(resetDeclined.output)")
        let replaced = try await shell("printf 'yes\\n' | script -qec '\"$PEACH\" import \(desk.csv) --replace --db \(desk.database)' /dev/null; echo \"status $?\"")
        #expect(replaced.output.contains("status 0"), "\(replaced.output)")
        #expect(try await Self.stored(desk.database) == 1)
        let unasked = try await shell("\"$PEACH\" import \(desk.folder)/two.csv --replace --yes --db \(desk.database) </dev/null; echo \"status $?\"")
        #expect(unasked.output.contains("status 0"), "\(unasked.output)")
        #expect(try await Self.stored(desk.database) == 2)
    }

    @Test("an output that cannot be written (a missing folder) is status 6 for export and report")
    func missingOutputFolder() async throws {
        let desk = try await Self.desk()
        defer { try? FileManager.default.removeItem(atPath: desk.folder) }
        for command in ["export \(desk.folder)/missing/out.csv", "report --html \(desk.folder)/missing/report.html"] {
            let result = try await shell("\"$PEACH\" \(command) --db \(desk.database); echo \"status $?\"")
            #expect(result.output.contains("its folder does not exist") && result.output.contains("status 6"), "\(command): \(result.output)")
        }
    }
}
