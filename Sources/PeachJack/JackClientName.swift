/// JACK's rule for client names, as the config file and `--jack-name` give them: checked
/// before a client is opened, so that a bad name is reported in words and with its place,
/// not as the server's bare refusal.
public enum JackClientName {
    /// Why JACK would refuse a client name, in words; nil when it is fine. JACK allows
    /// 63 bytes and reserves ':' (it separates client and port).
    public static func problem(_ name: String) -> String? {
        if name.isEmpty { return "the client name is empty; give one, e.g. \"peach\"" }
        if name.utf8.count > 63 { return "the client name is \(name.utf8.count) bytes long; JACK allows 63" }
        if name.contains(":") { return "the client name may not contain ':' (JACK separates client and port with it)" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 }) { return "the client name may not contain control characters" }
        return nil
    }
}
