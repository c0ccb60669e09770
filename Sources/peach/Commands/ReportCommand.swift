import ArgumentParser
import Foundation
import PeachCore
import PeachReport

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write the profile as one self-contained HTML page with charts."
    )

    @OptionGroup var global: GlobalOptions

    @Option(name: .customLong("html"), help: ArgumentHelp("The HTML file to write.", valueName: "file"))
    var file: String

    func run() throws {
        let configuration = try global.loadConfiguration()
        let store = try global.openStore(.read)
        defer { store.close() }
        let rebuild = try readHistory(store)
        let report = ProfileReport(snapshot: rebuild.snapshot(range: configuration.settings.noteRange), generated: Date())
        do {
            try report.html.write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            printError("cannot write \(file): \(error.localizedDescription)")
            throw PeachExitCode.usage
        }
        printLine("wrote \(file)")
    }
}
