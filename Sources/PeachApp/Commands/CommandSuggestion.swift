import PeachCore

/// The nearest command for a mistyped one (`peach comapre`: did you mean 'compare'?).
/// ArgumentParser suggests the nearest option for a mistyped one, but for a mistyped
/// command only says the argument is unexpected.
public enum CommandSuggestion {
    /// A command's name and its subcommands, as the command line declares them.
    public struct Command: Sendable {
        public var name: String
        public var subcommands: [Command]

        public init(_ name: String, _ subcommands: [Command] = []) {
            self.name = name
            self.subcommands = subcommands
        }
    }

    /// Options that take a value, so that the value is not taken for a command.
    static let valueOptions: Set<String> = ["--config", "--db", "--jack-name", "--connect", "--midi-connect", "--seed", "--intervals", "--html"]

    /// ArgumentParser's error `message` for `arguments`, its first line replaced by the
    /// suggestion when a command is mistyped; its usage lines kept.
    /// Every argument the message quotes is quoted short, its controls escaped (`Excerpt`):
    /// ArgumentParser quotes a refused value whole.
    public static func message(_ message: String, arguments: [String], root: Command) -> String {
        var message = message
        for argument in arguments where Excerpt.of(argument) != argument {
            message = message.replacingOccurrences(of: argument, with: Excerpt.of(argument))
        }
        guard let suggestion = forArguments(arguments, root: root) else { return message }
        let usage = message.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("Usage:") }
        return (["Error: \(suggestion)"] + usage).joined(separator: "\n")
    }

    /// Words for the first argument that stands where a command goes and names none, or nil
    /// when the commands named are all known (the error is about something else).
    public static func forArguments(_ arguments: [String], root: Command) -> String? {
        var command = root
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return nil }
            if argument.hasPrefix("-") {
                index += valueOptions.contains(argument) ? 2 : 1
                continue
            }
            let subcommands = command.subcommands
            let names = subcommands.map(\.name)
            guard !subcommands.isEmpty, argument != "help" else { return nil }
            if let known = subcommands.first(where: { $0.name == argument }) {
                command = known
                index += 1
                continue
            }
            let ranked = names.map { (name: $0, distance: distance(argument.lowercased(), $0)) }.min { $0.distance < $1.distance }
            guard let ranked, ranked.distance <= max(1, min(2, ranked.name.count / 3)) else {
                return "Unknown command '\(Excerpt.of(argument))'. The commands are \(names.joined(separator: ", "))."
            }
            return "Unknown command '\(Excerpt.of(argument))'. Did you mean '\(ranked.name)'?"
        }
        return nil
    }

    /// Edits between two words (insert, delete, replace, or swap two neighbours: a typist's
    /// usual slips).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
