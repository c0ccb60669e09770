import Foundation

/// How long the tests that check a claim over time run: `scripts/test --long` (run before a
/// release) sets `PEACH_LONG=1` and they run at full length (the five-minute loop, the
/// minute's soak, thirty comparisons, the simulated listeners' full counts); the default run
/// checks the same claims over shorter spans, so that the suite stays short as disciplines
/// grow (BENCHMARKS.md, "The test suite").
/// Each test says both lengths where it chooses one.
public enum LongRun {
    /// Whether this is the long run.
    public static let isOn = ProcessInfo.processInfo.environment["PEACH_LONG"] == "1"

    /// `long` in the long run, `short` otherwise.
    public static func choose<Value>(long: Value, short: Value) -> Value {
        isOn ? long : short
    }
}
