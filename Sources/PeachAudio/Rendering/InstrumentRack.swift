import Foundation
import PeachCore

/// Chooses the renderer for each tone's sound: the sine, or a preset of the SoundFonts
/// found. A font that cannot be read or a preset that is gone gives a warning (once) and
/// the sine: never a crash, never a silent trainer.
public final class InstrumentRack: ToneRenderer, @unchecked Sendable {
    public let fonts: [SoundFontRenderer]
    /// Used for tones without a sound of their own: a piano when a font was found, else the sine.
    public let defaultSound: SoundSource
    private let sine = SineRenderer()
    private let warn: @Sendable (String) -> Void
    private let lock = NSLock()
    private var warned = Set<String>()

    /// Loads every font in `paths` (in order) at the server's sample rate.
    public init(fontPaths paths: [String], sampleRate: Int, warn: @escaping @Sendable (String) -> Void) {
        self.warn = warn
        var fonts: [SoundFontRenderer] = []
        for path in paths {
            do {
                fonts.append(try SoundFontRenderer(fontPath: path, sampleRate: sampleRate))
            } catch {
                warn("\(error); using the next font or the sine")
            }
        }
        self.fonts = fonts
        defaultSound = fonts.first?.font.piano?.source ?? .sine
    }

    public func render(_ tone: Tone, sampleRate: Int) throws -> ToneBuffer {
        let sound = tone.sound ?? defaultSound
        if case let .soundFont(bank, program) = sound {
            if let font = fonts.first(where: { $0.has(sound) }) {
                do {
                    return try font.render(tone, bank: bank, program: program)
                } catch {
                    warnOnce("\(sound)", "\(error); playing a sine instead")
                }
            } else {
                warnOnce("\(sound)", "no SoundFont found has preset \(sound); playing a sine instead")
            }
        }
        return try sine.render(tone, sampleRate: sampleRate)
    }

    private func warnOnce(_ key: String, _ message: String) {
        let isNew = lock.withLock { warned.insert(key).inserted }
        if isNew { warn(message) }
    }
}
