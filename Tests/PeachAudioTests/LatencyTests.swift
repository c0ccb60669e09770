import Foundation
import PeachMeasurement
import PeachJack
import Testing
@testable import PeachAudio
import PeachCore

/// What the click player reports as the studio's latency, on a private dummy server (period
/// 256) where the engine's ports go only where a test connects them. Recorders and MIDI
/// senders declare latencies as a sound card's ports do. JACK recomputes after each graph
/// change, a moment later: the tests wait for the expected value and report what was read.
@Suite("Studio latency from JACK")
struct LatencyTests {
    static let period = 256

    /// The engine on `server` with its outputs into `destinations` and midi_in from `sources`.
    func engine(on server: PrivateJackServer, into destinations: [String], from sources: [String], midiInput: Bool = true) throws -> AudioEngine {
        var options = AudioEngineOptions(clientName: uniqueName("peach"), serverName: server.name, destinations: destinations, midiSources: sources)
        options.midiInput = midiInput
        let engine = try AudioEngine(options: options)
        #expect(engine.connectWarnings.isEmpty, "\(engine.connectWarnings)")
        return engine
    }

    /// Waits until the click player reports `playback` and `capture` frames (5 s at most),
    /// then expects it: a failure shows what it reported.
    func expectLatency(
        _ clicks: JackClickPlayer, playback: Int, capture: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let expected = StudioLatency(playbackFrames: playback, captureFrames: capture, sampleRate: clicks.engine.sampleRate)
        _ = await waitUntil(timeout: 5) { clicks.latency() == expected }
        #expect(clicks.latency() == expected, sourceLocation: sourceLocation)
    }

