import ArgumentParser
import Foundation
import PeachApp
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
        let range = try files.loadConfiguration().settings.noteRange
        try WriteReport(library: files.records, console: console).run(to: file, range: range) {
            ProfileReport(snapshot: $0, generated: Date()).html
        }
    }
}
