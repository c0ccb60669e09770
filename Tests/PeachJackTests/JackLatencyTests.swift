import Foundation
import PeachMeasurement
import Testing
@testable import PeachJack

/// Port latencies on a private dummy server (period 256), where nothing else connects. JACK
/// recomputes latencies on its own after a graph change, a moment later: the tests wait for
/// the value, and fail with what was read when it does not come.
@Suite("Port latencies")
struct JackLatencyTests {
    static let period = 256

    /// A client with one port and a process callback that does nothing, declaring a latency
    /// on its port when asked, as a sound card's port does.
    struct Device<Kind: JackPortKind> {
        let client: JackClient
        let port: JackPort<Kind>

        init(_ name: String, on server: PrivateJackServer, as kind: Kind.Type, declaring declared: (JackLatencyRange, JackLatencyMode)? = nil) throws {
            client = try JackClient(name: uniqueName(name), serverName: server.name)
            port = try client.registerPort(kind.isInput ? "in" : "out", as: kind)
            let context = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
            var callbacks = JackCallbacks(process: { _, _ in 0 }, context: context) { context.deallocate() }
            if let declared { callbacks.declareLatency(declared.0, declared.1, on: port) }
            try client.activate(with: callbacks)
        }
    }

    /// The latency `read` gives once it is `expected`, or after 5 s whatever it gives then.
    func settled(_ expected: JackLatencyRange, _ read: () -> JackLatencyRange?) async -> JackLatencyRange? {
        _ = await waitUntil(timeout: 5) { read() == expected }
        return read()
    }

    @Test("the dummy backend's ports declare latency: capture one period, playback two (jackd's asynchronous mode)")
    func dummyBackend() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(period: Self.period)
            defer { server.stop() }
            let client = try JackClient(name: uniqueName("probe"), serverName: server.name)
            defer { client.close() }
            let playback = try #require(client.physicalPlaybackPorts.first)
            let capture = try #require(client.ports(type: JackClient.audioType, direction: .output, physical: true).first)
            #expect(client.latency(ofPortNamed: playback, .playback) == JackLatencyRange(frames: 2 * Self.period))
            #expect(client.latency(ofPortNamed: capture, .capture) == JackLatencyRange(frames: Self.period))
            #expect(client.latency(ofPortNamed: "nobody:nothing", .playback) == nil)
        }
    }

    @Test("a declared latency reaches the port connected to it, without asking JACK to recompute")
    func declaredLatencyPropagates() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(period: Self.period)
            defer { server.stop() }
            let speaker = try Device("speaker", on: server, as: AudioIn.self, declaring: (JackLatencyRange(frames: 300), .playback))
            defer { speaker.client.close() }
            let pad = try Device("pad", on: server, as: MIDIOut.self, declaring: (JackLatencyRange(frames: 120), .capture))
            defer { pad.client.close() }
            let player = try Device("player", on: server, as: AudioOut.self)
            defer { player.client.close() }
            let listener = try Device("listener", on: server, as: MIDIIn.self)
            defer { listener.client.close() }

            #expect(player.port.latency(.playback) == .zero, "connected to nothing")
            try player.client.connect(player.port.name, to: speaker.port.name)
            try listener.client.connect(pad.port.name, to: listener.port.name)
            #expect(await settled(JackLatencyRange(frames: 300)) { player.port.latency(.playback) } == JackLatencyRange(frames: 300))
            #expect(await settled(JackLatencyRange(frames: 120)) { listener.port.latency(.capture) } == JackLatencyRange(frames: 120))
            // The declaring ports keep what they declared.
            #expect(speaker.port.latency(.playback) == JackLatencyRange(frames: 300))
            #expect(pad.port.latency(.capture) == JackLatencyRange(frames: 120))

            player.client.disconnect(player.port.name, from: speaker.port.name)
            #expect(await settled(.zero) { player.port.latency(.playback) } == .zero, "disconnected")
        }
    }

    @Test("one port into two paths of different latency: the range spans both")
    func twoPaths() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(period: Self.period)
            defer { server.stop() }
            let near = try Device("near", on: server, as: AudioIn.self, declaring: (JackLatencyRange(frames: 300), .playback))
            defer { near.client.close() }
            let far = try Device("far", on: server, as: AudioIn.self, declaring: (JackLatencyRange(min: 500, max: 700), .playback))
            defer { far.client.close() }
            let player = try Device("player", on: server, as: AudioOut.self)
            defer { player.client.close() }
            try player.client.connect(player.port.name, to: near.port.name)
            try player.client.connect(player.port.name, to: far.port.name)
            let both = JackLatencyRange(min: 300, max: 700)
            #expect(await settled(both) { player.port.latency(.playback) } == both)
        }
    }

    @Test("a port into a client that declares nothing: JACK passes on that client's own outputs' latency, here none")
    func silentClient() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(period: Self.period)
            defer { server.stop() }
            let client = try JackClient(name: uniqueName("probe"), serverName: server.name)
            defer { client.close() }
            let recorder = try Device("recorder", on: server, as: AudioIn.self)
            defer { recorder.client.close() }
            let player = try Device("player", on: server, as: AudioOut.self)
            defer { player.client.close() }
            let playback = try #require(client.physicalPlaybackPorts.first)
            // Into the backend first, so that a later 0 is a recomputation, not a value never set.
            try player.client.connect(player.port.name, to: playback)
            let backend = JackLatencyRange(frames: 2 * Self.period)
            #expect(await settled(backend) { player.port.latency(.playback) } == backend)
            try player.client.connect(player.port.name, to: recorder.port.name)
            player.client.disconnect(player.port.name, from: playback)
            #expect(await settled(.zero) { player.port.latency(.playback) } == .zero)
        }
    }

    @Test("after a change of period the backend's ports declare anew, and a recomputation carries it to the ports connected to them")
    func periodChange() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(period: Self.period)
            defer { server.stop() }
            let player = try Device("player", on: server, as: AudioOut.self)
            defer { player.client.close() }
            let playback = try #require(player.client.physicalPlaybackPorts.first)
            try player.client.connect(player.port.name, to: playback)
            let before = JackLatencyRange(frames: 2 * Self.period)
            #expect(await settled(before) { player.port.latency(.playback) } == before)
            try player.client.requestBufferSize(Self.period / 2)
            let after = JackLatencyRange(frames: Self.period)
            #expect(await settled(after) { player.client.latency(ofPortNamed: playback, .playback) } == after)
            player.client.recomputeLatencies()
            #expect(await settled(after) { player.port.latency(.playback) } == after)
        }
    }
}
