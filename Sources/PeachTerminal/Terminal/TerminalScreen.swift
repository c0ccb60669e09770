/// What the screens need of a terminal: its size, the alternate screen entered and left,
/// a frame shown, and the keys' bytes read. `FullScreenTerminal` is the real one; a test can
/// stand in for it and read back every frame.
public protocol TerminalScreen: AnyObject, Sendable {
    var size: FullScreenTerminal.Size { get }
    func enter()
    func leave()
    func show(_ frame: String)
    /// The bytes typed since the last read; waits a little (at most 100 ms) when none came.
    func readInput() -> [UInt8]
}

extension FullScreenTerminal: TerminalScreen {}
