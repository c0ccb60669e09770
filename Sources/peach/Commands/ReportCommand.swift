import ArgumentParser
import PeachWiring

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write the profile as one self-contained HTML page with charts."
    )

    @OptionGroup var files: FileOptions

    @Option(name: .customLong("html"), help: ArgumentHelp("The HTML file to write.", valueName: "file"))
    var file: String

    func validate() throws {
        try checkPath(file, "--html")
    }

    func run() throws {
        try files.peachFiles.writeReport(to: file)
    }
}
