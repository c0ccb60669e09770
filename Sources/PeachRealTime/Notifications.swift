import CJack
import Glibc
import Synchronization

/// What JACK's notification callbacks record for the player's side to pick up. They may
/// run on JACK's threads (the buffer-size one on the process thread), so they only store
/// atomics.
package struct EngineSignals {
    package let xruns: UnsafeMutablePointer<Atomic<Int>>
    package let bufferSize: UnsafeMutablePointer<Atomic<Int>>
    /// Bumped whenever a connection of any port changes.
    package let connectionChanges: UnsafeMutablePointer<Atomic<Int>>
    /// Bumped whenever JACK has recomputed the latencies of the engine's ports.
    package let latencyChanges: UnsafeMutablePointer<Atomic<Int>>
    package let shutDown: UnsafeMutablePointer<Atomic<Bool>>
    /// The event pump's semaphore: every notification wakes it.
    package let wake: UnsafeMutablePointer<sem_t>

    package static func allocate(wake: UnsafeMutablePointer<sem_t>) -> EngineSignals {
        func make<T: AtomicRepresentable>(_ value: T) -> UnsafeMutablePointer<Atomic<T>> {
            let pointer = UnsafeMutablePointer<Atomic<T>>.allocate(capacity: 1)
            pointer.initialize(to: Atomic(value))
            return pointer
        }
        return EngineSignals(xruns: make(0), bufferSize: make(0), connectionChanges: make(0), latencyChanges: make(0), shutDown: make(false), wake: wake)
    }

    package func deallocate() {
        xruns.deinitialize(count: 1)
        xruns.deallocate()
        bufferSize.deinitialize(count: 1)
        bufferSize.deallocate()
        connectionChanges.deinitialize(count: 1)
        connectionChanges.deallocate()
        latencyChanges.deinitialize(count: 1)
        latencyChanges.deallocate()
        shutDown.deinitialize(count: 1)
        shutDown.deallocate()
    }
}

package func jackXrun(_ argument: UnsafeMutableRawPointer?) -> Int32 {
    guard let signals = argument?.assumingMemoryBound(to: EngineSignals.self).pointee else { return 0 }
    signals.xruns.pointee.add(1, ordering: .relaxed)
    sem_post(signals.wake)
    return 0
}

package func jackBufferSize(_ frames: jack_nframes_t, _ argument: UnsafeMutableRawPointer?) -> Int32 {
    // Nothing on the audio thread is sized by the period, so a new size needs no work.
    guard let signals = argument?.assumingMemoryBound(to: EngineSignals.self).pointee else { return 0 }
    signals.bufferSize.pointee.store(Int(frames), ordering: .relaxed)
    sem_post(signals.wake)
    return 0
}

package func jackPortConnect(_ a: jack_port_id_t, _ b: jack_port_id_t, _ connect: Int32, _ argument: UnsafeMutableRawPointer?) {
    guard let signals = argument?.assumingMemoryBound(to: EngineSignals.self).pointee else { return }
    signals.connectionChanges.pointee.add(1, ordering: .releasing)
    sem_post(signals.wake)
}

/// JACK calls this on its notification thread after it has set the engine's ports' latencies
/// from their connections: for capture (midi_in), then for playback (out_L, out_R), so the
/// playback call ends a recomputation. The values are read off the ports when asked; here
/// only the count. Nothing needs waking: no notice is made of it.
package func jackLatency(_ mode: jack_latency_callback_mode_t, _ argument: UnsafeMutableRawPointer?) {
    guard mode == JackPlaybackLatency, let signals = argument?.assumingMemoryBound(to: EngineSignals.self).pointee else { return }
    signals.latencyChanges.pointee.add(1, ordering: .releasing)
}

package func jackShutdown(_ code: jack_status_t, _ reason: UnsafePointer<CChar>?, _ argument: UnsafeMutableRawPointer?) {
    guard let signals = argument?.assumingMemoryBound(to: EngineSignals.self).pointee else { return }
    signals.shutDown.pointee.store(true, ordering: .releasing)
    sem_post(signals.wake)
}
