import ArgumentParser
import PeachWiring

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List JACK audio and MIDI ports, ALSA MIDI inputs, and where Peach's ports are connected."
    )

    @OptionGroup var global: GlobalOptions

    func run() throws {
        try global.studio.listDevices()
    }
}
