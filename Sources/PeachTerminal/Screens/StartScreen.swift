import PeachCore

/// What the start screen offers, in its order.
public enum MenuItem: Int, CaseIterable, Hashable, Sendable {
    case compareSingleNotes, compareIntervals, matchSingleNotes, matchIntervals, compareTiming, fillTheGap, singAndMatch, profile, settings, info

    /// The key that opens it: 1 … 9, then 0 for the tenth.
    public var digit: Int { (rawValue + 1) % 10 }

    /// The item a digit key opens.
    public init?(digit: Int) {
        guard (0...9).contains(digit) else { return nil }
        self.init(rawValue: (digit + 9) % 10)
    }

    public func title(_ strings: Strings) -> String {
        switch self {
        case .compareSingleNotes: "\(strings.hearAndCompare) — \(strings.singleNotes)"
        case .compareIntervals: "\(strings.hearAndCompare) — \(strings.intervals)"
        case .matchSingleNotes: "\(strings.tuneAndMatch) — \(strings.singleNotes)"
        case .matchIntervals: "\(strings.tuneAndMatch) — \(strings.intervals)"
        case .compareTiming: "\(strings.compareTiming) — \(strings.rhythm)"
        case .fillTheGap: "\(strings.fillTheGap) — \(strings.rhythm)"
        case .singAndMatch: "\(strings.singAndMatch) — \(strings.voiceOrInstrument)"
        case .profile: strings.profile
        case .settings: strings.settings
        case .info: strings.info
        }
    }
}

public struct StartScreen: Sendable {
    public var selected: MenuItem
    public var message: String?
    /// Nothing trained yet: the screen says in three lines what to do.
    public var firstRun: Bool

    public init(selected: MenuItem = .compareSingleNotes, message: String? = nil, firstRun: Bool = false) {
        self.selected = selected
        self.message = message
        self.firstRun = firstRun
    }

    public func frame(status: StatusLine, strings: Strings, size: TerminalSession.Size) -> Frame {
        var body: [Line] = firstRun
            ? strings.firstRunLines.flatMap { Layout.paragraph($0, .bold, columns: size.columns) } + [.blank]
            : [Line("   " + strings.startHint, .dim), .blank]
        for item in MenuItem.allCases {
            let isSelected = item == selected
            let label = "\(item.digit)  \(item.title(strings))"
            body.append(Line([Span(isSelected ? " ▶ " : "   "), Span(" \(label) ", isSelected ? .inverse : .plain)]))
            if item == .matchIntervals || item == .fillTheGap || item == .singAndMatch || item == .settings { body.append(.blank) }
        }
        if let message { body += [.blank] + Layout.paragraph(message, .moderate, columns: size.columns) }
        return Layout.frame(
            title: strings.appTitle, body: body, keys: [strings.keySelect, strings.keyOpen, "1–9 0", strings.keyHelp, strings.keyQuit],
            status: status, strings: strings, size: size)
    }
}

/// What Peach is and how it is driven, and where this Peach keeps its files.
public struct InfoScreen: Sendable {
    public var recordsPath: String
    public var configPath: String
    /// As `peach --version` prints it: what to name in a question or a bug report.
    public var version: String

    public init(recordsPath: String, configPath: String, version: String = "") {
        self.recordsPath = recordsPath
        self.configPath = configPath
        self.version = version
    }

    public func frame(status: StatusLine, strings: Strings, size: TerminalSession.Size) -> Frame {
        var body = strings.infoLines.flatMap { Layout.paragraph($0, columns: size.columns) }
        body.append(.blank)
        if !version.isEmpty { body.append(Line("   \(Layout.pad(strings.version, 14)) Peach \(version)", .dim)) }
        body += [Line("   \(Layout.pad(strings.records, 14)) \(recordsPath)", .dim), Line("   \(Layout.pad(strings.configFile, 14)) \(configPath)", .dim)]
        return Layout.frame(
            title: "Peach — \(strings.info)", body: body, keys: [strings.keyHelp, strings.keyBack, strings.keyQuit], status: status, strings: strings, size: size)
    }
}

/// `?` on any screen: what the screen is for, its keys and MIDI controls, what its numbers
/// mean. Any key closes it.
public struct HelpScreen: Sendable {
    public var topic: Strings.HelpTopic

    public init(topic: Strings.HelpTopic) { self.topic = topic }

    public func frame(status: StatusLine, strings: Strings, size: TerminalSession.Size) -> Frame {
        let body = strings.help(topic).flatMap { Layout.paragraph($0, columns: size.columns) }
        return Layout.frame(
            title: "Peach — " + strings.helpTitle(topic), body: body, keys: [strings.keyCloseHelp],
            status: status, strings: strings, size: size)
    }
}
