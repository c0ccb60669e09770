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

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The CSV file to write.")
    var file: String?

    func run() throws {
        let store = try global.openStore(.read)
        defer { store.close() }
        let total = try store.counts()
        let destination: FileDestination
        do {
            destination = try FileDestination(file ?? "-")
        } catch {
            printError("\(error)")
            throw PeachExitCode.usage
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
        discussion: """
            --replace swaps everything stored for the file; --merge adds what is not stored yet
            (a duplicate has the same second, notes and type). Either way the import is one
            transaction: all of it, or on any error nothing. Bad rows are skipped and listed.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The CSV file to read.")
    var file: String

    @Flag(help: "How to treat what is already stored: --replace swaps it for the file, --merge adds what is not stored yet.")
    var mode: Mode?

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
        let store = try global.openStore()
        defer { store.close() }
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
        abstract: "Delete every training record (the profile starts again from nothing)."
    )

    @OptionGroup var global: GlobalOptions

    @Flag(name: .customLong("yes"), help: "Do not ask for confirmation.")
    var confirmed = false

    func run() throws {
        let store = try global.openStore()
        defer { store.close() }
        let counts = try store.counts()
        if !confirmed {
            try? DescriptorOutput.standardError.write(bytes: Array("Delete all \(counts.comparisons) comparisons and \(counts.matches) matches in \(store.path)? Type yes: ".utf8))
            guard readLine()?.trimmingCharacters(in: .whitespaces).lowercased() == "yes" else {
                printError("nothing was deleted")
                throw ExitCode.failure
            }
        }
        do {
            try store.reset()
        } catch {
            printError("reset failed, nothing was deleted: \(error)")
            throw PeachExitCode.database
        }
        printLine("deleted \(counts.comparisons) comparisons and \(counts.matches) matches")
    }
}
