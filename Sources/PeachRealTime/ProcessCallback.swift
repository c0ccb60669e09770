import CJack
import Glibc

/// The JACK process callback. It makes only JACK's real-time-safe calls (port buffers,
/// the period's frame time, MIDI event access) and hands plain pointers to the engine,
/// whose functions the compiler checks under `@_noLocks`; when the engine has news for the
/// rest of Peach it posts a semaphore (a futex wake: no lock, no allocation).
package func jackProcess(_ frames: jack_nframes_t, _ argument: UnsafeMutableRawPointer?) -> Int32 {
    guard let context = argument?.assumingMemoryBound(to: ProcessContext.self),
          let left = jack_port_get_buffer(context.pointee.left, frames),
          let right = jack_port_get_buffer(context.pointee.right, frames) else { return 0 }
    var news = context.pointee.engine.process(
        frameTime: jack_last_frame_time(context.pointee.client), frames: Int(frames),
        left: left.assumingMemoryBound(to: Float.self), right: right.assumingMemoryBound(to: Float.self))

    if let port = context.pointee.midiIn, let buffer = jack_port_get_buffer(port, frames) {
        var event = jack_midi_event_t()
        for index in 0..<jack_midi_get_event_count(buffer) where jack_midi_event_get(&event, buffer, index) == 0 {
            if let bytes = event.buffer, context.pointee.engine.receiveMIDI(offset: event.time, size: event.size, bytes: bytes) {
                news = true
            }
        }
    }
    if news { sem_post(context.pointee.wake) }
    if let port = context.pointee.audioIn, let buffer = jack_port_get_buffer(port, frames),
       context.pointee.engine.captureInput(buffer.assumingMemoryBound(to: Float.self), frames: Int(frames)) {
        sem_post(context.pointee.engine.input.ready)
    }
    if let port = context.pointee.midiOut, let buffer = jack_port_get_buffer(port, frames) {
        jack_midi_clear_buffer(buffer)
        var outgoing = RawMIDIEvent()
        while context.pointee.engine.nextOutgoingMIDI(into: &outgoing) {
            withUnsafeBytes(of: (outgoing.byte0, outgoing.byte1, outgoing.byte2)) { bytes in
                _ = jack_midi_event_write(buffer, 0, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int(outgoing.size))
            }
        }
    }
    return 0
}
