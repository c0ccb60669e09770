import Testing
@testable import PeachApp

@Suite("the nearest command for a mistyped one")
struct CommandSuggestionTests {
    static let peach = CommandSuggestion.Command("peach", [
        .init("compare"), .init("match"), .init("profile"), .init("settings"), .init("sound-check"), .init("sounds"),
        .init("devices"), .init("midi", [.init("learn"), .init("show")]), .init("export"), .init("import"), .init("reset"),
        .init("report"),
    ])

    func suggestion(_ line: String) -> String? {
        CommandSuggestion.forArguments(line.split(separator: " ").map(String.init), root: Self.peach)
    }

    @Test("a slip of the typist names the command meant, at any depth, past the options and their values")
    func nearest() {
        #expect(suggestion("comapre") == "Unknown command 'comapre'. Did you mean 'compare'?")
        #expect(suggestion("--no-connect midi lern") == "Unknown command 'lern'. Did you mean 'learn'?")
        #expect(suggestion("--db x.sqlite --config reprot") == nil)
        #expect(suggestion("--db x.sqlite reprot") == "Unknown command 'reprot'. Did you mean 'report'?")
        #expect(suggestion("COMPARE") == "Unknown command 'COMPARE'. Did you mean 'compare'?")
    }

    @Test("a word like no command lists them all; known commands, help and -- suggest nothing")
    func noneNear() {
        #expect(suggestion("midi flute") == "Unknown command 'flute'. The commands are learn, show.")
        #expect(suggestion("compare --headless") == nil)
        #expect(suggestion("compare extra") == nil)
        #expect(suggestion("help comapre") == nil)
        #expect(suggestion("-- comapre") == nil)
    }

    @Test("edits: insert, delete, replace and a swap of neighbours each count one")
    func distance() {
        #expect(CommandSuggestion.distance("compare", "compare") == 0)
        #expect(CommandSuggestion.distance("comapre", "compare") == 1)
        #expect(CommandSuggestion.distance("compar", "compare") == 1)
        #expect(CommandSuggestion.distance("xompare", "compare") == 1)
        #expect(CommandSuggestion.distance("", "show") == 4)
    }

    @Test("ArgumentParser's message gets the suggestion instead of its first line; the usage stays")
    func message() {
        let parser = "Error: Unexpected argument 'comapre'\nUsage: peach <subcommand>\n  See 'peach --help' for more information."
        #expect(CommandSuggestion.message(parser, arguments: ["comapre"], root: Self.peach)
            == "Error: Unknown command 'comapre'. Did you mean 'compare'?\nUsage: peach <subcommand>\n  See 'peach --help' for more information.")
        #expect(CommandSuggestion.message(parser, arguments: ["--bogus"], root: Self.peach) == parser)
    }
}
