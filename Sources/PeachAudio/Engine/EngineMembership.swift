import Foundation
import PeachCore
import PeachJack

/// One stay of the engine in the JACK graph: the client, its ports, the audio thread's
/// memory and the event pump that reads it. The engine opens one when it starts and again
/// on `fg`; Ctrl-Z closes the client, because a stopped process that is still a client holds
/// up the whole server (see `AudioEngine.suspend()`).
final class EngineMembership: @unchecked Sendable {
    // Immutable once built; the engine hands it out only under its lock, and closes the
    // client only after the pump has ended and the listener has stopped.
    let client: JackClient
    let ports: EnginePorts
    let memory: RealTimeMemory
    let names: EnginePortNames
    /// Signalled by this membership's pump thread as it ends.
    let pumpDone = DispatchSemaphore(value: 0)

    /// Opens the client, registers the ports, installs the callbacks and activates: in the
    /// graph, with nothing connected yet.
    init(options: AudioEngineOptions) throws {
        client = try JackClient(name: options.clientName, serverName: options.serverName)
        ports = try EnginePorts(on: client, options: options)
        names = EnginePortNames(client: client.name, ports: ports)
        memory = RealTimeMemory(client: client, ports: ports, voiceCount: options.voiceCount)
        memory.signals.pointee.bufferSize.pointee.store(client.bufferSize, ordering: .relaxed)
        // From here the client owns the memory and frees it when it closes, even when this throws.
        try client.activate(with: memory.callbacks)
    }

    /// Where its ports are connected now, each in the direction the signal flows.
    var connections: [PortConnection] {
        var connections: [PortConnection] = []
        for port in [names.left, names.right] + (names.feedback.map { [$0] } ?? []) {
            connections += client.connections(ofPortNamed: port).map { PortConnection(source: port, destination: $0) }
        }
        for input in [names.input] + (names.midiIn.map { [$0] } ?? []) {
            connections += client.connections(ofPortNamed: input).map { PortConnection(source: $0, destination: input) }
        }
        return connections
    }

    /// Xruns the server reported to this client.
    var xruns: Int { memory.signals.pointee.xruns.pointee.load(ordering: .relaxed) }
    /// Times JACK recomputed this client's latencies.
    var latencyChanges: Int { memory.signals.pointee.latencyChanges.pointee.load(ordering: .acquiring) }
}
