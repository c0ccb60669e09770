import Foundation
import PeachCore
import PeachTerminal

/// What a measuring command (`calibrate`, `range`) ends with: the settings it proposes,
/// said, then written to the config file when `--write` asks or the musician says yes on a
/// terminal; nothing written otherwise, and said so. A file that cannot be written, or that
/// has an error of its own, is named and left as it is.
struct ProposedSettings {
    let settings: [(key: String, value: String)]
    let console: any Console
    let strings: Strings

    /// "extraLatencyMs = 4.5", "voiceLowest = 43, voiceHighest = 67".
    var assignment: String { settings.map { "\($0.key) = \($0.value)" }.joined(separator: ", ") }

    func offer(to settingsFile: any SettingsFile, write: Bool) throws {
        try console.print(strings.calibrationProposal(assignment))
        let confirmed = write || (console.canAsk && (console.ask(strings.calibrationQuestion(assignment, path: settingsFile.path)).map(strings.isYes) ?? false))
        guard confirmed else {
            try console.print(strings.calibrationNothingWritten)
            return
        }
        do {
            for setting in settings { try settingsFile.write(setting.key, value: setting.value) }
        } catch let error as SettingsFileSyntaxError {
            throw CommandFailure(ExitStatus.usage, strings.calibrationFixFileFirst("\(settingsFile.path):\(error.line):\(error.column)", error.message))
        } catch {
            throw CommandFailure(ExitStatus.cannotWrite, strings.calibrationCannotWrite(settingsFile.path, "\(error)"))
        }
        try console.print(strings.calibrationWritten(assignment, path: settingsFile.path))
    }
}
