import Foundation

/// The folder a studio session gives Peach, with the session's own config file in it.
public enum NSMConfigFolder {
    public struct CannotCreate: Error, CustomStringConvertible {
        public var description: String
    }

    /// The folder and its config file. A new session starts from the person's own config
    /// (`seed`, or a line saying where the keys are documented); an existing one is left
    /// as it is.
    public static func prepare(folder: String, config: String, seed: String) throws(CannotCreate) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            throw CannotCreate(description: "the session's path \(folder) is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CannotCreate(description: "the session's folder \(folder) cannot be made")
        }
        guard !FileManager.default.fileExists(atPath: config) else { return }
        let start = (try? RegularFile.read(seed)).map { Data($0) }
            ?? Data("# Peach's settings for this session; every key is in Peach's documented peach.toml.\n".utf8)
        guard FileManager.default.createFile(atPath: config, contents: start) else {
            throw CannotCreate(description: "the session's config \(config) cannot be written")
        }
    }
}
