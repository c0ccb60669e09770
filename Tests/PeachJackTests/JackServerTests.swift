import Foundation
import PeachMeasurement
import Testing
@testable import PeachJack

/// The test suite runs against a real JACK server that `scripts/test` starts (a private,
/// named dummy server). Without one these tests fail: they never skip.
@Suite("JACK server")
struct JackServerTests {
    @Test("the suite can open a client on the test server")
    func opensClient() async throws {
        try await ServerAccess.exclusive {
            let requested = "peach-smoke-\(getpid())"
            let client = try JackClient(name: requested)
            #expect(client.name.hasPrefix(requested))
            #expect(client.sampleRate > 0)
            #expect(client.bufferSize > 0)
            // The dummy backend, like a sound card, offers physical playback ports.
            let playback = client.ports(direction: .input, physical: true)
            #expect(!playback.isEmpty)
            // What a stalled test prints about the server: its process is found by its name.
            let server = ThreadStates.describeTestServer()
            #expect(server.hasPrefix("jackd threads of "), "\(server)")
        }
    }

    @Test("a server that does not exist is reported, not started")
    func missingServer() async {
        await ServerAccess.exclusive {
            #expect(throws: JackUnavailable.self) {
                try JackClient(name: "peach-nobody", serverName: "peach-no-such-server-\(getpid())")
            }
        }
    }
}
