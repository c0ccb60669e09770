import ArgumentParser
import Foundation
import PeachApp

/// `peach manual`: the manual page (mdoc) on standard output, made from the commands' own
/// help, which ArgumentParser describes when peach is asked with `--experimental-dump-help`.
/// Hidden: scripts/install and scripts/package install its output as peach.1. (ArgumentParser's
/// own generator, a package plugin, builds a tool and the whole package again for it: 20 s
/// of a fresh test run, where this takes a fraction of one.)
struct ManualCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manual",
        abstract: "Print the manual page (mdoc) from the commands' own help.",
        shouldDisplay: false
    )

    func run() throws {
        // The running binary itself, whatever its path.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = ["--experimental-dump-help"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let description = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // The page is this command's output: whatever keeps it from being written is status 6,
        // and a page cut short is never left looking whole (scripts/lib.sh writes it beside the
        // old one and moves it into place only on success).
        guard process.terminationStatus == 0 else {
            throw CommandFailure(ExitStatus.cannotWrite, "the commands' description failed (status \(process.terminationStatus)): no manual page written")
        }
        let page: ManualPage
        do {
            page = try ManualPage(describing: description, date: Self.date)
        } catch {
            throw CommandFailure(ExitStatus.cannotWrite, "the commands' description could not be read (\(error)): no manual page written")
        }
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(page.mdoc.utf8))
        } catch {
            throw CommandFailure(ExitStatus.cannotWrite, "the manual page could not be written: \(error.localizedDescription)")
        }
    }

    /// The page's date: SOURCE_DATE_EPOCH's when set, so that a package built twice from the
    /// same code is the same; else today.
    static var date: Date {
        if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init) {
            return Date(timeIntervalSince1970: epoch)
        }
        return Date()
    }
}
