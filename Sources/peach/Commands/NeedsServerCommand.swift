import ArgumentParser
import PeachApp

/// `peach needs-server ARGS…`: whether `peach ARGS…` joins JACK, so that `scripts/peach`
/// starts a server only then, from ArgumentParser's own reading of the arguments rather than
/// a copy of the option list. Exits 0 when it joins JACK, 1 when not (help, the version, the
/// data commands, `profile --json`), 2 when the arguments are not a valid command line.
/// Hidden: a question for scripts, not a musician's command. Scripts write
/// `peach needs-server -- ARGS…`: after `--` no argument is taken for this command's own
/// (`--generate-completion-script` would be, by ArgumentParser, before this command runs).
struct NeedsServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "needs-server",
        abstract: "Exit 0 when `peach ARGS…` joins JACK, 1 when not, 2 when ARGS are not valid.",
        shouldDisplay: false
    )

    @Argument(parsing: .captureForPassthrough)
    var arguments: [String] = []

    func run() throws {
        let command: ParsableCommand
        do {
            command = try Peach.parseAsRoot(arguments.first == "--" ? Array(arguments.dropFirst()) : arguments)
        } catch {
            // Help and the version parse as a clean exit: they print and never join JACK.
            throw Peach.exitCode(for: error) == .success ? ExitCode(1) : CommandFailure(ExitStatus.usage)
        }
        if !Self.joinsJack(command) { throw ExitCode(1) }
    }

    /// The commands that join JACK are the ones that take its options (`GlobalOptions`);
    /// of those, only `profile --json` reads the records alone.
    static func joinsJack(_ command: ParsableCommand) -> Bool {
        if let profile = command as? ProfileCommand { return !profile.json }
        return Mirror(reflecting: command).children.contains { $0.value is OptionGroup<GlobalOptions> }
    }
}
