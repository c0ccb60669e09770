import ArgumentParser
import PeachApp
import PeachAudio
import PeachJack
import PeachMIDI

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List JACK audio and MIDI ports, ALSA MIDI inputs, and where Peach's ports are connected."
    )

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let configuration = try global.files.loadConfiguration()
        try ListDevices(console: console).run(
            open: { try JackClient(name: "peach-devices") },
            alsaInputs: { ALSAMIDIInputs.list(clientName: "peach-devices").mapError { $0 } },
            peachName: global.jackName ?? configuration.jack.clientName)
    }
}
