import ArgumentParser
import PeachCore

@main
struct Peach: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "peach",
        abstract: "A pitch ear trainer for the JACK studio.",
        version: "0.1.0"
    )

    func run() async throws {
        print("Peach — the training screens arrive with the terminal UI.")
    }
}
