import PeachCore

/// Ctrl-Z and `fg`: the engine leaves the JACK graph by closing its client, and joins again
/// as a new one.
///
/// Why close, and not only deactivate: a deactivated client is still registered, and jackd
/// writes its notices (clients coming and going, connections, xruns) to every registered
/// client with no time limit on the write. Once a stopped process's socket is full, the
/// server's one request thread waits on it, and every other program's open, connect and
/// close waits with it until `fg`: a suspended Peach would hang the studio.
extension AudioEngine {
    /// One connection of one of our ports, to restore after a suspension.
    public typealias Connection = PortConnection

    /// Leaves the graph and returns where the ports were connected (out of it already, after
    /// a failed `fg`: what that could not restore). What was sounding or waiting to sound
    /// ends, and its waits throw; scheduling throws until `resume`.
    public func suspend() -> [Connection] {
        let (member, unrestored) = state.withLock { state -> (EngineMembership?, [Connection]) in
            guard !state.closed else { return (nil, []) }
            defer {
                state.departing = state.member
                state.member = nil
            }
            return (state.member, state.unrestored)
        }
        guard let member else { return unrestored }
        let connections = member.connections
        leave(member, waitingForPump: true)
        state.withLock { $0.abandonAll(AudioError.playbackFailed("Peach was suspended")) }
        return connections
    }

    /// Joins the graph again, as the same client name when it is free (else the server's
    /// variant of it, and the connections follow the new name), and restores the
    /// connections. Returns what went wrong: a connection that could not be restored, or the
    /// reason the engine stays out of the graph (then scheduling throws that reason, and the
    /// next Ctrl-Z and `fg` try again).
    public func resume(_ connections: [Connection]) -> [String] {
        guard state.withLock({ !$0.closed && $0.member == nil }) else { return [] }
        let member: EngineMembership
        do {
            member = try EngineMembership(options: options)
        } catch {
            return stayOut("Peach could not join JACK again (\(error)); Ctrl-Z and fg try again", keeping: connections)
        }
        let rate = member.client.sampleRate
        guard rate == sampleRate else {
            member.client.close()
            // Every tone is rendered at the rate Peach started with.
            return stayOut("the JACK server now runs at \(rate) Hz, not \(sampleRate) Hz: quit and start Peach again", keeping: connections)
        }
        let old = state.withLock { $0.names.client }
        var warnings: [String] = []
        for connection in connections.map({ member.names.renamed($0, from: old) }) {
            do { try member.client.connect(connection.source, to: connection.destination) } catch { warnings.append("\(error)") }
        }
        let admitted = state.withLock { state -> Bool in
            // Closed (or resumed by another caller) meanwhile: the new client goes again.
            guard !state.closed, state.member == nil else { return false }
            state.member = member
            state.names = member.names
            state.outOfGraph = nil
            state.unrestored = []
            // The new memory counts connection changes from 0.
            state.connectionChanges = 0
            state.outputsConnected = member.ports.outputsConnected
            return true
        }
        guard admitted else {
            member.client.close()
            return warnings
        }
        startPump(member)
        return warnings
    }

    private func stayOut(_ reason: String, keeping connections: [Connection]) -> [String] {
        state.withLock { state in
            state.outOfGraph = AudioError.playbackFailed(reason)
            state.unrestored = connections
        }
        return [reason]
    }
}
