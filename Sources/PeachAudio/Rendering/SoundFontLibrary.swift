import CFluidSynth
import Foundation
import PeachCore

/// A melodic preset of a SoundFont.
public struct SoundFontPreset: Hashable, Sendable {
    public var bank: Int
    public var program: Int
    public var name: String

    public var source: SoundSource { .soundFont(bank: bank, program: program) }
}

/// A SoundFont file and its melodic presets: not the drum kits (bank 128), and not the
/// programs General MIDI makes percussive or sound effects (112 and up: bells, drums, a
/// reverse cymbal, a helicopter), whose pitch a listener cannot compare.
public struct SoundFontInfo: Sendable {
    public var path: String
    public var presets: [SoundFontPreset]

    /// The General MIDI piano if the font has one, else its first "piano", else program 0.
    public var piano: SoundFontPreset? {
        presets.first { $0.bank == 0 && $0.program == 0 }
            ?? presets.first { $0.name.localizedCaseInsensitiveContains("piano") }
            ?? presets.first
    }
}

/// Why a SoundFont cannot be used; Peach then plays sines and says so.
public struct SoundFontUnavailable: Error, CustomStringConvertible {
    public var description: String
}

public enum SoundFontLibrary {
    /// General MIDI's percussive family (Tinkle Bell … Reverse Cymbal) starts here, its
    /// sound effects follow; below it every program is melodic.
    public static let firstPercussiveProgram = 112

    /// What `peach sounds` prints: the sine, then each font with its presets, the default
    /// and the sound in use (the config's, else the default) marked where playback finds
    /// it (the first font that has it). A configured sound no font has is said at the end.
    public static func listing(_ fonts: [SoundFontInfo], configured: SoundSource?) -> [String] {
        let defaultSound = fonts.first?.piano?.source ?? .sine
        let inUse = configured ?? defaultSound
        func marks(_ source: SoundSource, isDefault: Bool) -> String {
            let words = (isDefault ? ["default"] : []) + (source == inUse ? ["in use"] : [])
            return words.isEmpty ? "" : "  (" + words.joined(separator: ", ") + ")"
        }
        var lines = ["sine" + marks(.sine, isDefault: defaultSound == .sine)]
        var seen: Set<SoundSource> = [.sine]
        for font in fonts {
            lines.append("\(font.path):")
            for preset in font.presets {
                // A preset an earlier font has too plays from that one: marked there only.
                let first = seen.insert(preset.source).inserted
                let text = "  sf2:\(preset.bank):\(preset.program)  \(preset.name)"
                lines.append(first ? text + marks(preset.source, isDefault: preset.source == defaultSound) : text)
            }
        }
        if !seen.contains(inUse) { lines.append("in use: \(inUse), which no SoundFont found has: a sine plays instead") }
        return lines
    }

    /// Searched after the config's paths.
    public static let systemFolders = ["/usr/share/sounds/sf2", "/usr/share/sounds/sf3"]

    /// Font files: the configured paths (files or folders) first, then the system's folders.
    public static func discover(configured: [String]) -> [String] {
        var found: [String] = []
        for path in configured + systemFolders {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                found += names.filter { $0.lowercased().hasSuffix(".sf2") || $0.lowercased().hasSuffix(".sf3") }
                    .sorted().map { path + "/" + $0 }
            } else {
                found.append(path)
            }
        }
        // The same font through a symlink (default-GM.sf2 → TimGM6mb.sf2) is listed once.
        var seen = Set<String>()
        return found.filter { seen.insert(URL(fileURLWithPath: $0).resolvingSymlinksInPath().path).inserted }
    }

    /// Reads a font's presets (loads it into a throwaway synthesizer).
    public static func inspect(_ path: String) throws -> SoundFontInfo {
        let synth = try FluidSynthInstance(sampleRate: 48_000)
        let id = try synth.load(path)
        return SoundFontInfo(path: path, presets: synth.presets(of: id))
    }
}

/// One FluidSynth synthesizer, used from one thread at a time (its owner serialises).
final class FluidSynthInstance {
    let settings: OpaquePointer
    let synth: OpaquePointer

    init(sampleRate: Int) throws {
        // Quiet: FluidSynth's own messages would go to stderr; failures are reported by Peach.
        for level in [FLUID_PANIC, FLUID_ERR, FLUID_WARN, FLUID_INFO, FLUID_DBG] {
            fluid_set_log_function(Int32(level.rawValue), nil, nil)
        }
        _ = Self.libraryLogSilenced
        guard let settings = new_fluid_settings() else { throw SoundFontUnavailable(description: "FluidSynth could not start") }
        fluid_settings_setnum(settings, "synth.sample-rate", Double(sampleRate))
        fluid_settings_setint(settings, "synth.reverb.active", 0)
        fluid_settings_setint(settings, "synth.chorus.active", 0)
        fluid_settings_setint(settings, "synth.polyphony", 64)
        fluid_settings_setint(settings, "synth.threadsafe-api", 0)
        guard let synth = new_fluid_synth(settings) else {
            delete_fluid_settings(settings)
            throw SoundFontUnavailable(description: "FluidSynth could not start")
        }
        self.settings = settings
        self.synth = synth
    }

    /// FluidSynth reads SoundFonts through libinstpatch, which reports a damaged file with
    /// GLib's log ("** CRITICAL **: ipatch_container_init_iter: assertion … failed") on
    /// stderr, beside Peach's own warning that names the file. GLib's default handler is
    /// replaced by one that drops those messages (GLib still aborts on its fatal errors
    /// itself). GLib is looked up in the process rather than linked: it is there only as
    /// FluidSynth's dependency, and a FluidSynth built without it needs nothing.
    static let libraryLogSilenced: Bool = {
        typealias LogFunction = @convention(c) (UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void
        typealias SetDefaultHandler = @convention(c) (LogFunction?, UnsafeMutableRawPointer?) -> LogFunction?
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "g_log_set_default_handler") else { return false }
        let setDefaultHandler = unsafeBitCast(symbol, to: SetDefaultHandler.self)
        _ = setDefaultHandler({ _, _, _, _ in }, nil)
        return true
    }()

    func load(_ path: String) throws -> Int32 {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw SoundFontUnavailable(description: "SoundFont \(path) is missing or unreadable")
        }
        let id = fluid_synth_sfload(synth, path, 0)
        guard id != FLUID_FAILED else { throw SoundFontUnavailable(description: "\(path) is not a SoundFont FluidSynth can read") }
        return id
    }

    func presets(of id: Int32) -> [SoundFontPreset] {
        guard let font = fluid_synth_get_sfont_by_id(synth, id) else { return [] }
        var presets: [SoundFontPreset] = []
        fluid_sfont_iteration_start(font)
        while let preset = fluid_sfont_iteration_next(font) {
            let bank = Int(fluid_preset_get_banknum(preset)), program = Int(fluid_preset_get_num(preset))
            guard bank != 128, program < SoundFontLibrary.firstPercussiveProgram else { continue }
            presets.append(SoundFontPreset(bank: bank, program: program, name: String(cString: fluid_preset_get_name(preset))))
        }
        return presets.sorted { ($0.bank, $0.program) < ($1.bank, $1.program) }
    }

    deinit {
        delete_fluid_synth(synth)
        delete_fluid_settings(settings)
    }
}
