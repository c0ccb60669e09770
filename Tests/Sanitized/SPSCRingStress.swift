// Compiled with Sources/PeachRealTime/Queues/SPSCRing.swift under ThreadSanitizer by
// SPSCRingTests: one producer and one consumer thread, two million items through a small
// ring. Not part of any target: it has its own entry point.
import Foundation

struct Item: BitwiseCopyable {
    var sequence = 0
    var check = 0
}

@main
enum SPSCRingStress {
    static func main() {
        let total = 2_000_000
        let ring = SPSCRing<Item>.allocate(capacity: 16, filledWith: Item())
        let producer = Thread {
            var next = 0
            while next < total {
                // Full: the consumer's turn (on a loaded machine two threads spinning under
                // ThreadSanitizer took minutes; a race is found by the accesses, not the timing).
                if ring.push(Item(sequence: next, check: next &* 31)) { next += 1 } else { sched_yield() }
            }
        }
        producer.start()
        var expected = 0
        var item = Item()
        while expected < total {
            guard ring.pop(into: &item) else {
                sched_yield()
                continue
            }
            guard item.sequence == expected, item.check == expected &* 31 else {
                print("out of order or torn: expected \(expected), got \(item)")
                exit(1)
            }
            expected += 1
        }
        print("passed \(total) items in order")
    }
}
