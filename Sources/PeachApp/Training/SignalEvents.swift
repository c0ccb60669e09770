import Foundation

/// The one way Peach hears signals, on screen and headless alike: each becomes a call of
/// `handler` on a dispatch queue (never inside a signal handler). SIGINT, SIGTERM and SIGHUP
/// end training; SIGTSTP suspends (the screens) or ends it (headless); SIGWINCH redraws.
public final class SignalEvents: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]
    private let numbers: [Int32]

    public init(_ numbers: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        var sources: [any DispatchSourceSignal] = []
        for number in numbers {
            // Ignored by the default action, so the dispatch source alone sees it.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { handler(number) }
            source.resume()
            sources.append(source)
        }
        self.sources = sources
        self.numbers = numbers
    }

    /// Stops listening and gives the signals their default actions back: a Ctrl-C during a
    /// shutdown that hangs still ends Peach.
    public func cancel() {
        for source in sources { source.cancel() }
        for number in numbers { signal(number, SIG_DFL) }
    }
}
