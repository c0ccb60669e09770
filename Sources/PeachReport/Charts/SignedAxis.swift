import Foundation

/// A linear axis of signed milliseconds that always holds 0 (on time): ticks at a 1-2-5
/// step, at most about eight of them.
struct SignedAxis: ChartAxis {
    let lowest: Double
    let highest: Double
    let step: Double
    let title: String

    init(covering values: [Double], title: String) {
        let finite = values.filter(\.isFinite)
        let low = min(0, finite.min() ?? -1), high = max(0, finite.max() ?? 1)
        let span = max(high - low, 1)
        let steps = (-1...3).flatMap { power in [1.0, 2, 5].map { $0 * pow(10, Double(power)) } }
        step = steps.first { span / $0 <= 8 } ?? steps[steps.count - 1]
        lowest = (low / step).rounded(.down) * step
        highest = max((high / step).rounded(.up) * step, lowest + step)
        self.title = title
    }

    func position(of value: Double) -> Double { min(1, max(0, (value - lowest) / (highest - lowest))) }

    var ticks: [Double] { stride(from: lowest, through: highest + step / 2, by: step).map { ($0 / step).rounded() * step } }

    /// "+10", "0", "−5" (a real minus sign).
    func tickText(_ value: Double) -> String {
        let text = String(format: step < 1 ? "%.1f" : "%.0f", abs(value))
        return value > 0 ? "+" + text : value < 0 ? "−" + text : text
    }
}
