import PeachJack

extension JackCallbacks {
    /// The engine's callbacks: the process callback with its context, and the
    /// notifications, which are handed only the signals they store. `release` frees both.
    package static func engine(
        process context: UnsafeMutablePointer<ProcessContext>, signals: UnsafeMutablePointer<EngineSignals>,
        release: @escaping () -> Void
    ) -> JackCallbacks {
        var callbacks = JackCallbacks(process: jackProcess, context: context, release: release)
        let signals = UnsafeMutableRawPointer(signals)
        callbacks.xrun = (jackXrun, signals)
        callbacks.bufferSize = (jackBufferSize, signals)
        callbacks.portConnect = (jackPortConnect, signals)
        callbacks.shutdown = (jackShutdown, signals)
        return callbacks
    }
}
