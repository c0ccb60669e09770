/// A key as the screens understand it.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    /// With Shift: the coarse steps.
    case shiftUp, shiftDown, shiftLeft, shiftRight
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab
    /// Ctrl and a letter, e.g. `.control("c")`.
    case control(Character)
}

/// Turns the bytes a terminal sends into keys: UTF-8 text, control characters and the
/// common escape sequences (xterm, tmux, the Linux console). Unknown sequences are dropped.
///
/// A key's bytes may come in two reads: a read stops at its buffer's size (a held arrow
/// key fills it), and a loaded machine or a slow link can deliver a sequence in pieces.
/// What a read ends in the middle of waits for the next read; a read that brings nothing
/// (the keyboard quiet for the reader's wait) ends it: a lone ESC is then the Escape key.
public struct KeyDecoder: Sendable {
    /// The start of a key whose last bytes have not come yet.
    private var pending: [UInt8] = []

    public init() {}

    /// One read's worth of bytes.
    public mutating func keys(in read: [UInt8]) -> [Key] {
        let bytes = pending + read
        pending = []
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                guard let sequence = escapeSequence(bytes, at: index) else {
                    pending = Array(bytes[index...])
                    return keys
                }
                if let key = sequence.key { keys.append(key) }
                index += sequence.length
                continue
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x09: keys.append(.tab)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
            case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
            case 0xC0...0xF7:
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                if index + length > bytes.count {
                    pending = Array(bytes[index...])
                    return keys
                }
                if let text = String(validating: bytes[index..<index + length], as: UTF8.self),
                   let character = text.first {
                    keys.append(.character(character))
                }
                index += length
                continue
            default: break
            }
            index += 1
        }
        return keys
    }

    /// The keyboard was quiet for a read's wait: what is pending is all there is. A lone
    /// ESC is the Escape key; a sequence or a letter cut off is dropped.
    public mutating func quiet() -> [Key] {
        defer { pending = [] }
        return pending == [0x1B] ? [.escape] : []
    }

    /// The key an escape sequence at `start` stands for (nil for one unknown) and its
    /// length; nil when the bytes end before the sequence does.
    private func escapeSequence(_ bytes: [UInt8], at start: Int) -> (key: Key?, length: Int)? {
        guard start + 1 < bytes.count else { return nil }
        let introducer = bytes[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            // ESC then a key: Alt+key in most terminals; read it as Escape followed by the key.
            return (.escape, 1)
        }
        // Parameters and intermediates (0x20...0x3F), then one final byte in 0x40...0x7E.
        var end = start + 2
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        // Anything else there (Enter after a stray Alt+[) is no sequence: what came before it
        // is dropped, and it is read as itself.
        guard (0x40...0x7E).contains(bytes[end]) else { return (nil, end - start) }
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let shifted = parameters.hasSuffix(";2")
        let key: Key?
        switch bytes[end] {
        case UInt8(ascii: "A"): key = shifted ? .shiftUp : .up
        case UInt8(ascii: "B"): key = shifted ? .shiftDown : .down
        case UInt8(ascii: "C"): key = shifted ? .shiftRight : .right
        case UInt8(ascii: "D"): key = shifted ? .shiftLeft : .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): key = .tab
        case UInt8(ascii: "~"):
            switch parameters.split(separator: ";").first {
            case "1", "7": key = .home
            case "4", "8": key = .end
            case "5": key = .pageUp
            case "6": key = .pageDown
            default: key = nil
            }
        default: key = nil
        }
        return (key, end - start + 1)
    }
}
