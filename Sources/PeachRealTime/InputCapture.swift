import Glibc
import Synchronization

/// One period of peach:in: where it starts on the engine's clock and how many samples it
/// holds. Noted after its samples, so that the reader always knows the frame of every
/// sample, across xruns and buffer-size changes.
package struct CapturedPeriod: BitwiseCopyable {
    package var frame: UInt64 = 0
    package var count: Int = 0

    package init(frame: UInt64 = 0, count: Int = 0) {
        self.frame = frame
        self.count = count
    }
}

/// peach:in on its way from the audio thread to the analysis thread: the samples in one
/// ring, each period's frame and length in another. The audio thread copies only while
/// someone listens, and drops a whole period rather than wait when the reader fell behind
/// (counted, so that the reader can say so). Sendable as pointers are: one producer (the
/// audio thread), one consumer (the analysis thread), by design.
package struct InputCapture: @unchecked Sendable {
    package let samples: SPSCRing<Float>
    package let periods: SPSCRing<CapturedPeriod>
    /// Set by the reader while it listens.
    package let listening: UnsafeMutablePointer<Atomic<Bool>>
    package let droppedPeriods: UnsafeMutablePointer<Atomic<Int>>
    /// Posted after each captured period (by the process callback): the reader waits on it.
    package let ready: UnsafeMutablePointer<sem_t>

    /// `seconds` of input at `sampleRate` may wait for the reader (rounded up to a power of two).
    package static func allocate(seconds: Double, sampleRate: Int) -> InputCapture {
        var capacity = 1 << 12
        while Double(capacity) < seconds * Double(sampleRate) { capacity <<= 1 }
        let listening = UnsafeMutablePointer<Atomic<Bool>>.allocate(capacity: 1)
        listening.initialize(to: Atomic(false))
        let dropped = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: 1)
        dropped.initialize(to: Atomic(0))
        return InputCapture(
            samples: .allocate(capacity: capacity, filledWith: 0),
            // A period is at least 16 frames: as many periods as that many samples make.
            periods: .allocate(capacity: capacity / 16, filledWith: CapturedPeriod()),
            listening: listening, droppedPeriods: dropped, ready: PumpWake.allocate())
    }

    package func deallocate() {
        samples.deallocate()
        periods.deallocate()
        listening.deinitialize(count: 1)
        listening.deallocate()
        droppedPeriods.deinitialize(count: 1)
        droppedPeriods.deallocate()
        PumpWake.deallocate(ready)
    }

    /// One period of the input, on the audio thread. Returns whether it was captured (the
    /// caller then posts `ready`).
    @_noLocks
    package func capture(_ input: UnsafePointer<Float>, frames: Int, at frame: UInt64) -> Bool {
        guard listening.pointee.load(ordering: .relaxed) else { return false }
        // The samples first, then their period: a reader that sees the period sees its
        // samples. Room for the period is checked first; only this thread adds to the rings.
        guard frames <= samples.capacity, periods.hasRoom, samples.push(contentsOf: input, count: frames) else {
            droppedPeriods.pointee.add(1, ordering: .relaxed)
            return false
        }
        _ = periods.push(CapturedPeriod(frame: frame, count: frames))
        return true
    }
}
