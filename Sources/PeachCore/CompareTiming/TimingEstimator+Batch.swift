import Foundation

extension TimingEstimator {
    /// Several fits at once, on every core: a fit takes about 0.1 s (BENCHMARKS.md), and
    /// the profile asks for one per trained tempo band and two more for each band's trend.
    public func estimates(_ batch: [TimingAnswers]) -> [TimingEstimate?] {
        var results = [TimingEstimate?](repeating: nil, count: batch.count)
        results.withUnsafeMutableBufferPointer { slots in
            // Each iteration writes its own slot only.
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: batch.count) { index in
                slots[index] = estimate(batch[index])
            }
        }
        return results
    }
}
