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
        // With a latency callback of its own the engine takes over JACK's default, which
        // would copy midi_in's capture latency onto the outputs as if they played midi_in
        // through: Peach's tones are its own, so its outputs declare no capture latency.
        callbacks.latency = (jackLatency, signals)
        callbacks.shutdown = (jackShutdown, signals)
        return callbacks
    }
}
