import CJack
import Glibc

/// The semaphore that wakes the engine's event pump. The audio thread and the JACK
/// notifications post it (a futex wake: no lock, no allocation); the pump waits on it.
package enum PumpWake {
    package static func allocate() -> UnsafeMutablePointer<sem_t> {
        let wake = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
        sem_init(wake, 0, 0)
        return wake
    }

    package static func post(_ wake: UnsafeMutablePointer<sem_t>) { sem_post(wake) }

    /// Until a post, or `nanoseconds` pass; then takes every post that came meanwhile (many
    /// posts, one pass). On the monotonic clock: a step of the wall clock must not stall the pump.
    package static func wait(_ wake: UnsafeMutablePointer<sem_t>, upTo nanoseconds: Int) {
        _ = peach_semaphore_wait_monotonic(wake, nanoseconds)
        while sem_trywait(wake) == 0 {}
    }

    package static func deallocate(_ wake: UnsafeMutablePointer<sem_t>) {
        sem_destroy(wake)
        wake.deallocate()
    }
}
