import PeachCore

/// The learned controls into `[midi]` of the config file, through the parser: the rest of
/// the file and its comments stay as they are.
public struct ConfigMappingFile: ControlMappingFile {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public func write(_ mapping: ControlMapping) throws(ControlMappingFileError) {
        do {
            var editor = try ConfigEditor.opening(path)
            for (key, source) in [("higher", mapping.higher), ("lower", mapping.lower), ("submit", mapping.submit), ("tuning", mapping.tuning)] {
                if let source { try editor.set(key, to: source.tomlValue, in: "midi") }
            }
            try editor.save(to: path)
        } catch let error as TOMLSyntaxError {
            throw .fileHasError("\(path):\(error.line):\(error.column): \(error.message)")
        } catch {
            throw .cannotWrite("\(error)")
        }
    }
}
