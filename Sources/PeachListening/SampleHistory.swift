/// The input's most recent samples, oldest first and contiguous, on the input's frame
/// clock: the spans the period fit and the attack search read. Appending never allocates;
/// when the storage is full the newest `kept` samples move to its front.
final class SampleHistory {
    private let storage: UnsafeMutablePointer<Float>
    private let capacity: Int
    /// How far back a reader may look, in frames.
    let kept: Int
    private(set) var count = 0
    /// One past the newest sample's frame.
    private(set) var endFrame: UInt64 = 0

    init(keeping kept: Int) {
        self.kept = kept
        // Four times what is kept: one move per three spans' worth of samples.
        capacity = kept * 4
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// Forgets everything: the next sample appended is `frame`'s.
    func restart(at frame: UInt64) {
        count = 0
        endFrame = frame
    }

    func append(_ samples: UnsafePointer<Float>, count appended: Int) {
        precondition(appended <= kept)
        if count + appended > capacity {
            let start = count - kept
            (storage).update(from: storage + start, count: kept)
            count = kept
        }
        (storage + count).update(from: samples, count: appended)
        count += appended
        endFrame += UInt64(appended)
    }

    /// The newest `length` samples, or nil before that many have been heard.
    func newest(_ length: Int) -> UnsafeBufferPointer<Float>? {
        guard length <= count, length <= kept else { return nil }
        return UnsafeBufferPointer(start: storage + count - length, count: length)
    }

    /// Frames `frame ..< frame + length`, or nil when some of them are not held (too old,
    /// before a restart, or not heard yet).
    func samples(from frame: UInt64, count length: Int) -> UnsafeBufferPointer<Float>? {
        let oldest = endFrame - UInt64(Swift.min(count, kept))
        guard frame >= oldest, frame + UInt64(length) <= endFrame else { return nil }
        return UnsafeBufferPointer(start: storage + count - Int(endFrame - frame), count: length)
    }
}
