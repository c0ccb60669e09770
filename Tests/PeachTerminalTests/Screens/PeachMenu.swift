import PeachTerminal

extension Menu {
    /// The start screen as Peach's registry makes it today (the application's tests check
    /// that registry's own list): the screens' tests need a menu to draw.
    static let peach = Menu([
        Entry(MenuItem("compare"), group: "pitch") { "\($0.hearAndCompare) — \($0.singleNotes)" },
        Entry(MenuItem("compare-intervals"), group: "pitch") { "\($0.hearAndCompare) — \($0.intervals)" },
        Entry(MenuItem("match"), group: "pitch") { "\($0.tuneAndMatch) — \($0.singleNotes)" },
        Entry(MenuItem("match-intervals"), group: "pitch") { "\($0.tuneAndMatch) — \($0.intervals)" },
        Entry(MenuItem("timing"), group: "rhythm") { "\($0.compareTiming) — \($0.rhythm)" },
        Entry(MenuItem("fill"), group: "rhythm") { "\($0.fillTheGap) — \($0.rhythm)" },
        Entry(MenuItem("sing"), group: "voice") { "\($0.singAndMatch) — \($0.voiceOrInstrument)" },
        Entry(MenuItem("echo"), group: "melody") { "\($0.playItBack) — \($0.melody)" },
        Entry(.profile, group: "app") { $0.profile },
        Entry(.settings, group: "app") { $0.settings },
        Entry(.info, group: "about") { $0.info },
    ])
}
