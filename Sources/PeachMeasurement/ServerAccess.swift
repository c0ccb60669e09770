import Foundation

/// The test targets run in one process (scripts/test runs three such processes side by side,
/// its lanes, each on a server of its own), so every test that opens a JACK client goes
/// through here, and within a process they run one at a time:
/// - libjack keeps per-process globals (the shared-memory registry, the server prefix) set up
///   for the first server a process talks to; clients of two servers at once corrupt them;
/// - on two vCPUs, several recordings and signal fits at once make the real-time threads miss
///   periods, and a missed period breaks a sample-exact measurement.
public actor ServerAccess {
    public static let lock = ServerAccess()

    private var held = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Runs a test that opens JACK clients, alone among such tests. How long it held the
    /// server is said on standard error ("server held 12.3 s: File.swift test()"): these
    /// tests run one after another, and their sum is most of the suite's time.
    @discardableResult
    public static func exclusive<T: Sendable>(
        file: String = #fileID, function: String = #function, _ body: () async throws -> T
    ) async rethrows -> T {
        await lock.acquire()
        let start = Date()
        defer {
            let line = String(format: "server held %.1f s: %@ %@\n", Date().timeIntervalSince(start), (file as NSString).lastPathComponent, function)
            FileHandle.standardError.write(Data(line.utf8))
        }
        do {
            let result = try await body()
            await lock.release()
            return result
        } catch {
            await lock.release()
            throw error
        }
    }

    private func acquire() async {
        guard held else {
            held = true
            return
        }
        // First come, first served; the releaser hands the lock over.
        await withCheckedContinuation { waiters.append($0) }
    }

    private func release() {
        if waiters.isEmpty {
            held = false
        } else {
            waiters.removeFirst().resume()
        }
    }
}
