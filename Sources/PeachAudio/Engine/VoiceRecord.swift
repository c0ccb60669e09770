import Foundation
import PeachCore
import PeachRealTime

/// One use of a voice slot, as the player's side sees it. Mutated only under the engine's lock.
final class VoiceRecord: @unchecked Sendable {
    let slot: Int
    let generation: UInt32
    /// A key the musician played: it sounds on the keys' share of the voices.
    let isKey: Bool
    /// Told to stop (its release may still sound).
    var stopSent = false
    /// Kept alive until the audio thread reports the voice ended.
    private(set) var buffer: ToneBuffer?
    private(set) var startFrame: UInt64?
    private(set) var endFrame: UInt64?
    private(set) var failure: AudioError?
    /// Its voice went with the audio memory of a membership that ended.
    private(set) var abandoned = false
    var startWaiters: [CheckedContinuation<Void, Error>] = []
    var endWaiters: [CheckedContinuation<Void, Error>] = []

    init(slot: Int, generation: UInt32, buffer: ToneBuffer, isKey: Bool = false) {
        self.slot = slot
        self.generation = generation
        self.isKey = isKey
        self.buffer = buffer
    }

    var hasEnded: Bool { endFrame != nil }

    func started(at frame: UInt64) {
        startFrame = frame
        resume(&startWaiters)
    }

    func ended(at frame: UInt64) {
        endFrame = frame
        // Now the audio thread no longer reads the samples.
        buffer = nil
        resume(&startWaiters)
        resume(&endWaiters)
    }

    func fail(_ error: AudioError) {
        guard failure == nil else { return }
        failure = error
        for waiter in startWaiters + endWaiters { waiter.resume(throwing: error) }
        startWaiters = []
        endWaiters = []
    }

    /// Its voice is gone with the audio thread's memory (the client closed): waits throw,
    /// and stop and retune no longer reach a voice that another tone may use by then.
    func abandon(_ error: AudioError) {
        abandoned = true
        fail(error)
        endFrame = endFrame ?? 0
        buffer = nil
    }

    private func resume(_ waiters: inout [CheckedContinuation<Void, Error>]) {
        for waiter in waiters {
            if let failure { waiter.resume(throwing: failure) } else { waiter.resume() }
        }
        waiters = []
    }
}

/// The player side's table of voice slots, what the pump last saw and the engine's stay in
/// the graph, behind the engine's lock.
struct VoiceTable: ~Copyable {
    var slots: [VoiceRecord?]
    var nextGeneration: UInt32 = 0
    /// The client, its ports and the audio thread's memory: nil while suspended and once closed.
    var member: EngineMembership?
    /// A membership on its way out (its pump and listener stopping), counted until it is closed.
    var departing: EngineMembership?
    /// Why a failed `fg` left the engine out of the graph, and the connections it could not
    /// restore: the next Ctrl-Z and `fg` try again with them.
    var outOfGraph: AudioError?
    var unrestored: [PortConnection] = []
    /// The names of the last membership, kept while out of the graph.
    var names: EnginePortNames
    /// Xruns and latency recomputations counted by memberships gone before this one.
    var xrunBase = 0
    var latencyBase = 0
    var closed = false
    var shutDown = false
    var failure: AudioError?
    var reportedXruns = 0
    var bufferSize: Int
    var connectionChanges = 0
    var outputsConnected = false
    /// This engine's event pump thread, so that a close on it does not wait for itself.
    var pumpThread: pthread_t?

    init(voiceCount: Int, member: EngineMembership) {
        slots = Array(repeating: nil, count: voiceCount)
        self.member = member
        names = member.names
        bufferSize = member.client.bufferSize
    }

    /// Xruns since the engine started, across its stays in the graph.
    var xruns: Int { xrunBase + ((member ?? departing)?.xruns ?? 0) }
    /// Latency recomputations since the engine started, likewise.
    var latencyChanges: Int { latencyBase + ((member ?? departing)?.latencyChanges ?? 0) }

    var activeRecords: [VoiceRecord] { slots.compactMap { $0 }.filter { !$0.hasEnded } }

    mutating func deliver(_ event: EngineEvent) {
        let slot = Int(event.voice)
        guard slots.indices.contains(slot), let record = slots[slot], record.generation == event.generation else { return }
        switch event.kind {
        case .started:
            record.started(at: event.frame)
        case .ended:
            record.ended(at: event.frame)
            slots[slot] = nil
        case .none:
            break
        }
    }

    func failAll(_ error: AudioError) {
        for record in slots.compactMap({ $0 }) { record.fail(error) }
    }

    /// The audio thread's memory is gone: every slot is free, its record ended with `error`.
    mutating func abandonAll(_ error: AudioError) {
        for record in slots.compactMap({ $0 }) { record.abandon(error) }
        slots = slots.map { _ in nil }
    }
}
