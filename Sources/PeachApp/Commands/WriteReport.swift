import PeachCore

/// `peach report --html FILE`: the profile as one self-contained page. A regular file is
/// written beside and renamed (never half a page); a pipe (or `-`) directly.
public struct WriteReport {
    let library: any RecordsLibrary
    let console: any Console
    /// The registered disciplines' parts of the profile.
    let parts: [any ProfilePart.Type]

    public init(library: any RecordsLibrary, console: any Console, parts: [any ProfilePart.Type]) {
        self.library = library
        self.console = console
        self.parts = parts
    }

    /// `html`: the adapter that draws the page.
    public func run(to file: String, range: NoteRange, html: (ProfileSnapshot) -> String) throws {
        let store = try library.opened(forWriting: false, console: console)
        defer { store.close() }
        let rebuild = try HistoryReading.rebuild(store, into: parts, console: console)
        let page = html(rebuild.snapshot(range: range))
        let destination: FileDestination
        do {
            destination = try FileDestination(file)
        } catch {
            throw CommandFailure(ExitStatus.cannotWrite, "\(error); nothing was written")
        }
        do {
            try destination.write(page)
            try destination.finish()
        } catch {
            destination.abandon()
            throw CommandFailure.output(error, what: file == "-" ? "standard output" : "\(file) (nothing was written)")
        }
        if file != "-" { console.tell("wrote the report to \(file)") }
    }
}
