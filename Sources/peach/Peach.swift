import ArgumentParser
import Foundation
import PeachApp

@main
struct Peach: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "peach",
        abstract: "A pitch ear trainer for the JACK studio.",
        discussion: """
            Without a command, Peach opens its start screen.

            Exit codes: 0 done, 2 usage or configuration error, 3 JACK unavailable, 4 database
            error, 5 an answer could not be stored (training stopped; everything stored before
            it is kept: free space, then start again), 6 an output could not be written (a full
            or failing disk or device), 141 the reader of standard output went away.
            """,
        version: PeachVersion.current,
        subcommands: [CompareCommand.self, MatchCommand.self, ProfileCommand.self, SettingsCommand.self, SoundCheckCommand.self, SoundsCommand.self, DevicesCommand.self, MIDICommand.self, ExportCommand.self, ImportCommand.self, ResetCommand.self, ReportCommand.self]
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: "Seed for a reproducible trial sequence.")
    var seed: UInt64?

    func run() async throws {
        try await runScreens(global, opening: nil, seed: seed)
    }

    /// ArgumentParser's own entry point, with usage errors mapped to exit code 2
    /// rather than its default 64.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .success || error is ExitCode {
                exit(withError: error)
            }
            try? DescriptorOutput.standardError.write(line: fullMessage(for: error))
            Foundation.exit(code == .validationFailure ? PeachExitCode.usage.rawValue : code.rawValue)
        }
    }
}
