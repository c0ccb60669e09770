import ArgumentParser
import Foundation

/// Options every command accepts (SPEC §9).
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("jack-name"), help: "JACK client name.")
    var jackName = "peach"

    @Option(name: .customLong("connect"), help: ArgumentHelp("Audio destination for the outputs, instead of the physical playback ports (repeatable).", valueName: "port"))
    var connect: [String] = []

    @Flag(name: .customLong("no-connect"), help: "Leave the outputs unconnected.")
    var noConnect = false

    mutating func validate() throws {
        if noConnect && !connect.isEmpty {
            throw ValidationError("--connect and --no-connect exclude each other")
        }
    }

    /// Nil: the physical playback ports.
    var audioDestinations: [String]? {
        if noConnect { return [] }
        return connect.isEmpty ? nil : connect
    }
}

/// The exit codes of SPEC §9.
enum PeachExitCode {
    static let usage = ExitCode(2)
    static let jackUnavailable = ExitCode(3)
    static let database = ExitCode(4)
}

/// Writes a line to standard output at once, unbuffered even into a pipe: scripts and
/// tests read Peach's output as it happens.
func printLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("peach: \(message)\n".utf8))
}
