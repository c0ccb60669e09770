import Foundation

/// Milliseconds as the rhythm disciplines' report sections write them: signed with a real
/// minus, ranges with "…", rough values to two significant figures.
enum RhythmText {
    /// "−9.8 … −5.4 ms": a dash between signed numbers would read as a minus.
    static func range(_ low: Double, _ high: Double) -> String {
        "\(signed(low)) … \(signed(high)) ms"
    }

    /// Two significant figures: a rough value is not known to a tenth of a millisecond.
    static func roughMs(_ value: Double, roundingDown: Bool = false) -> String {
        guard value >= 10 else { return roundingDown ? ms((value * 10).rounded(.down) / 10) : ms(value) }
        let scale = pow(10, floor(log10(value)) - 1)
        return String(format: "%.0f ms", (value / scale).rounded(roundingDown ? .down : .toNearestOrAwayFromZero) * scale)
    }

    static func ms(_ value: Double) -> String { "\(ProfileReport.number(value)) ms" }

    /// "+2.1 ms", "−8.0 ms" (a real minus sign), "0.0 ms".
    static func signedMs(_ value: Double) -> String { signed(value) + " ms" }

    static func signed(_ value: Double) -> String {
        let text = ProfileReport.number(abs(value))
        return (text == "0.0" ? "" : value > 0 ? "+" : "−") + text
    }
}
