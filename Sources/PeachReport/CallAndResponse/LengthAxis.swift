import Foundation

/// A span chart's axis: a call's length (notes, chords), from 0 up, ticks one or two apart —
/// counts, not signed offsets.
struct LengthAxis: ChartAxis {
    let highest: Double
    let step: Double
    let title: String

    init(covering values: [Double], unit: String) {
        let high = max(4, (values.filter(\.isFinite).max() ?? 4).rounded(.up))
        step = high > 10 ? 2 : 1
        highest = (high / step).rounded(.up) * step
        title = unit
    }

    func position(of value: Double) -> Double { min(1, max(0, value / highest)) }
    var ticks: [Double] { stride(from: 0, through: highest, by: step).map { $0 } }
    func tickText(_ value: Double) -> String { String(format: "%.0f", value) }
}
