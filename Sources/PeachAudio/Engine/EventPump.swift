import Foundation
import PeachCore
import PeachRealTime

/// The engine's event pump: a thread that the audio thread wakes (a semaphore post, which
/// is real-time safe) when it has reported a tone's start or end or received MIDI, and the
/// JACK notifications wake for xruns, connections and shutdown. It delivers them to the
/// waiting tones, the MIDI stream and the notices.
extension AudioEngine {

    static let pumpThreadName = "peach-audio-events"

    /// One pump per membership, until the engine leaves the graph (Ctrl-Z or close). The
    /// pump holds the engine only while it pumps, so that an engine nobody closes is still
    /// freed (its deinit closes it, on this thread or another).
    func startPump(_ member: EngineMembership) {
        let memory = member.memory, done = member.pumpDone
        let thread = Thread { [weak self] in
            self?.state.withLock { $0.pumpThread = pthread_self() }
            while true {
                guard let engine = self, engine.state.withLock({ $0.member === member }) else { break }
                engine.pumpOnce(member)
                // The last reference may go here, and deinit run on this very thread: then
                // the engine and its memory are gone, and nothing below may touch them.
                _ = consume engine
                guard self != nil else { break }
                // A close or suspension from another thread waits for `done` before freeing `memory`.
                // Until the audio thread or a JACK notification posts (or 100 ms pass:
                // nothing is lost by a missed wake-up, it is only late).
                PumpWake.wait(memory.wake, upTo: 100_000_000)
            }
            done.signal()
        }
        thread.name = Self.pumpThreadName
        thread.start()
    }

    /// Delivers the audio thread's events and the notification callbacks' signals.
    private func pumpOnce(_ member: EngineMembership) {
        var notices: [EngineNotice] = []
        var periodChanged = false
        state.withLock { state in
            let signals = member.memory.signals.pointee
            // Shutdown first: after it, nothing the audio thread reported counts any more.
            if signals.shutDown.pointee.load(ordering: .acquiring), !state.shutDown {
                state.shutDown = true
                state.failure = AudioError.serverShutDown(reason: "the JACK server shut down")
                state.failAll(state.failure!)
                notices.append(.serverShutDown)
            }
            while let event = member.memory.engine.events.pop() {
                state.deliver(event)
            }
            var midi = RawMIDIEvent()
            while member.memory.engine.midiIn.pop(into: &midi) {
                let bytes = [midi.byte0, midi.byte1, midi.byte2].prefix(Int(midi.size))
                midiSink.yield(TimedMIDI(bytes: Array(bytes), frame: midi.frame))
            }
            let xruns = state.xrunBase + signals.xruns.pointee.load(ordering: .relaxed)
            if xruns != state.reportedXruns {
                state.reportedXruns = xruns
                notices.append(.xruns(total: xruns))
            }
            let size = signals.bufferSize.pointee.load(ordering: .relaxed)
            if size != state.bufferSize {
                state.bufferSize = size
                notices.append(.bufferSizeChanged(frames: size))
                periodChanged = !state.shutDown
            }
            let changes = signals.connectionChanges.pointee.load(ordering: .acquiring)
            if changes != state.connectionChanges, !state.shutDown {
                state.connectionChanges = changes
                let connected = member.ports.outputsConnected
                if state.outputsConnected && !connected {
                    notices.append(.outputsDisconnected)
                    for record in state.activeRecords {
                        record.fail(AudioError.outputsDisconnected)
                    }
                    // Silence what was playing; their ends still come through the queue.
                    for record in state.activeRecords {
                        _ = member.memory.engine.commands.push(stopCommand(for: record))
                    }
                }
                state.outputsConnected = connected
            }
        }
        // A new period changes what a sound card's ports declare, and jackd2 does not
        // recompute the latencies of the ports connected to them: asked here, off the
        // lock (a round trip to the server), so that `playbackLatency` follows.
        // The client stays open until this pump has ended.
        if periodChanged { member.client.recomputeLatencies() }
        for notice in notices { noticeSink.yield(notice) }
    }
}
