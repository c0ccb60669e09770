import PeachAudio
import PeachConfig
import PeachJack

/// What the command line says of the studio, for the commands that join JACK: the files,
/// the client's name, and where the audio and MIDI go. Each is taken over the config file's.
public struct StudioOptions: Sendable {
    public var files: PeachFiles
    public var jackName: String?
    public var connect: [String]
    public var noConnect: Bool
    public var listen: [String]
    public var midiConnect: [String]

    public init(files: PeachFiles, jackName: String?, connect: [String], noConnect: Bool, listen: [String], midiConnect: [String]) {
        self.files = files
        self.jackName = jackName
        self.connect = connect
        self.noConnect = noConnect
        self.listen = listen
        self.midiConnect = midiConnect
    }

    /// Why JACK would refuse `name` as a client name, or nil: checked while parsing, so that
    /// `--jack-name` is a usage error rather than a failed start.
    public static func clientNameProblem(_ name: String) -> String? { JackClientName.problem(name) }

    /// The engine's options: the command line over the config file.
    func engineOptions(_ configuration: PeachConfiguration) -> AudioEngineOptions {
        var options = AudioEngineOptions(clientName: jackName ?? configuration.jack.clientName)
        if noConnect || !configuration.jack.connect {
            options.destinations = []
        } else if !connect.isEmpty {
            options.destinations = connect
        } else if !configuration.jack.destinations.isEmpty {
            options.destinations = configuration.jack.destinations
        }
        if !midiConnect.isEmpty {
            options.midiSources = midiConnect
        } else if !configuration.midi.sources.isEmpty {
            options.midiSources = configuration.midi.sources
        }
        options.listenSources = listen.isEmpty ? configuration.jack.listen : listen
        options.feedbackOutput = configuration.midi.feedbackOutput
        options.feedbackDestinations = configuration.midi.feedbackDestinations
        return options
    }
}
