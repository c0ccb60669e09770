import Foundation

/// Which libjack this process runs on: jackd2's, or PipeWire's (which `pw-jack` or a system
/// set-up puts in its place). PipeWire's serves the graph itself: there is no jackd to start.
public enum JackLibrary {
    /// The libjack file mapped into this process, from the kernel's list of its mappings
    /// (read line by line: procfs files report a size of 0).
    public static var path: String? {
        guard let maps = fopen("/proc/self/maps", "r") else { return nil }
        defer { fclose(maps) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, maps) > 0, let line {
            let text = String(cString: line).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let slash = text.firstIndex(of: "/") else { continue }
            let file = text[slash...]
            if file.split(separator: "/").last?.hasPrefix("libjack.so") == true { return String(file) }
        }
        return nil
    }

    public static var isPipeWire: Bool { path?.lowercased().contains("pipewire") ?? false }
}
