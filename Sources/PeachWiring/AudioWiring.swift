import PeachApp
import PeachAudio
import PeachConfig
import PeachMIDI

extension StudioOptions {
    /// JACK joined, a server started first when none runs and the config allows it; or
    /// exit 3 with the reason. `printNotes`: say the start's notes on stderr now; the screens
    /// and headless mode show them their own way (the status line, warning events).
    func startAudio(_ configuration: PeachConfiguration, printNotes: Bool = true) throws -> AudioStartup {
        let audio: AudioStartup
        do {
            audio = try AudioStartup.start(
                engineOptions(configuration), startServer: configuration.jack.startServer, serverCommand: configuration.jack.serverCommand)
        } catch {
            throw CommandFailure(ExitStatus.jackUnavailable, error.description)
        }
        if printNotes { (audio.notes + audio.engine.connectWarnings.map { "warning: \($0)" }).forEach(console.tell) }
        return audio
    }
}

extension InstrumentRack {
    /// The SoundFonts the config names, else those found in the usual places, at the
    /// engine's rate; a font that cannot be read is warned of and left out.
    convenience init(_ configuration: PeachConfiguration, engine: AudioEngine, warn: @escaping @Sendable (String) -> Void = warnOnStandardError) {
        self.init(fontPaths: SoundFontLibrary.discover(configured: configuration.sound.soundFonts), sampleRate: engine.sampleRate, warn: warn)
    }
}

extension MIDIInputs {
    /// The engine's JACK MIDI port and the config's ALSA inputs, read with the config's
    /// mapping. The config was read with its backend checked, so a bad name never gets here.
    convenience init(engine: AudioEngine, configuration: PeachConfiguration) {
        self.init(
            jack: engine.midiInput, bytes: { ($0.bytes, $0.frame) }, alsaInputs: configuration.midi.alsaInputs,
            clientName: engine.clientName, backend: (try? configuration.midiInputBackend()) ?? .alsa,
            mapping: configuration.midi.mapping, say: console.tell)
    }
}
