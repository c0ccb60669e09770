import PeachCore

/// `MIDILearn` listening to the controller: every MIDI input, as the receiver hands it on.
public struct MIDILearner: ControlLearner {
    private var learn: MIDILearn
    private var events: AsyncStream<MIDIInputEvent>.AsyncIterator

    public init(events: AsyncStream<MIDIInputEvent>, startingFrom mapping: ControlMapping) {
        learn = MIDILearn(startingFrom: mapping)
        self.events = events.makeAsyncIterator()
    }

    public var step: LearnedControl? { learn.step }
    public var mapping: ControlMapping { learn.mapping }

    public mutating func learnNext() async -> MIDISource? {
        while let event = await events.next() {
            if let learned = learn.hear(event.message) { return learned }
        }
        return nil
    }
}
