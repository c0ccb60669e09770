import ArgumentParser
import Foundation
import PeachApp
import PeachConfig
import PeachStore

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every training record as CSV (the original app's format 1).",
        discussion: "Without FILE the CSV goes to standard output."
    )

    @OptionGroup var files: FileOptions

    @Argument(help: "The CSV file to write.")
    var file: String?

    func run() throws {
        let store = try files.openStore(.read)
        defer { store.close() }
        let total = try store.counts()
        let destination: FileDestination
        do {
            destination = try FileDestination(file ?? "-")
        } catch {
            printError("\(error); nothing was written")
            throw PeachExitCode.cannotWrite
        }
        var writeFailure: OutputError?
        let count: Int
        do {
            count = try store.exportCSV(progress: { reportProgress("exporting", $0, total.comparisons + total.matches) }) { chunk in
                do {
                    try destination.write(chunk)
                } catch {
                    writeFailure = error as? OutputError
                    throw error
                }
            }
            try destination.finish()
        } catch {
            destination.abandon()
            let failure = writeFailure ?? (error as? OutputError)
            if let failure { exitOnOutputFailure(failure, what: file.map { "\($0) (nothing was written)" } ?? "standard output") }
            printError("export failed, nothing was written: \(StoreError.words(for: error))")
            throw PeachExitCode.database
        }
        if let file, file != "-" { printError("exported \(count) records to \(file)") }
    }
}

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read training records from a CSV file (the original app's format 1).",
        // One paragraph without line breaks: ArgumentParser wraps it to the terminal, and
        // breaks of its own would be wrapped again into ragged lines.
        discussion: """
            --replace swaps everything stored for the file; --merge adds what is not stored yet \
            (a duplicate has the same second, notes and type). Either way the import is one \
            transaction: all of it, or on any error nothing. Bad rows are skipped and listed.

            --replace asks on the terminal first, as reset does; without a terminal it needs --yes.
            """
    )

    @OptionGroup var files: FileOptions

    @Argument(help: "The CSV file to read.")
    var file: String

    @Flag(help: "How to treat what is already stored: --replace swaps it for the file, --merge adds what is not stored yet.")
    var mode: Mode?

    @Flag(name: .customLong("yes"), help: "With --replace: do not ask before deleting what is stored.")
    var confirmed = false

    enum Mode: String, EnumerableFlag {
        case replace, merge
    }

    func validate() throws {
        guard mode != nil else {
            throw ValidationError("say how to import: --replace (everything stored is swapped for the file) or --merge (what is not stored yet is added)")
        }
    }

    func run() throws {
        let text: String
        do {
            // The start first: a file that is no Peach CSV is refused before the rest is read.
            let beginning = try RegularFile.read(file, limit: CSVFormat.beginningLength)
            do {
                try CSVFormat.checkBeginning(beginning, isWholeFile: beginning.count < CSVFormat.beginningLength)
            } catch {
                printError("\(file): \(error); nothing was imported")
                throw PeachExitCode.usage
            }
            let bytes = try RegularFile.read(file)
            if let invalid = TOMLDocument.firstInvalidUTF8(bytes) {
                let line = bytes[..<invalid].filter { $0 == 0x0A }.count + 1
                printError("\(file):\(line): the file is not UTF-8 text (an invalid byte on this line); nothing was imported")
                throw PeachExitCode.usage
            }
            text = String(decoding: bytes, as: UTF8.self)
        } catch let error as RegularFile.ReadError {
            printError("\(error); nothing was imported")
            throw PeachExitCode.usage
        }
        let store = try files.openStore()
        defer { store.close() }
        if mode == .replace {
            let counts = try store.counts()
            // Nothing stored, nothing to lose: no question.
            if counts.comparisons + counts.matches > 0 {
                try confirmDeletion(
                    "Replace all \(counts.comparisons) comparisons and \(counts.matches) matches in \(store.path) with the records in \(file)?",
                    confirmed: confirmed, what: "import --replace deletes every stored record", unchanged: "nothing was imported or deleted")
            }
        }
        do {
            let summary = try store.importCSV(text, mode: mode == .replace ? .replace : .merge) {
                reportProgress("importing", $0, $1)
            }
            for rejected in summary.rejected { printError("\(file):\(rejected.line): \(rejected.reason)") }
            printLine(summary.description)
        } catch let error as ImportError {
            printError("\(file): \(error); nothing was imported")
            throw PeachExitCode.usage
        } catch {
            printError("import failed, nothing was imported: \(StoreError.words(for: error))")
            throw PeachExitCode.database
        }
    }
}

struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Delete every training record (the profile starts again from nothing).",
        discussion: "Asks on the terminal first; without a terminal only --yes deletes."
    )

    @OptionGroup var files: FileOptions

    @Flag(name: .customLong("yes"), help: "Do not ask for confirmation.")
    var confirmed = false

    func run() throws {
        let store = try files.openStore()
        defer { store.close() }
        let counts = try store.counts()
        try confirmDeletion(
            "Delete all \(counts.comparisons) comparisons and \(counts.matches) matches in \(store.path)?",
            confirmed: confirmed, what: "reset deletes every record", unchanged: "nothing was deleted")
        do {
            try store.reset()
        } catch {
            printError("reset failed, nothing was deleted: \(error)")
            throw PeachExitCode.database
        }
        printLine("deleted \(counts.comparisons) comparisons and \(counts.matches) matches")
    }
}

/// Asks on the terminal before every stored record goes (`reset`, `import --replace`).
/// Without a terminal on standard input there is no one to ask, and a piped line is no
/// one's answer: refused with a usage error (status 2) unless `--yes` was given. Any answer
/// but "yes" changes nothing (status 1).
func confirmDeletion(_ question: String, confirmed: Bool, what: String, unchanged: String) throws {
    guard !confirmed else { return }
    guard isatty(STDIN_FILENO) == 1 else {
        printError("\(what) and asks first, but standard input is not a terminal: \(unchanged) (--yes goes ahead without asking)")
        throw PeachExitCode.usage
    }
    try? DescriptorOutput.standardError.write(bytes: Array("\(question) Type yes: ".utf8))
    guard readLine()?.trimmingCharacters(in: .whitespaces).lowercased() == "yes" else {
        printError(unchanged)
        throw PeachExitCode.notConfirmed
    }
}
