import Foundation
import Testing
@testable import PeachRealTime

@Suite("Lock-free queues")
struct RealTimeQueueTests {
    @Test("first in, first out, and full at capacity")
    func fifo() {
        let queue = CommandQueue.allocate(capacity: 8)
        defer { queue.deallocate() }
        for index in 0..<8 {
            var command = VoiceCommand()
            command.voice = Int32(index)
            #expect(queue.push(command))
        }
        #expect(!queue.push(VoiceCommand()))
        var out = VoiceCommand()
        for index in 0..<8 {
            #expect(queue.pop(into: &out))
            #expect(out.voice == Int32(index))
        }
        #expect(!queue.pop(into: &out))
    }

    @Test("indices wrap around many times")
    func wrapAround() {
        let queue = EventQueue.allocate(capacity: 4)
        defer { queue.deallocate() }
        for round in 0..<10_000 {
            #expect(queue.push(EngineEvent(kind: .started, voice: Int32(round % 100), generation: UInt32(round), frame: UInt64(round), sounded: true)))
            #expect(queue.push(EngineEvent(kind: .ended, voice: 0, generation: UInt32(round), frame: 0, sounded: false)))
            #expect(queue.pop()?.frame == UInt64(round))
            #expect(queue.pop()?.kind == .ended)
        }
        #expect(queue.pop() == nil)
    }

    @Test("one producer thread and one consumer thread pass a million items in order")
    func concurrentProducerConsumer() async {
        let queue = EventQueue.allocate(capacity: 64)
        defer { queue.deallocate() }
        let total = 1_000_000
        let producer = Thread {
            var next = 0
            while next < total {
                if queue.push(EngineEvent(kind: .started, voice: 0, generation: 0, frame: UInt64(next), sounded: true)) { next += 1 }
            }
        }
        producer.start()
        var expected: UInt64 = 0
        var outOfOrder = 0
        while expected < UInt64(total) {
            if let event = queue.pop() {
                if event.frame != expected { outOfOrder += 1 }
                expected = event.frame + 1
            }
        }
        #expect(outOfOrder == 0)
        #expect(queue.pop() == nil)
    }
}
