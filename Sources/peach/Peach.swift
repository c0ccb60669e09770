import ArgumentParser
import Foundation
import PeachApp
import PeachWiring

@main
struct Peach: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "peach",
        abstract: "An ear trainer for pitch and timing in the JACK studio.",
        discussion: "Without a command, Peach opens its start screen.\n\n" + ExitStatus.helpText,
        version: PeachVersion.current,
        subcommands: TrainingCommands.all + [CalibrateCommand.self, RangeCommand.self, ProfileCommand.self, SettingsCommand.self, SoundCheckCommand.self, SoundsCommand.self, DevicesCommand.self, MIDICommand.self, ExportCommand.self, ImportCommand.self, BackupCommand.self, RestoreCommand.self, ResetCommand.self, ReportCommand.self, NeedsServerCommand.self, ManualCommand.self]
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: "Seed for a reproducible trial sequence.")
    var seed: UInt64?

    func run() async throws {
        try await global.studio.openScreens(at: nil, seed: seed)
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
        } catch let failure as CommandFailure {
            if let message = failure.message { console.tell(message) }
            Foundation.exit(failure.status)
        } catch {
            let code = exitCode(for: error)
            if code == .success || error is ExitCode {
                exit(withError: error)
            }
            let message = CommandSuggestion.message(
                fullMessage(for: error), arguments: Array(CommandLine.arguments.dropFirst()), root: .init(Peach.self))
            try? DescriptorOutput.standardError.write(line: message)
            Foundation.exit(code == .validationFailure ? ExitStatus.usage : code.rawValue)
        }
    }
}

extension CommandSuggestion.Command {
    /// The command tree as the help shows it: hidden commands (needs-server, for scripts)
    /// are never suggested.
    init(_ command: ParsableCommand.Type) {
        let shown = command.configuration.subcommands.filter { $0.configuration.shouldDisplay }
        self.init(command.configuration.commandName ?? "", shown.map(Self.init))
    }
}
