import Foundation
import PeachCore
import PeachDoubles
import PeachTerminal
@testable import PeachApp

/// The application layer with every service stood in for: a note player whose notes the
/// test starts and ends, a recorder in memory, the studio and the terminal faked.
struct AppRig: Sendable {
    let studio: FakeStudio
    let player = MockNotePlayer()
    let clicks = MockClickPlayer()
    let hearing = MockHearing()
    let recorder = RecordingObserver()
    let settingsFile = FakeSettingsFile()
    let settings: MockSettings
    let services: TrainingServices

    @TrainingActor
    init(settings: TrainingSettings = .defaults, studio: FakeStudio = FakeStudio(), own: [any Sendable] = [MockChainHistory()]) {
        self.studio = studio
        self.settings = MockSettings(settings)
        services = TrainingServices(
            player: player, clicks: clicks, hearing: hearing, history: TrainingHistory(), settings: self.settings, settingsFile: settingsFile,
            recordsPath: "/home/musician/.local/share/peach/peach.sqlite", own: own,
            recorder: recorder, observers: [recorder], seed: 7,
            sounds: [(.sine, "sine")], defaultSound: nil, disciplines: peachDisciplines)
    }

    /// Note 1 and note 2 of the latest pair sound; the answer is then taken.
    func playPair(_ count: Int) async -> Bool {
        guard await eventually(20, { self.player.pairCount == count }), let pair = player.lastPair else { return false }
        pair.first.begin()
        pair.second.begin()
        return true
    }
}
