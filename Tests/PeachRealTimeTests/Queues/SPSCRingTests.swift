import Foundation
import PeachMeasurement
import Testing
@testable import PeachRealTime

@Suite("Lock-free rings")
struct SPSCRingTests {
    @Test("first in, first out, and full at capacity")
    func fifo() {
        let ring = SPSCRing<VoiceCommand>.allocate(capacity: 8, filledWith: VoiceCommand())
        defer { ring.deallocate() }
        for index in 0..<8 {
            var command = VoiceCommand()
            command.voice = Int32(index)
            #expect(ring.push(command))
        }
        #expect(!ring.push(VoiceCommand()))
        var out = VoiceCommand()
        for index in 0..<8 {
            #expect(ring.pop(into: &out))
            #expect(out.voice == Int32(index))
        }
        #expect(!ring.pop(into: &out))
        #expect(ring.pop() == nil)
    }

    @Test("indices wrap around many times")
    func wrapAround() {
        let ring = SPSCRing<EngineEvent>.allocate(capacity: 4, filledWith: EngineEvent())
        defer { ring.deallocate() }
        for round in 0..<10_000 {
            #expect(ring.push(EngineEvent(kind: .started, voice: Int32(round % 100), generation: UInt32(round), frame: UInt64(round), sounded: true)))
            #expect(ring.push(EngineEvent(kind: .ended, voice: 0, generation: UInt32(round), frame: 0, sounded: false)))
            #expect(ring.pop()?.frame == UInt64(round))
            #expect(ring.pop()?.kind == .ended)
        }
        #expect(ring.pop() == nil)
    }

    @Test("one producer thread and one consumer thread pass a million items in order")
    func concurrentProducerConsumer() async {
        let ring = SPSCRing<RawMIDIEvent>.allocate(capacity: 64, filledWith: RawMIDIEvent())
        defer { ring.deallocate() }
        let total = 1_000_000
        let producer = Thread {
            var next = 0
            while next < total {
                var event = RawMIDIEvent()
                event.frame = UInt64(next)
                // Full: the consumer's turn. Spinning through a whole time slice starved the
                // other suites of a loaded machine, and found nothing more.
                if ring.push(event) { next += 1 } else { sched_yield() }
            }
        }
        producer.start()
        var expected: UInt64 = 0
        var outOfOrder = 0
        var event = RawMIDIEvent()
        while expected < UInt64(total) {
            if ring.pop(into: &event) {
                if event.frame != expected { outOfOrder += 1 }
                expected = event.frame + 1
            } else {
                sched_yield()
            }
        }
        #expect(outOfOrder == 0)
        #expect(ring.pop() == nil)
    }

    /// The ring's source compiled with ThreadSanitizer into a small program that runs a
    /// producer and a consumer thread over it: a missing acquire/release shows as a data
    /// race on the slots (tried: a relaxed `head` makes it report one). Whole-module, so the
    /// ring is specialised as on the audio thread (its generic form copies through memcpy,
    /// where ThreadSanitizer saw nothing even with every ordering relaxed).
    @Test("under ThreadSanitizer, a producer and a consumer thread race on nothing")
    func threadSanitizer() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peach-tsan-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = folder.appendingPathComponent("ring-tsan").path
        let compile = try await runProgram(Self.swiftc, [
            "-sanitize=thread", "-O", "-wmo", "-parse-as-library", "-package-name", "Peach", "-o", binary,
            root.appendingPathComponent("Sources/PeachRealTime/Queues/SPSCRing.swift").path,
            root.appendingPathComponent("Tests/Sanitized/SPSCRingStress.swift").path,
        ])
        #expect(compile.status == 0, "\(compile.output)")
        let stress = try await runProgram(binary, [])
        #expect(stress.status == 0, "\(stress.output)")
        #expect(!stress.output.contains("ThreadSanitizer"), "\(stress.output)")
        #expect(stress.output.contains("passed 2000000 items in order"))
    }

    static var swiftc: String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return (path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc"])
            .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "swiftc"
    }
}
