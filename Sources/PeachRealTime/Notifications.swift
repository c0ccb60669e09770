import CJack
import Synchronization

/// What JACK's notification callbacks record for the player's side to pick up. They may
/// run on JACK's threads (the buffer-size one on the process thread), so they only store
/// atomics.
package struct EngineSignals {
    package let xruns: UnsafeMutablePointer<Atomic<Int>>
    package let bufferSize: UnsafeMutablePointer<Atomic<Int>>
    /// Bumped whenever a connection of any port changes.
    package let connectionChanges: UnsafeMutablePointer<Atomic<Int>>
    package let shutDown: UnsafeMutablePointer<Atomic<Bool>>

    package static func allocate() -> EngineSignals {
        func make<T: AtomicRepresentable>(_ value: T) -> UnsafeMutablePointer<Atomic<T>> {
            let pointer = UnsafeMutablePointer<Atomic<T>>.allocate(capacity: 1)
            pointer.initialize(to: Atomic(value))
            return pointer
        }
        return EngineSignals(xruns: make(0), bufferSize: make(0), connectionChanges: make(0), shutDown: make(false))
    }

    package func deallocate() {
        xruns.deinitialize(count: 1)
        xruns.deallocate()
        bufferSize.deinitialize(count: 1)
        bufferSize.deallocate()
        connectionChanges.deinitialize(count: 1)
        connectionChanges.deallocate()
        shutDown.deinitialize(count: 1)
        shutDown.deallocate()
    }
}

package func jackXrun(_ argument: UnsafeMutableRawPointer?) -> Int32 {
    argument?.assumingMemoryBound(to: EngineSignals.self).pointee.xruns.pointee.add(1, ordering: .relaxed)
    return 0
}

package func jackBufferSize(_ frames: jack_nframes_t, _ argument: UnsafeMutableRawPointer?) -> Int32 {
    // Nothing on the audio thread is sized by the period, so a new size needs no work.
    argument?.assumingMemoryBound(to: EngineSignals.self).pointee.bufferSize.pointee.store(Int(frames), ordering: .relaxed)
    return 0
}

package func jackPortConnect(_ a: jack_port_id_t, _ b: jack_port_id_t, _ connect: Int32, _ argument: UnsafeMutableRawPointer?) {
    argument?.assumingMemoryBound(to: EngineSignals.self).pointee.connectionChanges.pointee.add(1, ordering: .releasing)
}

package func jackShutdown(_ code: jack_status_t, _ reason: UnsafePointer<CChar>?, _ argument: UnsafeMutableRawPointer?) {
    argument?.assumingMemoryBound(to: EngineSignals.self).pointee.shutDown.pointee.store(true, ordering: .releasing)
}
