import Synchronization

/// A single-producer/single-consumer ring (Lamport's queue) of plain values, between the
/// audio thread and one other thread. The producer alone moves `head`, the consumer alone
/// moves `tail`; acquire/release ordering makes a slot's contents visible before its index.
/// No locks, no allocation after creation; capacity is a power of two, so wrapping is a mask.
///
/// Generic over `BitwiseCopyable` elements so that copying one never touches a reference
/// count. Not `@_noLocks` itself (unspecialised generic code may touch type metadata): every
/// use on the audio thread is specialised (the module is built optimised as a whole), and
/// the `@_noLocks` of the callers checks the specialised code they call.
package struct SPSCRing<Element: BitwiseCopyable>: @unchecked Sendable {
    @usableFromInline let head: UnsafeMutablePointer<Atomic<Int>>
    @usableFromInline let tail: UnsafeMutablePointer<Atomic<Int>>
    @usableFromInline let slots: UnsafeMutablePointer<Element>
    package let capacity: Int

    package static func allocate(capacity: Int, filledWith empty: Element) -> SPSCRing {
        precondition(capacity > 0 && capacity & (capacity - 1) == 0, "capacity must be a power of two")
        let head = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: 1)
        head.initialize(to: Atomic(0))
        let tail = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: 1)
        tail.initialize(to: Atomic(0))
        let slots = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        slots.initialize(repeating: empty, count: capacity)
        return SPSCRing(head: head, tail: tail, slots: slots, capacity: capacity)
    }

    /// Only once neither side will touch the ring again.
    package func deallocate() {
        head.deinitialize(count: 1)
        head.deallocate()
        tail.deinitialize(count: 1)
        tail.deallocate()
        slots.deallocate()
    }

    /// Producer: false when full (the element is dropped, nothing waits).
    @inlinable
    package func push(_ element: Element) -> Bool {
        let h = head.pointee.load(ordering: .relaxed)
        let t = tail.pointee.load(ordering: .acquiring)
        guard h &- t < capacity else { return false }
        slots[h & (capacity - 1)] = element
        head.pointee.store(h &+ 1, ordering: .releasing)
        return true
    }

    /// Consumer: false when empty.
    @inlinable
    package func pop(into element: inout Element) -> Bool {
        let t = tail.pointee.load(ordering: .relaxed)
        let h = head.pointee.load(ordering: .acquiring)
        guard h != t else { return false }
        element = slots[t & (capacity - 1)]
        tail.pointee.store(t &+ 1, ordering: .releasing)
        return true
    }

    /// Consumer, off the audio thread.
    package func pop() -> Element? {
        let t = tail.pointee.load(ordering: .relaxed)
        let h = head.pointee.load(ordering: .acquiring)
        guard h != t else { return nil }
        let element = slots[t & (capacity - 1)]
        tail.pointee.store(t &+ 1, ordering: .releasing)
        return element
    }
}
