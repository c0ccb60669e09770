/// What a training command's options set for one run, over the config file's settings
/// (`--intervals`, `--tempo`, `--pattern`, `--position`); nil leaves the file's value.
public struct RunOverrides: Sendable, Hashable {
    public var intervals: [DirectedInterval]?
    public var tempo: Int?
    public var timingPattern: TimingPattern?
    public var timingPosition: Int?

    public init(intervals: [DirectedInterval]? = nil, tempo: Int? = nil, timingPattern: TimingPattern? = nil, timingPosition: Int? = nil) {
        self.intervals = intervals
        self.tempo = tempo
        self.timingPattern = timingPattern
        self.timingPosition = timingPosition
    }

    public func apply(to request: inout SettingsRequest) {
        if let intervals { request.intervals = intervals }
        if let tempo { request.tempo = tempo }
        if let timingPattern {
            request.timingPattern = timingPattern
            // The file's moved click belongs to the file's pattern.
            if timingPosition == nil { request.timingPosition = nil }
        }
        if let timingPosition { request.timingPosition = timingPosition }
    }
}
