import Synchronization

/// One voice of the audio thread: reads a pre-rendered buffer from a start frame on,
/// at a rate that a retune may change, with an optional loop and a release ramp.
struct Voice {
    enum State: UInt8 {
        /// Free, or waiting for the player to learn that it ended.
        case idle
        case scheduled
        case playing
        case releasing
        /// Ended; the `ended` event is still to be sent.
        case finished
    }

    var state: State = .idle
    var generation: UInt32 = 0
    var startReported = false
    var samples: UnsafePointer<Float>? = nil
    var length = 0
    var position = 0.0
    var rate = 1.0
    var loopStart = 0.0
    var loopEnd = 0.0
    var startFrame: UInt64 = 0
    var endFrame: UInt64 = 0
    var gain: Float = 0
    /// Release envelope: counted in whole frames so that it lasts exactly its length.
    var releaseLength = 0
    var releaseRemaining = 0

    var isLooping: Bool { loopEnd > loopStart }

    /// Adds this voice's frames `from..<to` of the period into `mix`; `periodStart` is the
    /// absolute frame of `mix[0]`.
    @_noLocks
    mutating func render(into mix: UnsafeMutablePointer<Float>, frames: Int, periodStart: UInt64) {
        guard state == .scheduled || state == .playing || state == .releasing, let samples else { return }
        var index = 0
        if state == .scheduled {
            guard startFrame < periodStart &+ UInt64(frames) else { return }
            index = startFrame > periodStart ? Int(startFrame &- periodStart) : 0
            state = .playing
        }
        let direct = rate == 1 && !isLooping && position == Double(Int(position))
        while index < frames {
            let sample: Float
            if direct {
                let i = Int(position)
                guard i < length else { break }
                sample = samples[i]
                position += 1
            } else {
                guard let value = interpolatedSample(samples) else { break }
                sample = value
                position += rate
                if isLooping && position >= loopEnd { position -= loopEnd - loopStart }
            }
            if state == .releasing {
                mix[index] += sample * gain * (Float(releaseRemaining) / Float(releaseLength))
                index += 1
                releaseRemaining -= 1
                if releaseRemaining == 0 { break }
            } else {
                mix[index] += sample * gain
                index += 1
            }
        }
        if index < frames || (state == .releasing && releaseRemaining == 0) {
            state = .finished
            endFrame = periodStart &+ UInt64(index)
        }
    }

    /// Cubic (Catmull-Rom) interpolation at the fractional read position; nil past the end.
    @_noLocks
    private func interpolatedSample(_ samples: UnsafePointer<Float>) -> Float? {
        let i = Int(position)
        guard i >= 1, i + 2 < length else { return i < 1 && i >= 0 && length > 1 ? samples[i] : nil }
        let t = Float(position - Double(i))
        let y0 = samples[i - 1], y1 = samples[i], y2 = samples[i + 1], y3 = samples[i + 2]
        let a = -0.5 * y0 + 1.5 * y1 - 1.5 * y2 + 0.5 * y3
        let b = y0 - 2.5 * y1 + 2 * y2 - 0.5 * y3
        let c = -0.5 * y0 + 0.5 * y2
        return ((a * t + b) * t + c) * t + y1
    }
}
