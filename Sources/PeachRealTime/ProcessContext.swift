import Glibc
import PeachJack

/// What the JACK process callback is handed: the ports to read and write, and the engine.
/// Plain values (JACK's handles, taken from the typed ports here, off the audio thread),
/// allocated once, freed after the client is closed.
package struct ProcessContext {
    let client: OpaquePointer
    let left: OpaquePointer
    let right: OpaquePointer
    let engine: RealTimeEngine
    let midiIn: OpaquePointer?
    let midiOut: OpaquePointer?
    let audioIn: OpaquePointer?
    /// Posted when the engine reported something or MIDI arrived: wakes the event pump.
    let wake: UnsafeMutablePointer<sem_t>

    package init(
        client: JackClient, left: JackPort<AudioOut>, right: JackPort<AudioOut>, engine: RealTimeEngine,
        midiIn: JackPort<MIDIIn>?, midiOut: JackPort<MIDIOut>?, audioIn: JackPort<AudioIn>? = nil, wake: UnsafeMutablePointer<sem_t>
    ) {
        self.client = client.handle
        self.left = left.handle
        self.right = right.handle
        self.engine = engine
        self.midiIn = midiIn?.handle
        self.midiOut = midiOut?.handle
        self.audioIn = audioIn?.handle
        self.wake = wake
    }
}
