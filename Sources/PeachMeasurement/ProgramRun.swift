import Foundation

/// Runs a program to its end and returns its status and its output and errors together.
/// It waits on a thread of its own: the tests' shared threads (two, on two cores) stay
/// free for the tests that measure time.
public func runProgram(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) async throws -> (status: Int32, output: String) {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try runProgramNow(executable, arguments, environment: environment) })
        }
    }
}

/// The same, waiting where it is called: for `defer`, which cannot wait asynchronously.
public func runProgramNow(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
