import Foundation
import PeachCore
import PeachTerminal

/// `peach calibrate`: tap along with 32 clicks on the pads; Peach shows each tap's offset,
/// proposes the extra latency (the median) with how steady the taps were, and writes it to
/// the config when asked (`--write`, or yes to the question on a terminal).
public struct CalibrateLatency {
    let console: any Console
    let strings: Strings

    /// `strings`: the language the musician reads (the locale's, as the screens').
    public init(console: any Console, strings: Strings = .forLocale()) {
        self.console = console
        self.strings = strings
    }

    /// `played`: the MIDI inputs' controls in Fill the Gap's mode, read from when the clicks
    /// are scheduled; each tap (any note-on) that carries its frame is timed. `extraMs`: the
    /// value in use now.
    public func run(
        clicks: any ClickPlayer, played: AsyncStream<PlayedControl>, tempo: Tempo, extraMs: Double, settingsFile: any SettingsFile,
        write: Bool
    ) async throws {
        let strings = self.strings, console = self.console
        let (taps, sink) = AsyncStream.makeStream(of: UInt64.self)
        let forward = Task {
            for await played in played where played.control == .tap {
                if let frame = played.frame { sink.yield(frame) }
            }
        }
        defer { forward.cancel() }
        try console.print(strings.calibrationLatencies(clicks.latency(), extraMs: extraMs))
        try console.print(strings.calibrationTapAlong(clicks: LatencyCalibration.clickCount, tempo: tempo))
        let calibration = await LatencyCalibration(clicks: clicks, tempo: tempo)
        let result: CalibrationResult
        do {
            result = try await calibration.run(taps: taps) { number, offset in
                try? console.print(strings.calibrationTap(number + 1, offsetMs: offset))
            }
        } catch let error as AudioError {
            throw CommandFailure(ExitStatus.jackUnavailable, "\(error)")
        }
        if result.isTooMany {
            throw CommandFailure(ExitStatus.nothingChanged, strings.calibrationTooMany(result.tapCount, of: result.clickCount))
        }
        guard let proposal = result.proposedExtraLatencyMs, let median = result.medianMs else {
            throw CommandFailure(ExitStatus.nothingChanged, strings.calibrationTooFew(result.offsetsMs.count, of: result.clickCount))
        }
        try console.print(strings.calibrationSummary(taps: result.offsetsMs.count, medianMs: median, spreadMs: result.spreadMs))
        if proposal != (median * 10).rounded() / 10 {
            try console.print(strings.calibrationClamped(SettingsLimits.extraLatencyMs))
        }
        try ProposedSettings(settings: [("extraLatencyMs", Self.ms(proposal))], console: console, strings: strings)
            .offer(to: settingsFile, write: write)
    }

    /// One decimal, with a point (what the config file reads back).
    static func ms(_ value: Double) -> String { String(format: "%.1f", value) }
}
