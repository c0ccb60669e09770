import Foundation
import PeachMeasurement

/// A bash command line as a musician or a packager types it, with `$PEACH` naming the
/// built binary and `$REPOSITORY` the project's folder; its output and errors together,
/// waited for on a thread of its own.
func shell(_ command: String, environment extra: [String: String] = [:]) async throws -> (status: Int32, output: String) {
    try await runProgram("/bin/bash", ["-c", command], environment: shellEnvironment(extra))
}

/// The same, waiting where it is called: for `defer`, which cannot wait asynchronously.
func shellNow(_ command: String, environment extra: [String: String] = [:]) throws -> (status: Int32, output: String) {
    try runProgramNow("/bin/bash", ["-c", command], environment: shellEnvironment(extra))
}

private func shellEnvironment(_ extra: [String: String]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["PEACH"] = PeachProcess.executable.path
    environment["REPOSITORY"] = repositoryFolder
    for (key, value) in extra { environment[key] = value }
    return environment
}

/// The project's folder (this file is in Tests/PeachEndToEndTests/Support).
let repositoryFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
