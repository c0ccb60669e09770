import Foundation
import PeachMeasurement

/// A bash command line as a musician or a packager types it, with `$PEACH` naming the
/// built binary and `$REPOSITORY` the project's folder; its output and errors together.
/// It waits on a thread of its own: the tests' shared threads (two, on two cores) stay free
/// for the tests that measure time.
func shell(_ command: String, environment extra: [String: String] = [:]) async throws -> (status: Int32, output: String) {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try shellNow(command, environment: extra) })
        }
    }
}

/// The same, waiting where it is called: for `defer`, which cannot wait asynchronously.
func shellNow(_ command: String, environment extra: [String: String] = [:]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", command]
    var environment = ProcessInfo.processInfo.environment
    environment["PEACH"] = PeachProcess.executable.path
    environment["REPOSITORY"] = repositoryFolder
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The project's folder (this file is in Tests/PeachEndToEndTests/Support).
let repositoryFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
