import PeachCore

public struct StartScreen: Sendable {
    public let menu: Menu
    public var selected: MenuItem
    public var message: String?
    /// Nothing trained yet: the screen says in three lines what to do.
    public var firstRun: Bool

    /// `selected`: the first entry when not given.
    public init(menu: Menu, selected: MenuItem? = nil, message: String? = nil, firstRun: Bool = false) {
        self.menu = menu
        self.selected = selected ?? menu.entries[0].item
        self.message = message
        self.firstRun = firstRun
    }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        let keys = [strings.keySelect, strings.keyOpen, menu.keysLabel, strings.keyHelp, strings.keyQuit]
        let heading: [Line] = firstRun
            ? strings.firstRunLines.flatMap { Layout.paragraph($0, .bold, columns: size.columns) } + [.blank]
            : [Line("   " + strings.startHint, .dim), .blank]
        let messageLines = message.map { [.blank] + Layout.paragraph($0, .moderate, columns: size.columns) } ?? []
        let rows = Layout.bodyRows(keys: keys, status: status.lines(strings, columns: size.columns).count, size: size)
        let room = max(3, rows - heading.count - messageLines.count)
        // As roomy as the window allows: a blank line between groups; without room for those,
        // none; without room still, the app's own screens (the profile, the settings, the info)
        // on one line. Only a list taller than that scrolls, as the settings' interval list does: the
        // selected entry stays in view, and a line says how much more lies above or below.
        var (list, selectedLine) = lines(strings, groupsApart: true, ownScreensInOneLine: false, columns: size.columns)
        if list.count > room { (list, selectedLine) = lines(strings, groupsApart: false, ownScreensInOneLine: false, columns: size.columns) }
        if list.count > room { (list, selectedLine) = lines(strings, groupsApart: false, ownScreensInOneLine: true, columns: size.columns) }
        list = Layout.window(list, around: selectedLine, rows: room, indent: "   ", strings: strings)
        return Layout.frame(title: strings.appTitle, body: heading + list + messageLines, keys: keys, status: status, strings: strings, size: size)
    }

    /// The entries' lines, and the one the selected entry is on.
    func lines(_ strings: Strings, groupsApart: Bool, ownScreensInOneLine: Bool, columns: Int) -> (lines: [Line], selected: Int) {
        var list: [Line] = []
        var selectedLine = 0
        let own: Set<MenuItem> = [.profile, .settings, .info]
        // Joined only where they close the list, as they do.
        let joined = ownScreensInOneLine && menu.entries.drop { !own.contains($0.item) }.allSatisfy { own.contains($0.item) }
        var shared: [Span] = []
        for (index, entry) in menu.entries.enumerated() {
            if groupsApart && index > 0 && entry.group != menu.entries[index - 1].group { list.append(.blank) }
            let isSelected = entry.item == selected
            let key = menu.key(of: entry.item).map(String.init) ?? " "
            let spans = [Span(isSelected ? " ▶ " : "   "), Span(" \(key)  \(entry.title(strings)) ", isSelected ? .inverse : .plain)]
            if joined && own.contains(entry.item) {
                if isSelected { selectedLine = list.count }
                shared += shared.isEmpty ? spans : [Span(" ")] + spans
                continue
            }
            if isSelected { selectedLine = list.count }
            list.append(Line(spans))
        }
        if !shared.isEmpty {
            let line = Line(shared)
            // Too wide for the window: one entry a line after all.
            if line.text.count <= columns {
                list.append(line)
            } else {
                return lines(strings, groupsApart: groupsApart, ownScreensInOneLine: false, columns: columns)
            }
        }
        return (list, selectedLine)
    }
}

/// What Peach is and how it is driven, and where this Peach keeps its files.
public struct InfoScreen: Sendable {
    public var recordsPath: String
    public var configPath: String
    /// As `peach --version` prints it: what to name in a question or a bug report.
    public var version: String
    /// The start screen's list: its training entries are what Peach trains.
    public var menu: Menu?

    public init(recordsPath: String, configPath: String, version: String = "", menu: Menu? = nil) {
        self.recordsPath = recordsPath
        self.configPath = configPath
        self.version = version
        self.menu = menu
    }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        // Where Peach keeps its files first: on a small window what follows may not fit.
        var body: [Line] = []
        if !version.isEmpty { body.append(Line("   \(Layout.pad(strings.version, 14)) Peach \(version)", .dim)) }
        body += [Line("   \(Layout.pad(strings.records, 14)) \(recordsPath)", .dim), Line("   \(Layout.pad(strings.configFile, 14)) \(configPath)", .dim), .blank]
        body += strings.infoLines.flatMap { Layout.paragraph($0, columns: size.columns) }
        let trainings = (menu?.entries ?? []).filter { ![MenuItem.profile, .settings, .info].contains($0.item) }
        if !trainings.isEmpty {
            body.append(.blank)
            body.append(Line("   " + strings.whatPeachTrains, .bold))
            body += trainings.map { Line("     " + $0.title(strings)) }
        }
        body.append(.blank)
        body += strings.infoFooter.flatMap { Layout.paragraph($0, columns: size.columns) }
        return Layout.frame(
            title: "Peach — \(strings.info)", body: body, keys: [strings.keyHelp, strings.keyBack, strings.keyQuit], status: status, strings: strings, size: size)
    }
}

/// `?` on any screen: what the screen is for, its keys and MIDI controls, what its numbers
/// mean. Any key closes it; a help taller than the window scrolls with ↑↓ and PgUp/PgDn.
public struct HelpScreen: Sendable {
    public var topic: Strings.HelpTopic
    /// The first line shown.
    public var top: Int

    public init(topic: Strings.HelpTopic, top: Int = 0) {
        self.topic = topic
        self.top = top
    }

    func body(_ strings: Strings, _ size: FullScreenTerminal.Size) -> [Line] {
        strings.help(topic).flatMap { Layout.paragraph($0, columns: size.columns) }
    }

    func keys(_ strings: Strings) -> [String] { [strings.keyScroll, strings.keyCloseHelp] }

    func rows(_ strings: Strings, _ size: FullScreenTerminal.Size, _ status: StatusLine) -> Int {
        Layout.bodyRows(keys: keys(strings), status: status.lines(strings, columns: size.columns).count, size: size)
    }

    /// All of it fits the window: any key closes it, the arrows too.
    public func fits(strings: Strings, size: FullScreenTerminal.Size, status: StatusLine) -> Bool {
        body(strings, size).count <= rows(strings, size, status)
    }

    /// `top` kept where there is something to show.
    public func clampedTop(strings: Strings, size: FullScreenTerminal.Size, status: StatusLine) -> Int {
        Layout.clampedTop(top, count: body(strings, size).count, rows: rows(strings, size, status))
    }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        let body = body(strings, size), rows = rows(strings, size, status)
        return Layout.frame(
            title: "Peach — " + strings.helpTitle(topic), body: Layout.scrolled(body, top: top, rows: rows, strings: strings),
            keys: body.count <= rows ? [strings.keyCloseHelp] : keys(strings), status: status, strings: strings, size: size)
    }
}
