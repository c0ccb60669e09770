import Foundation
import PeachCore
import PeachDoubles
import Testing
@testable import PeachApp

@Suite("starting a training run")
struct TrainingLaunchTests {
    struct Unusable: Error {}

    @Test("a failing step tells the session manager which, releases what was opened, and fails as it did")
    func startupSteps() throws {
        let manager = FakeSessionManager(open: ProjectOpen(path: "/sessions/song/peach.nX", displayName: "Peach", clientID: "peach.nX"))
        let session = try #require(try ProjectJoin.joinIfAsked(
            connect: { manager }, name: { "peach" }, executable: "peach", files: FakeSessionFiles(), warn: { _ in }))
        let failure = CommandFailure(ExitStatus.database, "peach.sqlite is not a database")
        var undone = 0
        #expect(try StartupStep.openRecords.run(reportingTo: session, undo: { undone += 1 }) { 7 } == 7)
        #expect(throws: failure) { try StartupStep.openRecords.run(reportingTo: session) { throw failure } }
        #expect(throws: Unusable.self) { try StartupStep.config("/s/peach.toml").run(reportingTo: session) { throw Unusable() } }
        #expect(throws: Unusable.self) { try StartupStep.readHistory.run(reportingTo: session, undo: { undone += 1 }) { throw Unusable() } }
        #expect(throws: Unusable.self) { try StartupStep.joinJack.run(reportingTo: session, undo: { undone += 1 }) { throw Unusable() } }
        #expect(undone == 2)
        let expected: [String] = [
            "failed \(ProjectFailure.general): Peach's training records cannot be opened (its standard error says why)",
            "failed \(ProjectFailure.badProject): the session's config /s/peach.toml cannot be used (Peach's standard error says where)",
            "failed \(ProjectFailure.general): Peach's training records cannot be read (its standard error says why)",
            "failed \(ProjectFailure.general): Peach cannot join JACK (its standard error says why)",
        ]
        #expect(Array(manager.messages.dropFirst()) == expected)
        // Without a manager a step only fails.
        #expect(throws: Unusable.self) { try StartupStep.joinJack.run(reportingTo: nil) { throw Unusable() } }
    }

    @Test("standard input is read unless a session manager left Peach its own terminal")
    func input() {
        #expect(TrainingLaunch.readsInput(managed: false, inputIsTerminal: true))
        #expect(TrainingLaunch.readsInput(managed: false, inputIsTerminal: false))
        #expect(TrainingLaunch.readsInput(managed: true, inputIsTerminal: false))
        #expect(!TrainingLaunch.readsInput(managed: true, inputIsTerminal: true))
    }

    @Test("compare and match open single notes, or the intervals screen when --intervals names any")
    func screens() throws {
        for mode in [TrainingMode.compare, .match] {
            let discipline = try #require(peachDisciplines.named(mode))
            #expect(TrainingLaunch.screen(mode, intervals: nil, in: peachDisciplines) == discipline.menuItem(for: .singleNotes))
            #expect(TrainingLaunch.screen(mode, intervals: [.unison], in: peachDisciplines) == discipline.menuItem(for: .singleNotes))
            #expect(TrainingLaunch.screen(mode, intervals: [DirectedInterval(.perfectFifth, .up)], in: peachDisciplines) == discipline.menuItem(for: .intervals))
        }
        #expect(TrainingLaunch.screen(.compare, intervals: nil, in: peachDisciplines) != TrainingLaunch.screen(.match, intervals: nil, in: peachDisciplines))
    }
}
