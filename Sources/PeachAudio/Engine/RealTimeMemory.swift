import Foundation
import PeachRealTime
import PeachJack

/// The audio thread's memory and the callbacks' contexts, allocated once per client and
/// handed to it with the callbacks: the client frees them after it is closed.
final class RealTimeMemory: @unchecked Sendable {
    let engine: RealTimeEngine
    let context: UnsafeMutablePointer<ProcessContext>
    let signals: UnsafeMutablePointer<EngineSignals>
    /// Posted by the audio thread and the notifications; the event pump waits on it.
    let wake: UnsafeMutablePointer<sem_t>

    init(client: JackClient, ports: EnginePorts, voiceCount: Int) {
        wake = PumpWake.allocate()
        engine = RealTimeEngine.allocate(voiceCount: voiceCount, queueCapacity: 1024, sampleRate: client.sampleRate)
        context = .allocate(capacity: 1)
        context.initialize(to: ProcessContext(
            client: client, left: ports.left, right: ports.right, engine: engine, midiIn: ports.midiIn, midiOut: ports.midiOut,
            audioIn: ports.input, wake: wake))
        signals = .allocate(capacity: 1)
        signals.initialize(to: EngineSignals.allocate(wake: wake))
    }

    func wakePump() { PumpWake.post(wake) }

    /// The engine's callbacks over this memory, for `JackClient.activate(with:)`.
    var callbacks: JackCallbacks {
        .engine(process: context, signals: signals, release: deallocate)
    }

    /// Run by the client once it is closed: the callbacks must never run again.
    private func deallocate() {
        engine.deallocate()
        context.deinitialize(count: 1)
        context.deallocate()
        signals.pointee.deallocate()
        signals.deinitialize(count: 1)
        signals.deallocate()
        PumpWake.deallocate(wake)
    }
}
