import PeachCore

/// `peach midi learn`: asks for Higher, Lower, Submit and the tuning control in turn, says
/// what it heard, and writes the four into the config file (Ctrl-C leaves it as it was).
public struct LearnControls {
    let console: any Console

    public init(console: any Console) {
        self.console = console
    }

    /// `inputPort`, `connectedFrom`, `alsaPorts`: where it listens, said first, so that a
    /// controller that is not connected is seen before anyone presses a pad.
    public func run(
        inputPort: String?, connectedFrom: [String], alsaPorts: [String], learner: some ControlLearner, file: any ControlMappingFile
    ) async throws {
        var learner = learner
        try console.print("listening on \(inputPort ?? "-") (connected from: \(connectedFrom.isEmpty ? "nothing yet" : connectedFrom.joined(separator: ", ")))"
            + (alsaPorts.isEmpty ? "" : " and ALSA \(alsaPorts.joined(separator: ", "))"))
        while let step = learner.step {
            try console.print("\(Self.prompt(step)) …")
            guard let learned = await learner.learnNext() else {
                throw CommandFailure(ExitStatus.jackUnavailable, "MIDI input ended before every control was learned; nothing was written")
            }
            try console.print("  \(step.rawValue): \(learned)")
        }
        do {
            try file.write(learner.mapping)
        } catch let .fileHasError(place) {
            throw CommandFailure.usage("\(place); fix it first, nothing was written")
        } catch {
            throw CommandFailure.usage("\(error); nothing was written")
        }
        try console.print("wrote the mapping to \(file.path)")
    }

    static func prompt(_ control: LearnedControl) -> String {
        switch control {
        case .higher: "Press the key or pad for Higher"
        case .lower: "Press the key or pad for Lower"
        case .submit: "Press the key or pad for Submit"
        case .tuning: "Move the tuning control (pitch-bend wheel or a knob/slider)"
        }
    }
}
