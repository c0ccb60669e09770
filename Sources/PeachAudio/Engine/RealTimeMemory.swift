import CJack
import Foundation
import PeachRealTime
import PeachJack

/// The audio thread's memory and the callbacks' contexts, allocated once per client.
final class RealTimeMemory: @unchecked Sendable {
    let engine: RealTimeEngine
    let context: UnsafeMutablePointer<ProcessContext>
    let signals: UnsafeMutablePointer<EngineSignals>
    /// Posted by the audio thread and the notifications; the event pump waits on it.
    let wake: UnsafeMutablePointer<sem_t>
    private let client: OpaquePointer

    init(client: OpaquePointer, left: OpaquePointer, right: OpaquePointer, midiIn: OpaquePointer?, midiOut: OpaquePointer?, voiceCount: Int) {
        self.client = client
        wake = .allocate(capacity: 1)
        sem_init(wake, 0, 0)
        engine = RealTimeEngine.allocate(voiceCount: voiceCount, queueCapacity: 1024)
        context = .allocate(capacity: 1)
        context.initialize(to: ProcessContext(
            client: client, left: left, right: right, engine: engine, midiIn: midiIn, midiOut: midiOut, wake: wake))
        signals = .allocate(capacity: 1)
        signals.initialize(to: EngineSignals.allocate(wake: wake))
    }

    func wakePump() { sem_post(wake) }

    /// Registers the callbacks; before activation, as JACK requires.
    func install() throws {
        guard jack_set_process_callback(client, jackProcess, context) == 0,
              jack_set_xrun_callback(client, jackXrun, signals) == 0,
              jack_set_buffer_size_callback(client, jackBufferSize, signals) == 0,
              jack_set_port_connect_callback(client, jackPortConnect, signals) == 0
        else { throw JackError("cannot install the JACK callbacks") }
        jack_on_info_shutdown(client, jackShutdown, signals)
    }

    /// Only after the client is closed: the callbacks must never run again.
    func deallocate() {
        engine.deallocate()
        context.deinitialize(count: 1)
        context.deallocate()
        signals.pointee.deallocate()
        signals.deinitialize(count: 1)
        signals.deallocate()
        sem_destroy(wake)
        wake.deallocate()
    }
}