    @Test("outputs into a recorder declaring 300 frames, midi_in from a pad declaring 120: exactly 300 and 120")
    func declared() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(period: Self.period)
            defer { server.stop() }
            let recorder = try JackRecorder(name: uniqueName("rec"), serverName: server.name, seconds: 1, playbackLatency: 300)
            defer { recorder.close() }
            let pad = try JackMIDISender(name: uniqueName("pad"), serverName: server.name, captureLatency: 120)
            defer { pad.close() }
            let engine = try engine(on: server, into: [recorder.inputPort], from: [pad.outputPort])
            defer { engine.close() }
            let clicks = JackClickPlayer(engine: engine)
            await expectLatency(clicks, playback: 300, capture: 120)
            #expect(clicks.latency().playbackMs == 300.0 * 1000 / Double(engine.sampleRate))
        }
    }

    @Test("connected to nothing, or to clients that declare nothing: 0, as JACK says; without midi_in, capture 0")
    func undeclared() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(period: Self.period)
            defer { server.stop() }
            let alone = try engine(on: server, into: [], from: [])
            defer { alone.close() }
            let aloneClicks = JackClickPlayer(engine: alone)
            // A recomputation has run once the client joined the graph: 0 is JACK's answer.
            #expect(await waitUntil(timeout: 5) { alone.latencyChanges > 0 }, "JACK never recomputed the engine's latencies")
            await expectLatency(aloneClicks, playback: 0, capture: 0)

            let recorder = try JackRecorder(name: uniqueName("rec"), serverName: server.name, seconds: 1)
            defer { recorder.close() }
            let pad = try JackMIDISender(name: uniqueName("pad"), serverName: server.name)
            defer { pad.close() }
            let plain = try engine(on: server, into: [recorder.inputPort], from: [pad.outputPort])
            defer { plain.close() }
            let plainClicks = JackClickPlayer(engine: plain)
            let plainClient = try #require(plain.membership?.client)
            // Through the backend's playback port first, so that the 0 after it is JACK's
            // recomputation over the recorder, not a value never set.
            let playback = try #require(plainClient.physicalPlaybackPorts.first)
            try plainClient.connect(plain.outputPorts.left, to: playback)
            await expectLatency(plainClicks, playback: 2 * Self.period, capture: 0)
            plainClient.disconnect(plain.outputPorts.left, from: playback)
            await expectLatency(plainClicks, playback: 0, capture: 0)
            #expect(plain.connections(of: plain.outputPorts.left) == [recorder.inputPort])

            let deaf = try engine(on: server, into: [recorder.inputPort], from: [], midiInput: false)
            defer { deaf.close() }
            #expect(deaf.midiInputPort == nil)
            #expect(deaf.captureLatency == 0)
        }
    }

    @Test("into the dummy backend's playback ports: the latency JACK reports for them (two periods)")
    func backend() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(period: Self.period)
            defer { server.stop() }
            let probe = try JackClient(name: uniqueName("probe"), serverName: server.name)
            defer { probe.close() }
            let playback = Array(probe.physicalPlaybackPorts.prefix(2))
            try #require(playback.count == 2)
            let declared = try #require(probe.latency(ofPortNamed: playback[0], .playback))
            #expect(declared == JackLatencyRange(frames: 2 * Self.period))
            let engine = try engine(on: server, into: playback, from: [])
            defer { engine.close() }
            let clicks = JackClickPlayer(engine: engine)
            await expectLatency(clicks, playback: declared.max, capture: 0)
        }
    }

    @Test("a change of period: the latency follows what the backend's ports then declare")
    func periodChange() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(period: Self.period)
            defer { server.stop() }
            // The period is changed by a client that stays, as a patchbay does: `jack_bufsize`
            // would join and leave the graph, and that change of the graph alone recomputes.
            let patchbay = try JackClient(name: uniqueName("patchbay"), serverName: server.name)
            defer { patchbay.close() }
            let engine = try engine(on: server, into: Array(patchbay.physicalPlaybackPorts.prefix(2)), from: [])
            defer { engine.close() }
            let clicks = JackClickPlayer(engine: engine)
            await expectLatency(clicks, playback: 2 * Self.period, capture: 0)
            try patchbay.requestBufferSize(Self.period / 2)
            #expect(await waitUntil(timeout: 5) { engine.bufferSize == Self.period / 2 })
            await expectLatency(clicks, playback: Self.period, capture: 0)
        }
    }

    @Test("a change of connection changes the latency: a slower path added, removed, another pad, nothing")
    func connectionChanges() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(period: Self.period)
            defer { server.stop() }
            let monitors = try JackRecorder(name: uniqueName("monitors"), serverName: server.name, seconds: 1, playbackLatency: 300)
            defer { monitors.close() }
            let headphones = try JackRecorder(name: uniqueName("phones"), serverName: server.name, seconds: 1, playbackLatency: 500)
            defer { headphones.close() }
            let pads = try JackMIDISender(name: uniqueName("pads"), serverName: server.name, captureLatency: 120)
            defer { pads.close() }
            let keyboard = try JackMIDISender(name: uniqueName("keys"), serverName: server.name, captureLatency: 200)
            defer { keyboard.close() }
            let engine = try engine(on: server, into: [monitors.inputPort], from: [pads.outputPort])
            defer { engine.close() }
            let clicks = JackClickPlayer(engine: engine)
            await expectLatency(clicks, playback: 300, capture: 120)
            let changes = engine.latencyChanges
            let joined = try #require(engine.membership)

            // out_R into the slower path as well: the larger of the two outputs counts.
            try joined.client.connect(engine.outputPorts.right, to: headphones.inputPort)
            await expectLatency(clicks, playback: 500, capture: 120)
            #expect(engine.latencyChanges > changes, "the engine did not notice the recomputation")
            // out_L into both paths: the max of its range.
            try joined.client.connect(engine.outputPorts.left, to: headphones.inputPort)
            joined.client.disconnect(engine.outputPorts.right, from: headphones.inputPort)
            await expectLatency(clicks, playback: 500, capture: 120)
            // The player already said 500 through out_R: the wait above can end before JACK
            // has recomputed out_L, so the range is waited for on its own.
            let bothPaths = JackLatencyRange(min: 300, max: 500)
            _ = await waitUntil(timeout: 5) { joined.ports.left.latency(.playback) == bothPaths }
            #expect(joined.ports.left.latency(.playback) == bothPaths)
            joined.client.disconnect(engine.outputPorts.left, from: headphones.inputPort)
            await expectLatency(clicks, playback: 300, capture: 120)

            try joined.client.connect(keyboard.outputPort, to: try #require(engine.midiInputPort))
            await expectLatency(clicks, playback: 300, capture: 200)
            joined.client.disconnect(keyboard.outputPort, from: try #require(engine.midiInputPort))
            joined.client.disconnect(pads.outputPort, from: try #require(engine.midiInputPort))
            joined.client.disconnect(engine.outputPorts.left, from: monitors.inputPort)
            await expectLatency(clicks, playback: 0, capture: 0)
        }
    }
}
