import Foundation
import PeachCore
import PeachDoubles
import Testing
@testable import PeachApp

/// What a discipline's registration adds to a run's services reaches its sessions.
@Suite("Training services")
struct TrainingServicesTests {
    @Test("a discipline's own service is found by its type, and none when none was given")
    func ownByType() async {
        let rig = await AppRig(own: [MockChainHistory(), "a service of another discipline"])
        #expect(rig.services.own((any ChainHistory).self) != nil)
        #expect(rig.services.own(String.self) == "a service of another discipline")
        #expect(await AppRig(own: []).services.own((any ChainHistory).self) == nil)
    }

    @Test("Hear & Compare's session continues the chain the registered memory holds")
    func chainFromTheServices() async throws {
        let stored = CompletedComparison(comparison: Comparison(referenceNote: MIDINote(60), centOffset: 16), answeredHigher: true, timestamp: Date())
        let rig = await AppRig(own: [MockChainHistory(stored: [.unison: ChainState(last: stored, isDescending: false)])])
        let session = await HearAndCompare().makeSession(rig.services, settings: rig.settings)
        await session.start()
        // Required: without a pair there is nothing to begin (an index out of range would end the whole run).
        try #require(await eventually { rig.player.pairCount == 1 })
        rig.player.pairs[0].first.begin()
        #expect(await eventually { await session.current != nil })
        // Where the stored chain goes next, not a fresh chain's start.
        #expect(abs(await session.current!.centOffset.magnitude.value - 16 * (1 - TrainingSettings.defaults.kazezNarrowing * 4)) < 1e-9)
        await session.stop(.stopped)
    }
}
