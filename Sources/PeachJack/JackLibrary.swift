import Foundation

/// Which libjack this process runs on: jackd2's, or PipeWire's (which `pw-jack` or a system
/// set-up puts in its place). PipeWire's serves the graph itself: there is no jackd to start.
public enum JackLibrary {
    /// The files mapped into this process, from the kernel's list of its mappings (read
    /// line by line: procfs files report a size of 0).
    static var mappedFiles: [String] {
        guard let maps = fopen("/proc/self/maps", "r") else { return [] }
        defer { fclose(maps) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        var files: [String] = []
        while getline(&line, &capacity, maps) > 0, let line {
            let text = String(cString: line).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let slash = text.firstIndex(of: "/") else { continue }
            files.append(String(text[slash...]))
        }
        return files
    }

    /// The libjack file this process runs on.
    public static var path: String? {
        mappedFiles.first { $0.split(separator: "/").last?.hasPrefix("libjack.so") == true }
    }

    /// PipeWire's libjack lives in a pipewire folder on Debian, but in the plain library
    /// folder on other distributions; either way it brings libpipewire with it.
    public static var isPipeWire: Bool {
        let files = mappedFiles
        return files.contains { $0.split(separator: "/").last?.hasPrefix("libpipewire-") == true }
            || (path?.lowercased().contains("pipewire") ?? false)
    }
}
