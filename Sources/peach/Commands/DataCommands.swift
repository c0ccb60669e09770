import ArgumentParser
import Foundation
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
        do {
            if let file {
                // Written beside the target, then renamed: an interrupted export leaves no half file.
                let temporary = file + ".partial"
                _ = FileManager.default.createFile(atPath: temporary, contents: nil, attributes: [.posixPermissions: 0o600])
                guard let handle = FileHandle(forWritingAtPath: temporary) else {
                    printError("cannot write \(file)")
                    throw PeachExitCode.usage
                }
                let count = try store.exportCSV(progress: { reportProgress("exporting", $0, total.comparisons + total.matches) }) {
                    handle.write(Data($0.utf8))
                }
                try handle.close()
                guard rename(temporary, file) == 0 else {
                    printError("cannot write \(file): \(String(cString: strerror(errno)))")
                    throw PeachExitCode.usage
                }
                printError("exported \(count) records to \(file)")
            } else {
                try store.exportCSV { FileHandle.standardOutput.write(Data($0.utf8)) }
            }
        } catch let error as ExitCode {
            throw error
        } catch {
            printError("export failed: \(error)")
            throw PeachExitCode.database
        }
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

    @Flag(help: "How to treat what is already stored.")
    var mode: Mode

    enum Mode: String, EnumerableFlag {
        case replace, merge
    }

    func run() throws {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            printError("cannot read \(file): \(error.localizedDescription)")
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
            printError("import failed, nothing was imported: \(error)")
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
            FileHandle.standardError.write(Data("Delete all \(counts.comparisons) comparisons and \(counts.matches) matches in \(store.path)? Type yes: ".utf8))
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
