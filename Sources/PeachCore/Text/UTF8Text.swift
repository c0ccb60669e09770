/// Text files a person names (a config file, a CSV to import) are checked byte by byte, so
/// that an invalid byte is refused with its line instead of read as a replacement character.
public enum UTF8Text {
    /// The offset of the first byte that does not belong to valid UTF-8, if any.
    public static func firstInvalidByte(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            for continuation in bytes[(index + 1)..<(index + length)] where continuation & 0xC0 != 0x80 { return index }
            // Overlong forms, surrogates and code points beyond U+10FFFF.
            if length == 3 {
                let second = bytes[index + 1]
                if (lead == 0xE0 && second < 0xA0) || (lead == 0xED && second >= 0xA0) { return index }
            } else if length == 4 {
                let second = bytes[index + 1]
                if (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second >= 0x90) { return index }
            }
            index += length
        }
        return nil
    }
}
