import CJack

/// A MIDI output's buffer for one period, in a process callback.
public struct JackMIDIBuffer {
    let buffer: UnsafeMutableRawPointer

    /// Writes a 1–3 byte message `offset` frames into the period; within a period the
    /// offsets must not go back (JACK's rule). False when the buffer is full.
    @discardableResult
    public func write(_ bytes: (UInt8, UInt8, UInt8), count: Int, at offset: UInt32) -> Bool {
        withUnsafeBytes(of: bytes) { raw in
            jack_midi_event_write(buffer, offset, raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count) == 0
        }
    }
}
