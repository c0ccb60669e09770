import Foundation
import PeachCore
import PeachJSON
import PeachTerminal

/// A training run as the composition root makes it: the studio, the services, and whether
/// a session manager started Peach.
public protocol TrainingRig: Studio {
    var services: TrainingServices { get }
    /// Started by a session manager, which quits Peach with SIGTERM.
    var isManaged: Bool { get }
    /// Everything is up: a session manager hears that the open is done.
    func ready()
    func shutDown()
}

/// What the training commands (and `peach` alone, profile and settings) run: the screens
/// or the headless loop over a rig that `start` makes, handed where its warnings go.
public enum TrainingLaunch {
    public typealias Start = (_ warn: @escaping @Sendable (String) -> Void) async throws -> any TrainingRig

    /// The screen a training command opens: for the pitch disciplines single notes, or the
    /// intervals variant when `--intervals` names any; the rhythm disciplines have one.
    public static func screen(_ mode: TrainingMode, intervals: [DirectedInterval]?, in disciplines: Disciplines) -> MenuItem? {
        let variant = intervals.map { TrainingSettings(intervals: $0).variant } ?? .singleNotes
        return disciplines.named(mode)?.menuItem(for: variant)
    }

    /// The full-screen terminal UI, opened at the start screen or straight at one screen.
    public static func screens(opening item: MenuItem?, intervalsOverridden: Bool, start: Start) async throws {
        guard FullScreenTerminal.isInteractive else {
            throw CommandFailure.usage("the screens need a terminal; scripts use a training command with --headless (`peach compare --headless`)")
        }
        let events = AppEvents()
        let rig = try await start(events.warn)
        rig.ready()
        let app = await ScreenApp(
            studio: rig, services: rig.services, events: events, strings: .forLocale(), terminal: FullScreenTerminal(),
            intervalsOverridden: intervalsOverridden)
        let code = await app.run(opening: item)
        rig.shutDown()
        if code != 0 { throw CommandFailure(code) }
    }

    /// JSON lines on standard output, commands on standard input; warnings are `warning`
    /// events, so that a script reading the events hears them.
    public static func headless(_ mode: TrainingMode, console: any Console, start: Start) async throws {
        let rig = try await start { try? DescriptorOutput.standardOutput.write(line: JSONLine(event: "warning").with("message", .string($0)).text) }
        // Before a session manager is told Peach is ready.
        guard let discipline = rig.services.disciplines.named(mode) else {
            rig.shutDown()
            throw CommandFailure.usage("no registered discipline trains in the mode '\(mode)'")
        }
        rig.ready()
        let readsInput = readsInput(managed: rig.isManaged, inputIsTerminal: isatty(STDIN_FILENO) == 1)
        let input: @Sendable () -> String? = { readsInput ? readLine() : nil }
        let run = await HeadlessRun(
            studio: rig, services: rig.services, discipline: discipline, input: input, endOfInputStops: !rig.isManaged)
        let code = await run.run()
        rig.shutDown()
        if let message = await run.faultMessage { console.tell(message) }
        if code != 0 { throw CommandFailure(code) }
    }

    /// Under a session manager quitting is SIGTERM, and standard input is what the manager
    /// left: /dev/null (its end must not stop training, which `endOfInputStops` sees to) or
    /// the manager's own terminal (not Peach's to read: a background read would stop Peach
    /// with SIGTTIN).
    static func readsInput(managed: Bool, inputIsTerminal: Bool) -> Bool {
        !(managed && inputIsTerminal)
    }
}
