/// Where a learned mapping is kept: the config file, written through its parser, so that
/// its comments stay and a file with an error is named and left as it was.
public protocol ControlMappingFile: Sendable {
    var path: String { get }
    func write(_ mapping: ControlMapping) throws(ControlMappingFileError)
}
