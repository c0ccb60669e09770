import Foundation
import PeachJack
import PeachMeasurement
import Testing
@testable import PeachAudio
import PeachCore

/// Ctrl-Z and `fg` at the engine, on the shared test server. Suspended, the engine must not
/// be a client at all: jackd writes its notices to every registered client and waits, with
/// no time limit, for a stopped one to read them, holding up every other JACK program
/// (the screens' end-to-end test stops a real Peach and checks the server keeps answering).
@Suite("Audio engine suspended and resumed, on JACK")
struct AudioEngineSuspensionTests {
    @Test("suspended, nothing of the engine is left on the server; resumed, it has its name and connections and plays in tune")
    func suspendAndResume() async throws {
        try await ServerAccess.exclusive {
            let rig = try EngineRig(seconds: 8)
            defer { rig.close() }
            let engine = rig.engine, probe = rig.recorder.client
            let name = engine.clientName
            try await rig.player.play(Tone(frequency: Frequency(hertz: 440), duration: 0.3))
            try await rig.pause(0.05)
            #expect(probe.connections(ofPortNamed: engine.outputPorts.left) == [rig.recorder.inputPort])
            let sounding = try await rig.player.start(Tone(frequency: Frequency(hertz: 660), duration: nil))
            try await sounding.started()
            let xruns = engine.xrunCount, latencyChanges = engine.latencyChanges
            try #require(latencyChanges > 0, "JACK never computed the engine's latencies")

            let connections = engine.suspend()
            #expect(connections.contains(PortConnection(source: "\(name):out_L", destination: rig.recorder.inputPort)), "\(connections)")
            #expect(probe.ports(matching: "^\(name):").isEmpty, "ports left on the server: \(probe.ports(matching: "^\(name):"))")
            await #expect(throws: AudioError.self) { try await sounding.ended() }
            await #expect(throws: AudioError.self) { try await rig.player.play(Tone(frequency: Frequency(hertz: 440), duration: 0.1)) }
            #expect(engine.currentFrame == 0 && engine.bufferSize == 0)

            let warnings = engine.resume(connections)
            #expect(warnings.isEmpty, "\(warnings)")
            #expect(engine.clientName == name)
            #expect(probe.connections(ofPortNamed: engine.outputPorts.left) == [rig.recorder.inputPort])
            // The counts go on from where they were: whoever watches them sees no step back.
            #expect(engine.bufferSize > 0 && engine.xrunCount >= xruns && engine.latencyChanges > latencyChanges)
            try await rig.player.play(Tone(frequency: Frequency(hertz: 880), duration: 0.3))
            try await rig.settle()

            // The first tone, the held one cut off by the suspension, and the one after it.
            let recording = rig.recorder.recording()
            let segments = recording.segments(silence: 1000)
            try #require(segments.count == 3, "found \(segments.count) segments")
            let trim = rig.sampleRate / 100
            let body = recording.samples[(segments[2].lowerBound + trim)...(segments[2].upperBound - trim)]
            let fit = SignalAnalysis.fitSine(body, sampleRate: rig.sampleRate, guess: 880)
            #expect(abs(SignalAnalysis.cents(fit.frequency, 880)) < 0.01, "measured \(fit.frequency) Hz after resuming")
        }
    }

    @Test("a name taken while suspended: the engine joins as the server's variant and the connections follow it; closed while suspended, resume does nothing")
    func nameTaken() async throws {
        try await ServerAccess.exclusive {
            let rig = try EngineRig(seconds: 4)
            defer { rig.close() }
            let engine = rig.engine, probe = rig.recorder.client
            let name = engine.clientName
            let connections = engine.suspend()
            let squatter = try JackClient(name: name)
            defer { squatter.close() }
            try #require(squatter.name == name)

            #expect(engine.resume(connections).isEmpty)
            let renamed = engine.clientName
            #expect(renamed != name && renamed.hasPrefix(name), "\(renamed)")
            #expect(engine.outputPorts.left == "\(renamed):out_L")
            #expect(probe.connections(ofPortNamed: engine.outputPorts.left) == [rig.recorder.inputPort])
            try await rig.player.play(Tone(frequency: Frequency(hertz: 440), duration: 0.3))
            try await rig.settle()
            #expect(rig.recorder.recording().segments(silence: 1000).count == 1)

            let again = engine.suspend()
            engine.close()
            #expect(engine.resume(again).isEmpty)
            #expect(probe.ports(matching: "^\(renamed):").isEmpty)
        }
    }

    @Test("no server to join on fg: the reason, playing says it, and the next Ctrl-Z and fg join the server that is back, with the connections of before")
    func rejoinFails() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(period: 1024)
            var restarted: PrivateJackServer?
            defer {
                restarted?.stop()
                server.stop()
            }
            // Into the dummy backend's playback ports, which the next server has again.
            var options = AudioEngineOptions(clientName: uniqueName("peach"), serverName: server.name)
            options.midiInput = false
            let engine = try AudioEngine(options: options)
            defer { engine.close() }
            let player = JackNotePlayer(engine: engine)
            let wired = engine.connections(of: engine.outputPorts.left)
            try #require(!wired.isEmpty, "the engine found no playback port")

            let connections = engine.suspend()
            server.stop()
            let warnings = engine.resume(connections)
            #expect(warnings.count == 1 && warnings.first?.contains("could not join JACK again") == true, "\(warnings)")
            do {
                try await player.play(Tone(frequency: Frequency(hertz: 440), duration: 0.1))
                Issue.record("a tone played with no server")
            } catch {
                #expect("\(error)".contains("could not join JACK again"), "\(error)")
            }

            restarted = try PrivateJackServer(period: 1024, fixedName: server.name)
            let retried = engine.resume(engine.suspend())
            #expect(retried.isEmpty, "\(retried)")
            #expect(engine.connections(of: engine.outputPorts.left) == wired)
            try await player.play(Tone(frequency: Frequency(hertz: 440), duration: 0.1))
        }
    }
}
