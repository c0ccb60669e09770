import PeachCore

/// The value axis of a chart: where a value lies between its ends, the ticks, their labels
/// and the axis title.
protocol ChartAxis {
    /// 0 at the bottom, 1 at the top; values outside are clamped.
    func position(of value: Double) -> Double
    var ticks: [Double] { get }
    func tickText(_ value: Double) -> String
    var title: String { get }
}

extension CentsAxis: ChartAxis {
    func tickText(_ value: Double) -> String { value < 1 ? String(format: "%.1f", value) : String(format: "%.0f", value) }
    var title: String { "cents (log scale)" }
}
