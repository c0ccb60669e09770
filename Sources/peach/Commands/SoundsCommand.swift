import ArgumentParser
import PeachApp
import PeachAudio

struct SoundsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sounds",
        abstract: "List the SoundFonts found and their melodic presets (for soundSource = \"sf2:<bank>:<program>\")."
    )

    @OptionGroup var files: FileOptions

    func run() throws {
        let configuration = try files.loadConfiguration()
        try ListSounds(console: console).run(SoundFontCatalog(configured: configuration.sound.soundFonts), inUse: configuration.training.soundSource)
    }
}
