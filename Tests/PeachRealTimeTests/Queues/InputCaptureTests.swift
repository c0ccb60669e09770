import Testing
@testable import PeachRealTime

@Suite("The input's capture: samples and their frames, from the audio thread")
struct InputCaptureTests {
    @Test("blocks go in and out whole across the ring's end, all or nothing")
    func blocks() {
        let ring = SPSCRing<Float>.allocate(capacity: 8, filledWith: 0)
        defer { ring.deallocate() }
        var out = [Float](repeating: -1, count: 8)
        for round in 0..<50 {
            let block = (0..<5).map { Float(round * 10 + $0) }
            #expect(block.withUnsafeBufferPointer { ring.push(contentsOf: $0.baseAddress!, count: 5) })
            // Three more do not fit beside five: refused whole, nothing written.
            #expect(!block.withUnsafeBufferPointer { ring.push(contentsOf: $0.baseAddress!, count: 4) })
            #expect(!out.withUnsafeMutableBufferPointer { ring.pop(into: $0.baseAddress!, count: 6) })
            #expect(out.withUnsafeMutableBufferPointer { ring.pop(into: $0.baseAddress!, count: 5) })
            #expect(Array(out.prefix(5)) == block, "round \(round)")
        }
        #expect(ring.pop() == nil && ring.hasRoom)
    }

    @Test("nothing is captured until someone listens; then each period with its frame; a full ring drops whole periods and counts them")
    func periods() {
        let capture = InputCapture.allocate(seconds: 0.1, sampleRate: 40_960)   // a ring of 4096 samples
        defer { capture.deallocate() }
        let period = (0..<1024).map { Float($0) / 1024 }
        func play(at frame: UInt64) -> Bool {
            period.withUnsafeBufferPointer { capture.capture($0.baseAddress!, frames: 1024, at: frame) }
        }
        #expect(!play(at: 0) && capture.periods.pop() == nil)
        capture.listening.pointee.store(true, ordering: .relaxed)
        for index in 0..<4 { #expect(play(at: 1000 + UInt64(index) * 1024)) }
        #expect(!play(at: 5096))
        #expect(capture.droppedPeriods.pointee.load(ordering: .relaxed) == 1)
        var samples = [Float](repeating: 0, count: 1024)
        for index in 0..<4 {
            let taken = capture.periods.pop()
            #expect(taken?.frame == 1000 + UInt64(index) * 1024 && taken?.count == 1024)
            #expect(samples.withUnsafeMutableBufferPointer { capture.samples.pop(into: $0.baseAddress!, count: 1024) })
            #expect(samples == period)
        }
        #expect(capture.periods.pop() == nil)
    }
}
