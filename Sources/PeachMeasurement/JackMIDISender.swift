import Foundation
import PeachRealTime
import PeachJack

/// A JACK client with one MIDI output, standing in for a controller: what it sends is
/// written at a chosen offset inside a period, and the absolute frame of every event is
/// logged, so tests can compare what Peach received with what was sent, frame for frame.
public final class JackMIDISender: @unchecked Sendable {
    struct Context {
        let clock: JackFrameClock
        let port: JackPort<MIDIOut>
        /// Pending events; `frame` holds the wanted offset inside the period.
        let pending: SPSCRing<RawMIDIEvent>
        /// Sent events; `frame` holds the absolute frame.
        let sent: SPSCRing<RawMIDIEvent>
    }

    public let client: JackClient
    public let outputPort: String
    private let context: UnsafeMutablePointer<Context>
    private let lock = NSLock()

    /// `captureLatency`: frames the sender declares on its output, as a MIDI interface's
    /// capture port declares what lies between the pad and it; none by default.
    public init(name: String, serverName: String? = nil, captureLatency: Int? = nil) throws {
        client = try JackClient(name: name, serverName: serverName)
        let port = try client.registerPort("out", as: MIDIOut.self)
        outputPort = port.name
        let context = UnsafeMutablePointer<Context>.allocate(capacity: 1)
        context.initialize(to: Context(
            clock: client.frameClock, port: port,
            pending: .allocate(capacity: 1024, filledWith: RawMIDIEvent()), sent: .allocate(capacity: 4096, filledWith: RawMIDIEvent())))
        self.context = context
        let process: JackCallbacks.Process = { frames, argument in
            let context = argument!.assumingMemoryBound(to: Context.self).pointee
            guard let buffer = context.port.emptiedBuffer(frames) else { return 0 }
            let periodStart = UInt64(context.clock.periodStart)
            var event = RawMIDIEvent()
            // One event per period keeps the offsets honest (they must rise within a period).
            if context.pending.pop(into: &event) {
                let offset = UInt32(min(event.frame, UInt64(frames - 1)))
                buffer.write((event.byte0, event.byte1, event.byte2), count: Int(event.size), at: offset)
                event.frame = periodStart + UInt64(offset)
                _ = context.sent.push(event)
            }
            return 0
        }
        var callbacks = JackCallbacks(process: process, context: context) {
            context.pointee.pending.deallocate()
            context.pointee.sent.deallocate()
            context.deallocate()
        }
        if let captureLatency { callbacks.declareLatency(JackLatencyRange(frames: captureLatency), .capture, on: port) }
        try client.activate(with: callbacks)
    }

    /// Queues a message (1–3 bytes) for a coming period, at `offset` frames into it.
    public func send(_ bytes: [UInt8], offset: Int = 0) {
        var event = RawMIDIEvent()
        event.frame = UInt64(offset)
        event.size = UInt8(bytes.count)
        event.byte0 = bytes[0]
        if bytes.count > 1 { event.byte1 = bytes[1] }
        if bytes.count > 2 { event.byte2 = bytes[2] }
        lock.withLock { _ = context.pointee.pending.push(event) }
    }

    /// What was sent so far: bytes and absolute frames.
    public func sentEvents() -> [(bytes: [UInt8], frame: UInt64)] {
        var result: [(bytes: [UInt8], frame: UInt64)] = []
        var event = RawMIDIEvent()
        lock.withLock {
            while context.pointee.sent.pop(into: &event) {
                result.append((Array([event.byte0, event.byte1, event.byte2].prefix(Int(event.size))), event.frame))
            }
        }
        return result
    }

    /// Leaves the server; the client then frees the queues.
    public func close() {
        client.close()
    }
}
