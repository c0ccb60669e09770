import PeachCore

/// `peach profile --json`: the profile as one JSON object on standard output, read beside
/// a Peach that trains. The adapter that writes JSON is handed in as `json`.
public struct ShowProfile {
    let library: any RecordsLibrary
    let console: any Console
    /// The registered disciplines' parts of the profile.
    let parts: [any ProfilePart.Type]

    public init(library: any RecordsLibrary, console: any Console, parts: [any ProfilePart.Type]) {
        self.library = library
        self.console = console
        self.parts = parts
    }

    public func run(range: NoteRange, json: (ProfileSnapshot) -> String) throws {
        let store = try library.opened(forWriting: false, console: console)
        defer { store.close() }
        let rebuild = try HistoryReading.rebuild(store, into: parts, console: console)
        try console.print(json(rebuild.snapshot(range: range)))
    }
}
