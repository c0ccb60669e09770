/// Listens to the audio input: fed its samples block by block, it says which pitches and
/// onsets it heard. It runs on an analysis thread fed from the ring the audio thread fills,
/// never on the audio thread itself, and belongs to that one thread (an analyser keeps the
/// recent past of the signal, so it is not shared).
public protocol InputAnalyser: AnyObject {
    /// Analyses the input's frames `frame ..< frame + block.count`, of any block size.
    /// Blocks are expected in order; one that does not continue the last (frames lost to
    /// a full ring) starts the analysis afresh, as if listening had just begun.
    ///
    /// Returns the events completed by this block, in the order they were found: a pitch
    /// or `noPitch` for each analysis hop, and each onset once the 50 ms after it have been
    /// heard (its perceptual onset needs them: an onset arrives about 0.1 s after the sound,
    /// after the pitches of some twenty later hops).
    func analyse(_ block: UnsafeBufferPointer<Float>, startingAt frame: UInt64) -> [HeardEvent]
}
