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
        guard process.terminationStatus == 0 else {
            // The page is the output, and it could not be written.
            throw CommandFailure(ExitStatus.cannotWrite, "the commands' description failed (status \(process.terminationStatus)): no manual page")
        }
        print(try ManualPage(describing: description).mdoc, terminator: "")
    }
}
