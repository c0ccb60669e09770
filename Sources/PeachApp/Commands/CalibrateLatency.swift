import Foundation
import PeachCore

/// `peach calibrate`: tap along with 32 clicks on the pads; Peach shows each tap's offset,
/// proposes the extra latency (the median) with how steady the taps were, and writes it to
/// the config when asked (`--write`, or yes to the question on a terminal).
public struct CalibrateLatency {
    let console: any Console

    public init(console: any Console) {
        self.console = console
    }

    /// `taps`: the frames of the MIDI input's taps (any note-on), read from when the clicks
    /// are scheduled. `extraMs`: the value in use now.
    public func run(
        clicks: any ClickPlayer, taps: AsyncStream<UInt64>, tempo: Tempo, extraMs: Double, settingsFile: any SettingsFile,
        write: Bool
    ) async throws {
        let latency = clicks.latency()
        try console.print("JACK reports \(Self.ms(latency.playbackMs)) ms to the outputs' listeners and \(Self.ms(latency.captureMs)) ms from the pads; the extra latency is \(Self.ms(extraMs)) ms now.")
        try console.print("Tap along with the \(LatencyCalibration.clickCount) clicks on your pads, at \(tempo.bpm) BPM, as you would play with a click track.")
        let calibration = await LatencyCalibration(clicks: clicks, tempo: tempo)
        let console = self.console
        let result: CalibrationResult
        do {
            result = try await calibration.run(taps: taps) { number, offset in
                try? console.print("click \(number + 1): \(offset < 0 ? "" : "+")\(Self.ms(offset)) ms")
            }
        } catch let error as AudioError {
            throw CommandFailure(ExitStatus.jackUnavailable, "\(error)")
        }
        guard let proposal = result.proposedExtraLatencyMs, let median = result.medianMs else {
            throw CommandFailure(ExitStatus.usage, "only \(result.offsetsMs.count) of \(result.clickCount) clicks were tapped along with: too few to propose a value (is the pad connected to midi_in?); nothing was written")
        }
        let spread = result.spreadMs.map { "±\(Self.ms($0)) ms (standard deviation)" } ?? "–"
        try console.print("\(result.offsetsMs.count) taps: median \(Self.ms(median)) ms, steadiness \(spread)")
        try console.print("proposed: extraLatencyMs = \(Self.ms(proposal))")
        let confirmed = write || (console.canAsk && (console.ask("write extraLatencyMs = \(Self.ms(proposal)) to \(settingsFile.path)? [y/N] ")?.lowercased().hasPrefix("y") ?? false))
        guard confirmed else {
            try console.print("nothing written")
            return
        }
        do {
            try settingsFile.write("extraLatencyMs", value: Self.ms(proposal))
        } catch let error as SettingsFileSyntaxError {
            throw CommandFailure(ExitStatus.usage, "\(settingsFile.path):\(error.line):\(error.column): \(error.message); fix it first, nothing was written")
        } catch {
            throw CommandFailure(ExitStatus.cannotWrite, "\(settingsFile.path): \(error); nothing was written")
        }
        try console.print("wrote extraLatencyMs = \(Self.ms(proposal)) to \(settingsFile.path)")
    }

    /// One decimal, with a point (what the config file reads back).
    static func ms(_ value: Double) -> String { String(format: "%.1f", value) }
}
