import CAubio

/// One hop of input in aubio's own vector type: the block its detectors take per call.
/// Filled sample by sample by the analyser, then handed to every detector.
final class AubioHop {
    let vector: UnsafeMutablePointer<fvec_t>
    let count: Int

    init(count: Int) {
        guard let vector = new_fvec(UInt32(count)) else { fatalError("aubio could not allocate a vector of \(count) samples") }
        self.vector = vector
        self.count = count
    }

    deinit { del_fvec(vector) }

    subscript(index: Int) -> Float {
        get { vector.pointee.data[index] }
        set { vector.pointee.data[index] = newValue }
    }
}
