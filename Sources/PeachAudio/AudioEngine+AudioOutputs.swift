import PeachCore

extension AudioEngine: AudioOutputs {
    public var outputPortNames: [String] { [outputPorts.left, outputPorts.right] }
}
