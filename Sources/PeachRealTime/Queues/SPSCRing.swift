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

    /// Producer: whether one more element fits.
    @inlinable
    package var hasRoom: Bool {
        head.pointee.load(ordering: .relaxed) &- tail.pointee.load(ordering: .acquiring) < capacity
    }

    /// Producer: copies `count` elements, all or none (false when they do not fit).
    @inlinable
    package func push(contentsOf source: UnsafePointer<Element>, count: Int) -> Bool {
        let h = head.pointee.load(ordering: .relaxed)
        let t = tail.pointee.load(ordering: .acquiring)
        guard count >= 0, capacity &- (h &- t) >= count else { return false }
        let start = h & (capacity - 1)
        let first = min(count, capacity - start)
        // Plain bytes (the elements are BitwiseCopyable): nothing to release in the old slots.
        let stride = MemoryLayout<Element>.stride
        UnsafeMutableRawPointer(slots + start).copyMemory(from: source, byteCount: first * stride)
        if first < count { UnsafeMutableRawPointer(slots).copyMemory(from: source + first, byteCount: (count - first) * stride) }
        head.pointee.store(h &+ count, ordering: .releasing)
        return true
    }

    /// Consumer: copies the next `count` elements out, all or none (false when fewer wait).
    @inlinable
    package func pop(into destination: UnsafeMutablePointer<Element>, count: Int) -> Bool {
        let t = tail.pointee.load(ordering: .relaxed)
        let h = head.pointee.load(ordering: .acquiring)
        guard count >= 0, h &- t >= count else { return false }
        let start = t & (capacity - 1)
        let first = min(count, capacity - start)
        let stride = MemoryLayout<Element>.stride
        UnsafeMutableRawPointer(destination).copyMemory(from: slots + start, byteCount: first * stride)
        if first < count { UnsafeMutableRawPointer(destination + first).copyMemory(from: slots, byteCount: (count - first) * stride) }
        tail.pointee.store(t &+ count, ordering: .releasing)
        return true
    }

    /// Consumer: drops everything waiting (what was captured before anyone listened).
    package func removeAll() {
        tail.pointee.store(head.pointee.load(ordering: .acquiring), ordering: .releasing)
    }
}
