import Foundation

/// The manual page (mdoc) of a command tree, from the description ArgumentParser gives of it
/// (`--experimental-dump-help`): the same words as every command's `--help`, so the page
/// cannot drift from the program. Hidden commands and arguments are left out, as `--help`
/// leaves them out. Characters beyond ASCII are written as groff's escapes, so that the page
/// reads the same whatever the reader's locale.
struct ManualPage {
    /// One command as ArgumentParser describes it (the fields the page uses).
    struct Command: Decodable {
        var commandName: String
        var abstract: String?
        var discussion: String?
        var shouldDisplay: Bool?
        var arguments: [Argument]?
        var subcommands: [Command]?

        var isShown: Bool { shouldDisplay ?? true }
    }

    /// An option, a flag or a positional argument.
    struct Argument: Decodable {
        struct Name: Decodable {
            var kind: String
            var name: String
        }

        var kind: String
        var names: [Name]?
        var preferredName: Name?
        var valueName: String?
        var abstract: String?
        var isOptional: Bool
        var isRepeating: Bool
        var shouldDisplay: Bool?

        var isShown: Bool { shouldDisplay ?? true }
    }

    private struct Tool: Decodable {
        var command: Command
    }

    let root: Command
    let date: Date

    init(describing json: Data, date: Date = Date()) throws {
        root = try JSONDecoder().decode(Tool.self, from: json).command
        self.date = date
    }

    var mdoc: String {
        var lines = [
            #".\" The commands' own help, written by peach manual."#,
            ".Dd \(Self.dated(date))",
            ".Dt \(root.commandName.uppercased()) 1",
            ".Os",
            ".Sh NAME",
            ".Nm \(root.commandName)",
            ".Nd \(Self.quoted(root.abstract ?? ""))",
            ".Sh SYNOPSIS",
            ".Nm",
        ]
        // Without a command, Peach opens its start screen.
        if root.subcommands?.contains(where: \.isShown) == true { lines.append(".Op Ar command") }
        for argument in Self.shown(root.arguments) {
            let macros = Self.macros(argument, preferredOnly: true)
            lines.append(argument.isOptional ? ".Op \(macros)" : ".\(macros)")
        }
        lines.append(".Sh DESCRIPTION")
        lines += Self.text(root.discussion)
        lines += Self.list(of: root)
        lines += [#".Sh "EXIT STATUS""#, ".Ex -std"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func shown(_ arguments: [Argument]?) -> [Argument] { (arguments ?? []).filter(\.isShown) }

    /// A command's arguments, then each shown subcommand with its abstract, discussion and list.
    private static func list(of command: Command) -> [String] {
        var lines = [".Bl -tag -width 6n"]
        for argument in shown(command.arguments) {
            lines.append(".It \(macros(argument))")
            lines += text(argument.abstract)
        }
        for subcommand in (command.subcommands ?? []) where subcommand.isShown {
            lines.append(".It Em \(escaped(subcommand.commandName))")
            lines += text(subcommand.abstract)
            if let discussion = subcommand.discussion, !discussion.isEmpty {
                lines.append(".Pp")
                lines += text(discussion)
            }
            lines += list(of: subcommand)
        }
        lines.append(".El")
        return lines
    }

    /// `Fl h , -help` (`Fl` puts a dash before each word after it), `Fl -tempo Ar bpm`,
    /// `Ar file...`; in the synopsis only the name `--help` shows.
    private static func macros(_ argument: Argument, preferredOnly: Bool = false) -> String {
        let value = (argument.valueName ?? "value") + (argument.isRepeating ? "..." : "")
        if argument.kind == "positional" { return "Ar \(escaped(value))" }
        let all = argument.names ?? []
        let names = (preferredOnly ? argument.preferredName.map { [$0] } ?? all : all).map { name in
            (name.kind == "long" ? "-" : "") + escaped(name.name)
        }
        let flags = "Fl " + names.joined(separator: " , ")
        return argument.kind == "option" ? "\(flags) Ar \(escaped(value))" : flags
    }

    /// Text lines: a blank line is a paragraph break; a line that would read as a request
    /// (a leading dot; an apostrophe is already `\(aq`) is guarded.
    private static func text(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.trimmingCharacters(in: .whitespaces).isEmpty { return ".Pp" }
            let body = escaped(String(line))
            return body.hasPrefix(".") ? #"\&"# + body : body
        }
    }

    /// A macro's one argument, quoted.
    private static func quoted(_ text: String) -> String {
        "\"" + escaped(text).replacingOccurrences(of: "\"", with: #"\(dq"#) + "\""
    }

    /// Backslashes as `\e`; a backtick and an apostrophe as themselves (groff would draw them
    /// as curly quotes, and a command quoted in the help would not copy); every character
    /// beyond ASCII as `\[uXXXX]`.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += #"\e"#
            case "`": result += #"\(ga"#
            case "'": result += #"\(aq"#
            case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
            default: result += #"\[u"# + String(format: "%04X", scalar.value) + "]"
            }
        }
        return result
    }

    /// "November 29, 2026", as mdoc's `.Dd` reads a date.
    private static func dated(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        return "\(months[(parts.month ?? 1) - 1]) \(parts.day ?? 1), \(parts.year ?? 1970)"
    }
}
