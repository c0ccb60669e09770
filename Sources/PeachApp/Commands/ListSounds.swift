import PeachCore

/// `peach sounds`: the SoundFonts found and their melodic presets, for `soundSource`. A
/// font that cannot be read is a warning; the others are listed all the same.
public struct ListSounds {
    let console: any Console

    public init(console: any Console) {
        self.console = console
    }

    /// `inUse`: the config's sound, if it names one.
    public func run<Catalog: SoundCatalog>(_ catalog: Catalog, inUse: SoundSource?) throws {
        let paths = catalog.fontPaths()
        var fonts: [Catalog.Font] = []
        for path in paths {
            do {
                fonts.append(try catalog.inspect(path))
            } catch {
                console.tell("warning: \(error)")
            }
        }
        for line in catalog.listing(fonts, inUse: inUse) { try console.print(line) }
        if paths.isEmpty {
            try console.print("(no SoundFonts in \(catalog.searched))")
        }
    }
}
