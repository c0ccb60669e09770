/// The instruments installed, as `peach sounds` lists them: the audio adapter finds and
/// reads the SoundFonts, the command decides what is said where.
public protocol SoundCatalog {
    associatedtype Font
    /// Where fonts are searched (the configured paths first, then the system's folders),
    /// named when none is found.
    var searched: [String] { get }
    /// The font files found there, in the order playback searches them.
    func fontPaths() -> [String]
    /// One font's melodic presets, or why it cannot be read.
    func inspect(_ path: String) throws -> Font
    /// The sine, then each font with its presets; the default and the sound in use marked.
    func listing(_ fonts: [Font], inUse: SoundSource?) -> [String]
}
