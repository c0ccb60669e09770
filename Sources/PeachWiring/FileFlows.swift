import Foundation
import PeachApp
import PeachAudio
import PeachReport

/// The commands that never join JACK, reading and writing Peach's files alone: the records,
/// the profile, the config's sounds and MIDI mapping. Each one is the application's flow
/// handed the adapters for those files.
extension PeachFiles {
    public func export(to file: String?, format: Int) throws {
        try ExportRecords(library: records, console: console).run(to: file, format: format)
    }

    public func importRecords(_ file: String, replacing: Bool, confirmed: Bool) throws {
        try ImportRecords(library: records, console: console).run(file, mode: replacing ? .replace : .merge, confirmed: confirmed)
    }

    public func backup(to file: String) throws {
        try BackupRecords(library: records, console: console).run(to: file)
    }

    public func restore(_ file: String, replacing: Bool, confirmed: Bool) throws {
        try RestoreRecords(library: records, console: console).run(file, mode: replacing ? .replace : .merge, confirmed: confirmed)
    }

    public func reset(confirmed: Bool) throws {
        try ResetRecords(library: records, console: console).run(confirmed: confirmed)
    }

    /// The profile as one JSON object on standard output; it reads beside a Peach that trains.
    public func printProfile() throws {
        let range = try loadConfiguration().settings.noteRange
        try ShowProfile(library: records, console: console, parts: registry.profileParts).run(range: range) {
            ProfileJSON(snapshot: $0, sections: registry.profileJSON).text
        }
    }

    public func writeReport(to file: String) throws {
        let range = try loadConfiguration().settings.noteRange
        try WriteReport(library: records, console: console, parts: registry.profileParts).run(to: file, range: range) {
            ProfileReport(snapshot: $0, generated: Date(), sections: registry.profileHTML).html
        }
    }

    public func listSounds() throws {
        let configuration = try loadConfiguration()
        try ListSounds(console: console).run(SoundFontCatalog(configured: configuration.sound.soundFonts), inUse: configuration.training.soundSource)
    }

    public func showControls() throws {
        for line in ShowControls.lines(try loadConfiguration().midi.mapping) { try console.print(line) }
    }
}
