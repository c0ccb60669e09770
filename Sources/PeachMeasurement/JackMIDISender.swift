import Foundation
import PeachRealTime
import PeachJack

/// Marks a pending event's `frame` as an offset into the next period, not a frame of the
/// clock (which stays far below 2^63). Computed, not stored: a global's lazy initializer
/// would take a lock on the audio thread.
private var relativeFlag: UInt64 { 1 << 63 }

/// A JACK client with one MIDI output, standing in for a controller: what it sends is
/// written at a chosen offset inside a period, or at a chosen frame of the server's clock
/// (a drummer's tap), and the absolute frame of every event is logged, so tests can
/// compare what Peach received with what was sent, frame for frame.
public final class JackMIDISender: @unchecked Sendable {
    struct Context {
        let clock: JackFrameClock
        let port: JackPort<MIDIOut>
        /// Pending events; `frame` holds the wanted frame, or (with `relative` set) the
        /// wanted offset inside the next period.
        let pending: SPSCRing<RawMIDIEvent>
        /// The first pending event, taken from the ring and waiting for its frame.
        let held: UnsafeMutablePointer<RawMIDIEvent>
        let isHeld: UnsafeMutablePointer<Bool>
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
            pending: .allocate(capacity: 1024, filledWith: RawMIDIEvent()),
            held: .allocate(capacity: 1), isHeld: .allocate(capacity: 1),
            sent: .allocate(capacity: 4096, filledWith: RawMIDIEvent())))
        context.pointee.held.initialize(to: RawMIDIEvent())
        context.pointee.isHeld.initialize(to: false)
        self.context = context
        let process: JackCallbacks.Process = { frames, argument in
            let context = argument!.assumingMemoryBound(to: Context.self).pointee
            guard let buffer = context.port.emptiedBuffer(frames) else { return 0 }
            let periodStart = UInt64(context.clock.periodStart)
            var lastOffset: UInt32 = 0
            var sentRelative = false
            while context.isHeld.pointee || context.pending.pop(into: &context.held.pointee) {
                context.isHeld.pointee = true
                var event = context.held.pointee
                let offset: UInt32
                if event.frame & relativeFlag != 0 {
                    // One event per period keeps chosen offsets honest (they must rise within a period).
                    guard !sentRelative else { break }
                    sentRelative = true
                    offset = UInt32(min(event.frame & ~relativeFlag, UInt64(frames - 1)))
                } else {
                    // At its frame; one already past goes at once, and the log says when it went.
                    guard event.frame < periodStart + UInt64(frames) else { break }
                    offset = UInt32(event.frame > periodStart ? event.frame - periodStart : 0)
                }
                let at = max(offset, lastOffset)
                buffer.write((event.byte0, event.byte1, event.byte2), count: Int(event.size), at: at)
                lastOffset = at
                event.frame = periodStart + UInt64(at)
                _ = context.sent.push(event)
                context.isHeld.pointee = false
            }
            return 0
        }
        var callbacks = JackCallbacks(process: process, context: context) {
            context.pointee.pending.deallocate()
            context.pointee.held.deallocate()
            context.pointee.isHeld.deallocate()
            context.pointee.sent.deallocate()
            context.deallocate()
        }
        if let captureLatency { callbacks.declareLatency(JackLatencyRange(frames: captureLatency), .capture, on: port) }
        try client.activate(with: callbacks)
    }

    /// Queues a message (1–3 bytes) for a coming period, at `offset` frames into it.
    public func send(_ bytes: [UInt8], offset: Int = 0) {
        queue(bytes, frame: UInt64(offset) | relativeFlag)
    }

    /// Queues a message to go out at `frame` of the server's clock (the period that holds
    /// it writes it at its offset). Frames must be queued in order.
    public func send(_ bytes: [UInt8], atFrame frame: UInt64) {
        queue(bytes, frame: frame)
    }

    private func queue(_ bytes: [UInt8], frame: UInt64) {
        var event = RawMIDIEvent()
        event.frame = frame
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
