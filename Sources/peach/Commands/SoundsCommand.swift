import ArgumentParser
import Foundation
import PeachAudio

struct SoundsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sounds",
        abstract: "List the SoundFonts found and their melodic presets (for soundSource = \"sf2:<bank>:<program>\")."
    )

    @OptionGroup var files: FileOptions

    func run() throws {
        let configuration = try files.loadConfiguration()
        let paths = SoundFontLibrary.discover(configured: configuration.sound.soundFonts)
        printLine("sine")
        if paths.isEmpty {
            printLine("(no SoundFonts in \(configuration.sound.soundFonts + SoundFontLibrary.systemFolders))")
        }
        var defaultShown = false
        for path in paths {
            do {
                let font = try SoundFontLibrary.inspect(path)
                printLine("\(path):")
                for preset in font.presets {
                    let isDefault = !defaultShown && preset == font.piano
                    printLine("  sf2:\(preset.bank):\(preset.program)  \(preset.name)\(isDefault ? "  (default)" : "")")
                }
                defaultShown = defaultShown || font.piano != nil
            } catch {
                printError("warning: \(error)")
            }
        }
    }
}
