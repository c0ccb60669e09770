import Foundation

/// What the tones sound like: a sine, or a preset of a SoundFont by bank and program.
public enum SoundSource: Hashable, Sendable, Codable, CustomStringConvertible {
    case sine
    case soundFont(bank: Int, program: Int)

    /// `sine` or `sf2:<bank>:<program>`, the config file's spelling.
    public var description: String {
        switch self {
        case .sine: "sine"
        case let .soundFont(bank, program): "sf2:\(bank):\(program)"
        }
    }

    public init?(_ text: String) {
        if text == "sine" {
            self = .sine
            return
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "sf2",
              let bank = Int(parts[1]), let program = Int(parts[2]),
              (0...16383).contains(bank), (0...127).contains(program) else { return nil }
        self = .soundFont(bank: bank, program: program)
    }
}
