import ArgumentParser
import PeachWiring

struct SoundsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sounds",
        abstract: "List the SoundFonts found and their melodic presets (for soundSource = \"sf2:<bank>:<program>\")."
    )

    @OptionGroup var files: FileOptions

    func run() throws {
        try files.peachFiles.listSounds()
    }
}
