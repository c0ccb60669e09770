import ArgumentParser
import Foundation
import PeachApp
import PeachCore
import PeachReport

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write the profile as one self-contained HTML page with charts."
    )

    @OptionGroup var files: FileOptions

    @Option(name: .customLong("html"), help: ArgumentHelp("The HTML file to write.", valueName: "file"))
    var file: String

    func run() throws {
        let configuration = try files.loadConfiguration()
        let store = try files.openStore(.read)
        defer { store.close() }
        let rebuild = try readHistory(store)
        let report = ProfileReport(snapshot: rebuild.snapshot(range: configuration.settings.noteRange), generated: Date())
        // A regular file is written beside and renamed (never half a page); a pipe directly.
        let destination: FileDestination
        do {
            destination = try FileDestination(file)
        } catch {
            throw CommandFailure(ExitStatus.cannotWrite, "\(error); nothing was written")
        }
        do {
            try destination.write(report.html)
            try destination.finish()
        } catch {
            destination.abandon()
            throw CommandFailure.output(error, what: file == "-" ? "standard output" : "\(file) (nothing was written)")
        }
        if file != "-" { console.tell("wrote the report to \(file)") }
    }
}
