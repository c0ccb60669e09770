import PeachCore

/// What Compare Timing's and Fill the Gap's rows share on the profile screen: one heading
/// (`ProfileScreenGroup.rhythm`), and a band's label as wide as the longer of their names,
/// so that their numbers line up.
struct RhythmRowLayout {
    let strings: Strings

    /// The indent, the longer name, two spaces.
    var labelWidth: Int { max(strings.compareTimingName.count, strings.fillTheGapName.count) + 5 }
    static let thresholdWidth = 27, biasWidth = 20, positionWidth = 8, spreadWidth = 15

    func label(_ band: TempoBand) -> Span { Span(Layout.pad("     \(band)", labelWidth)) }

    /// "+2.1", "−0.4" (a real minus sign), "0.0".
    func signed(_ value: Double, decimals: Int) -> String {
        let text = strings.number(abs(value), decimals: decimals)
        let zero = strings.number(0, decimals: decimals)
        return (text == zero ? "" : value > 0 ? "+" : "−") + text
    }
}

extension ProfileScreenGroup {
    /// The rhythm disciplines' rows, per tempo band in ms.
    public static let rhythm = ProfileScreenGroup(
        name: "rhythm", heading: { Line(" " + $0.rhythmHeading, .bold) }, empty: { Line(" " + $0.noRhythm, .dim) })
}
