import Foundation
import PeachCore

/// One MIDI message as it reached Peach, and what it means in the current mode.
public struct MIDIInputEvent: Sendable, Hashable {
    public var message: MIDIMessage
    public var control: TrainingControl?
    /// The JACK frame of the event (sample-accurate on midi_in); nil for ALSA inputs.
    public var frame: UInt64?
    /// Where it came from: "jack" or the ALSA port's name.
    public var source: String
    /// Monotonic nanoseconds when it was mapped, for latency measurements.
    public var mappedAt: UInt64
}

/// Gathers every MIDI input (JACK midi_in, ALSA ports), parses each stream on its own,
/// applies the mapping and hands the results to the sessions, in arrival order.
public final class ControlReceiver: @unchecked Sendable {
    public let events: AsyncStream<MIDIInputEvent>
    private let sink: AsyncStream<MIDIInputEvent>.Continuation
    private let lock = NSLock()
    private var parsers: [String: MIDIParser] = [:]
    private var mapper: ControlMapper
    private var currentMode: TrainingMode = .screens

    public init(mapping: ControlMapping = .standard) {
        mapper = ControlMapper(mapping: mapping)
        (events, sink) = AsyncStream.makeStream(of: MIDIInputEvent.self, bufferingPolicy: .bufferingNewest(4096))
    }

    public var mode: TrainingMode {
        get { lock.withLock { currentMode } }
        set { lock.withLock { currentMode = newValue } }
    }

    public var mapping: ControlMapping {
        get { lock.withLock { mapper.mapping } }
        set { lock.withLock { mapper.mapping = newValue } }
    }

    /// Bytes from one source; may hold several messages or part of one (running status).
    public func receive<Bytes: Sequence>(_ bytes: Bytes, frame: UInt64?, from source: String) where Bytes.Element == UInt8 {
        let results: [MIDIInputEvent] = lock.withLock {
            var parser = parsers[source, default: MIDIParser()]
            let messages = parser.feed(bytes)
            parsers[source] = parser
            return messages.map { message in
                MIDIInputEvent(
                    message: message, control: mapper.control(for: message, mode: currentMode), frame: frame,
                    source: source, mappedAt: DispatchTime.now().uptimeNanoseconds)
            }
        }
        for event in results { sink.yield(event) }
    }

    public func finish() { sink.finish() }
}
