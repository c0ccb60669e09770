import Foundation
import PeachCore

/// The question before every stored record goes (`reset`, `import --replace`, `restore --replace`). Without a
/// terminal there is no one to ask, and a piped line is no one's answer: refused as a usage
/// error unless `--yes` was given. Any answer but "yes" changes nothing (status 1).
struct DeletionQuestion {
    /// "Delete all 3 comparisons … ?"
    var question: String
    /// What the command does, for the refusal without a terminal.
    var what: String
    /// What did not happen, said when the answer is not yes.
    var unchanged: String

    func ask(_ console: any Console, confirmed: Bool) throws(CommandFailure) {
        guard !confirmed else { return }
        guard console.canAsk else {
            throw .usage("\(what) and asks first, but standard input is not a terminal: \(unchanged) (--yes goes ahead without asking)")
        }
        guard console.ask("\(question) Type yes:")?.trimmingCharacters(in: .whitespaces).lowercased() == "yes" else {
            throw CommandFailure(ExitStatus.nothingChanged, unchanged)
        }
    }

    /// Before `import --replace` or `restore --replace` swaps what is stored for `records`
    /// from `file`: asked only when something is stored (nothing stored, nothing to lose).
    static func replacing(
        in store: any RecordsStore, with records: String, from file: String, command: String, unchanged: String,
        console: any Console, confirmed: Bool
    ) throws {
        let counts = try store.counts()
        guard counts.total > 0 else { return }
        try DeletionQuestion(
            question: "Replace all \(counts.words) in \(store.path) with the \(records) in \(file)?",
            what: "\(command) --replace deletes every stored record", unchanged: unchanged
        ).ask(console, confirmed: confirmed)
    }
}
