import Foundation
import PeachCore

/// What an analyser heard in a signal fed to it block by block, as the analysis thread
/// would feed it: each event with the frame up to which the input had been fed when it
/// came out (the earliest moment a screen could show it).
public struct ListeningRun {
    public struct Heard {
        public var event: HeardEvent
        /// One past the last frame fed when the event was returned.
        public var available: UInt64
    }

    public private(set) var heard: [Heard] = []

    /// `blockSizes` are used in turn (JACK's period, or uneven blocks from a ring).
    public init(_ signal: [Float], through analyser: InputAnalyser, blockSizes: [Int] = [256], from start: UInt64 = 0) {
        var offset = 0
        var turn = 0
        signal.withUnsafeBufferPointer { samples in
            while offset < samples.count {
                let size = min(blockSizes[turn % blockSizes.count], samples.count - offset)
                turn += 1
                let block = UnsafeBufferPointer(rebasing: samples[offset..<offset + size])
                let frame = start + UInt64(offset)
                offset += size
                for event in analyser.analyse(block, startingAt: frame) {
                    heard.append(Heard(event: event, available: start + UInt64(offset)))
                }
            }
        }
    }

    public var pitches: [(pitch: HeardPitch, available: UInt64)] {
        heard.compactMap { if case .pitch(let pitch) = $0.event { (pitch, $0.available) } else { nil } }
    }

    public var onsets: [HeardOnset] {
        heard.compactMap { if case .onset(let onset) = $0.event { onset } else { nil } }
    }

    /// Pitch and `noPitch` events: one per hop analysed.
    public var hops: Int {
        heard.filter {
            switch $0.event {
            case .pitch, .noPitch: true
            case .onset, .unusable: false
            }
        }.count
    }
}

/// The value at `share` (0…1) of sorted values, nearest rank.
func percentile(_ sorted: [Double], _ share: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * share).rounded()))]
}

func median(_ values: [Double]) -> Double { percentile(values.sorted(), 0.5) }

/// Cents from `truth` to `heard`.
func cents(_ heard: Double, from truth: Double) -> Double { 1200 * log2(heard / truth) }
