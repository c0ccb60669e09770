import Foundation
import PeachMeasurement
import Testing

/// A damaged SoundFont as a musician meets it: Peach's own warning, and none of the
/// libraries' noise beside it.
@Suite("SoundFonts, end to end")
struct SoundFontsEndToEndTests {
    @Test("a corrupt and a truncated SoundFont: Peach's warning for each on stderr, no CRITICAL or fluidsynth: lines")
    func damagedFontsAreQuiet() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-sf")).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A RIFF header that promises a SoundFont, then noise; and the first third of a real one.
        let corrupt = Array("RIFF".utf8) + [0x10, 0, 0, 0] + Array("sfbk".utf8) + (0..<4096).map { UInt8(($0 * 31) % 256) }
        try Data(corrupt).write(to: URL(fileURLWithPath: folder + "/corrupt.sf2"))
        let whole = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/sounds/sf2/TimGM6mb.sf2"))
        try whole.prefix(whole.count / 3).write(to: URL(fileURLWithPath: folder + "/truncated.sf2"))
        try "[sound]\nsoundFonts = [\"\(folder)/corrupt.sf2\", \"\(folder)/truncated.sf2\"]\n"
            .write(toFile: folder + "/config.toml", atomically: true, encoding: .utf8)
        let result = try await shell("\"$PEACH\" sounds --config \(folder)/config.toml 2>&1 >/dev/null; echo \"status $?\"")
        for font in ["corrupt.sf2", "truncated.sf2"] {
            #expect(result.output.contains("peach: warning: \(folder)/\(font) is not a SoundFont FluidSynth can read"), "\(result.output)")
        }
        #expect(!result.output.contains("CRITICAL") && !result.output.contains("fluidsynth:") && !result.output.contains("**"), "\(result.output)")
        #expect(result.output.contains("status 0"))
    }
}
