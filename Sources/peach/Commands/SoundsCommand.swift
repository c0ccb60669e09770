import ArgumentParser
import Foundation
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
        let paths = SoundFontLibrary.discover(configured: configuration.sound.soundFonts)
        var fonts: [SoundFontInfo] = []
        for path in paths {
            do {
                fonts.append(try SoundFontLibrary.inspect(path))
            } catch {
                console.tell("warning: \(error)")
            }
        }
        for line in SoundFontLibrary.listing(fonts, configured: configuration.training.soundSource) { try console.print(line) }
        if paths.isEmpty {
            try console.print("(no SoundFonts in \(configuration.sound.soundFonts + SoundFontLibrary.systemFolders))")
        }
    }
}
