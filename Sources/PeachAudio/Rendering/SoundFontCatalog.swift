import PeachCore

/// The SoundFonts found for `peach sounds`: the configured paths, then the system's folders.
public struct SoundFontCatalog: SoundCatalog {
    /// The config's `soundFonts`: files or folders.
    public let configured: [String]

    public init(configured: [String]) {
        self.configured = configured
    }

    public var searched: [String] { configured + SoundFontLibrary.systemFolders }
    public func fontPaths() -> [String] { SoundFontLibrary.discover(configured: configured) }
    public func inspect(_ path: String) throws -> SoundFontInfo { try SoundFontLibrary.inspect(path) }
    public func listing(_ fonts: [SoundFontInfo], inUse: SoundSource?) -> [String] { SoundFontLibrary.listing(fonts, configured: inUse) }
}
