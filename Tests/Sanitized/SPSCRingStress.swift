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
                if ring.push(Item(sequence: next, check: next &* 31)) { next += 1 }
            }
        }
        producer.start()
        var expected = 0
        var item = Item()
        while expected < total {
            guard ring.pop(into: &item) else { continue }
            guard item.sequence == expected, item.check == expected &* 31 else {
                print("out of order or torn: expected \(expected), got \(item)")
                exit(1)
            }
            expected += 1
        }
        print("passed \(total) items in order")
    }
}
