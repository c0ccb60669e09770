import Foundation
import PeachCore

public struct MockChainHistory: ChainHistory {
    public var stored: [ListeningTask: ChainState] = [:]
    public init(stored: [ListeningTask: ChainState] = [:]) { self.stored = stored }
    public func chain(of task: ListeningTask) async -> ChainState? { stored[task] }
}
