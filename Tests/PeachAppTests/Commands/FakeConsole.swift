import Foundation
import Testing
@testable import PeachApp

/// A console that keeps what a command says, and answers its questions from a script.
final class FakeConsole: Console, @unchecked Sendable {
    private let lock = NSLock()
    private var printed: [String] = []
    private var told: [String] = []
    private var asked: [String] = []
    private var shown: [String] = []
    let canAsk: Bool
    private let answer: String?

    init(canAsk: Bool = true, answer: String? = nil) {
        self.canAsk = canAsk
        self.answer = answer
    }

    var output: [String] { lock.withLock { printed } }
    var errors: [String] { lock.withLock { told } }
    var questions: [String] { lock.withLock { asked } }
    /// Each progress report as "what done/total".
    var progressed: [String] { lock.withLock { shown } }

    func print(_ line: String) throws(CommandFailure) { lock.withLock { printed.append(line) } }
    func tell(_ message: String) { lock.withLock { told.append(message) } }
    func progress(_ what: String, _ done: Int, _ total: Int) { lock.withLock { shown.append("\(what) \(done)/\(total)") } }

    func ask(_ question: String) -> String? {
        lock.withLock { asked.append(question) }
        return answer
    }
}

/// The failure a throwing call ends with, or nil when it does not fail.
func failure(of body: () async throws -> Void) async -> CommandFailure? {
    do {
        try await body()
        return nil
    } catch let failure as CommandFailure {
        return failure
    } catch {
        Issue.record("not a CommandFailure: \(error)")
        return nil
    }
}
