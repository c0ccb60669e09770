import Testing
@testable import PeachRealTime

/// The audio thread's engine driven period by period, without JACK.
@Suite("Real-time engine")
struct RealTimeEngineTests {
    final class Harness {
        let engine = RealTimeEngine.allocate(voiceCount: 4, queueCapacity: 64)
        let left = UnsafeMutablePointer<Float>.allocate(capacity: 4096)
        let right = UnsafeMutablePointer<Float>.allocate(capacity: 4096)
        var frame: UInt32 = 1000
        var output: [Float] = []
        var events: [EngineEvent] = []

        func run(periods: Int, frames: Int = 64) {
            for _ in 0..<periods {
                engine.process(frameTime: frame, frames: frames, left: left, right: right)
                output += Array(UnsafeBufferPointer(start: left, count: frames))
                #expect(Array(UnsafeBufferPointer(start: left, count: frames)) == Array(UnsafeBufferPointer(start: right, count: frames)))
                frame &+= UInt32(frames)
                while let event = engine.events.pop() { events.append(event) }
            }
        }

        func start(voice: Int32, generation: UInt32 = 1, samples: UnsafePointer<Float>, count: Int, at startFrame: UInt64 = 0,
                   loop: (Double, Double)? = nil, anchor: Int32 = -1, offset: UInt64 = 0, gain: Float = 1) {
            var command = VoiceCommand()
            command.kind = .start
            command.voice = voice
            command.generation = generation
            command.samples = samples
            command.length = count
            command.startFrame = startFrame
            command.loopStart = loop?.0 ?? 0
            command.loopEnd = loop?.1 ?? 0
            command.anchorVoice = anchor
            command.startOffset = offset
            command.gain = gain
            #expect(engine.commands.push(command))
        }

        func send(_ kind: VoiceCommand.Kind, voice: Int32, generation: UInt32 = 1, length: Int = 0, rate: Double = 1, gain: Float = 0) {
            var command = VoiceCommand()
            command.kind = kind
            command.voice = voice
            command.generation = generation
            command.length = length
            command.rate = rate
            command.gain = gain
            #expect(engine.commands.push(command))
        }

        deinit {
            engine.deallocate()
            left.deallocate()
            right.deallocate()
        }
    }

    static func ramp(_ count: Int) -> UnsafeMutablePointer<Float> {
        let samples = UnsafeMutablePointer<Float>.allocate(capacity: count)
        for index in 0..<count { samples[index] = Float(index + 1) / Float(count) }
        return samples
    }

    @Test("a buffer plays sample for sample from its start frame inside a period")
    func sampleAccurateStart() {
        let harness = Harness()
        let samples = Self.ramp(100)
        defer { samples.deallocate() }
        harness.start(voice: 0, samples: samples, count: 100, at: 1000 + 64 + 10)
        harness.run(periods: 4)
        #expect(harness.output[0..<74].allSatisfy { $0 == 0 })
        #expect(Array(harness.output[74..<174]) == Array(UnsafeBufferPointer(start: samples, count: 100)))
        #expect(harness.output[174...].allSatisfy { $0 == 0 })
        #expect(harness.events.map(\.kind) == [.started, .ended])
        #expect(harness.events.map(\.frame) == [1074, 1174])
    }

    @Test("an anchored start follows its anchor by exactly the offset")
    func anchoredPair() {
        let harness = Harness()
        let first = Self.ramp(50), second = Self.ramp(30)
        defer { first.deallocate(); second.deallocate() }
        harness.start(voice: 0, samples: first, count: 50)
        harness.start(voice: 1, generation: 7, samples: second, count: 30, anchor: 0, offset: 50 + 20)
        harness.run(periods: 3)
        let starts = harness.events.filter { $0.kind == .started }.map(\.frame)
        #expect(starts == [1000, 1070])
        #expect(harness.output[50..<70].allSatisfy { $0 == 0 })
        #expect(harness.output[70] == second[0])
    }

    @Test("stop ramps down over the release length from the current level")
    func release() {
        let harness = Harness()
        let count = 10_000
        let samples = UnsafeMutablePointer<Float>.allocate(capacity: count)
        samples.initialize(repeating: 0.5, count: count)
        defer { samples.deallocate() }
        harness.start(voice: 0, samples: samples, count: count)
        harness.run(periods: 2)
        harness.send(.stop, voice: 0, length: 100)
        harness.run(periods: 3)
        let tail = Array(harness.output[128...])
        #expect(tail[0] == 0.5)
        #expect(zip(tail, tail.dropFirst()).allSatisfy { $1 <= $0 && $0 - $1 <= 0.5 / 100 + 1e-6 })
        #expect(tail[100...].allSatisfy { $0 == 0 })
        #expect(harness.events.last?.kind == .ended && harness.events.last?.frame == 1128 + 100)
    }

    @Test("a stop before the start keeps the voice silent and reports it never sounded")
    func stopBeforeStart() {
        let harness = Harness()
        let samples = Self.ramp(10)
        defer { samples.deallocate() }
        harness.start(voice: 2, samples: samples, count: 10, at: 5000)
        harness.run(periods: 1)
        harness.send(.stop, voice: 2, length: 10)
        harness.run(periods: 1)
        #expect(harness.output.allSatisfy { $0 == 0 })
        #expect(harness.events.count == 1)
        #expect(harness.events.first?.kind == .ended && harness.events.first?.sounded == false)
    }

    @Test("commands for an older use of a slot are ignored")
    func staleGeneration() {
        let harness = Harness()
        let samples = Self.ramp(500)
        defer { samples.deallocate() }
        harness.start(voice: 0, generation: 2, samples: samples, count: 500)
        harness.send(.stop, voice: 0, generation: 1, length: 1)
        harness.run(periods: 10)
        #expect(harness.events.map(\.kind) == [.started, .ended])
        #expect(harness.events.last?.frame == 1500)
    }

    @Test("a looped voice sounds until stopped, and a retune changes its read rate")
    func loopAndRetune() {
        let harness = Harness()
        let count = 200
        let samples = UnsafeMutablePointer<Float>.allocate(capacity: count)
        samples.initialize(repeating: 0.25, count: count)
        defer { samples.deallocate() }
        harness.start(voice: 0, samples: samples, count: count, loop: (10, 150.5))
        harness.run(periods: 50)
        harness.send(.retune, voice: 0, rate: 1.5)
        harness.send(.setGain, voice: 0, gain: 2)
        harness.run(periods: 50)
        #expect(harness.events.map(\.kind) == [.started])
        #expect(harness.output[100..<3200].allSatisfy { abs($0 - 0.25) < 1e-6 })
        #expect(harness.output[3200...].allSatisfy { abs($0 - 0.5) < 1e-6 })
    }

    @Test("the 32-bit frame clock wraps into 64 bits")
    func clockWrap() {
        let harness = Harness()
        harness.frame = UInt32.max - 63
        harness.run(periods: 1)
        #expect(harness.engine.periodStart.pointee.load(ordering: .relaxed) == UInt64(UInt32.max - 63))
        harness.run(periods: 1)
        #expect(harness.engine.periodStart.pointee.load(ordering: .relaxed) == UInt64(UInt32.max) + 1)
    }
}
