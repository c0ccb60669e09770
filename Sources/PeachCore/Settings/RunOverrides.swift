/// What a training command's options set for one run, over the config file's settings
/// (`--intervals`, `--tempo`, and a discipline's own, such as Compare Timing's `--pattern`
/// and `--position`); nil or absent leaves the file's value.
public struct RunOverrides: Sendable, Hashable {
    public var intervals: [DirectedInterval]?
    public var tempo: Int?
    /// A discipline's own settings, by key, as its options gave them (words as listed).
    public var disciplineChoices: [String: String]

    public init(intervals: [DirectedInterval]? = nil, tempo: Int? = nil, disciplineChoices: [String: String] = [:]) {
        self.intervals = intervals
        self.tempo = tempo
        self.disciplineChoices = disciplineChoices
    }

    public func apply(to request: inout SettingsRequest) {
        if let intervals { request.intervals = intervals }
        if let tempo { request.tempo = tempo }
        for (key, value) in disciplineChoices {
            request.disciplineChoices[key] = value
            // The file's moved click belongs to the file's pattern: what follows an overridden
            // setting is the option's too, or its default.
            guard let setting = request.disciplineSettings.first(where: { $0.key == key }) else { continue }
            for follower in setting.followers(among: request.disciplineSettings) where disciplineChoices[follower.key] == nil {
                request.disciplineChoices[follower.key] = nil
            }
        }
    }
}
