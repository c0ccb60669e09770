import Foundation
import PeachCore

/// What the profile screen draws: the profile computed once when the screen opens (its
/// fits are not redone at every redraw), the registered disciplines' sections, and how far
/// it is scrolled.
public struct ProfileView: Sendable {
    public var snapshot: ProfileSnapshot
    /// When the screen opened: how long ago a task was last trained.
    public var now: Date
    public var sections: [any ProfileScreenSection]
    /// The first body line shown.
    public var top = 0

    public init(snapshot: ProfileSnapshot, sections: [any ProfileScreenSection], now: Date = Date()) {
        self.snapshot = snapshot
        self.sections = sections
        self.now = now
    }

    /// A task not trained for this many days shows when it last was.
    public static let staleAfterDays = 30

    /// Last answered a month or more before the screen opened (never answered counts as
    /// not stale: such a column shows a neighbour's pooled threshold, aged with them).
    public func isStale(_ lastAnswered: Date?) -> Bool {
        guard let lastAnswered else { return false }
        return now.timeIntervalSince(lastAnswered) >= Double(Self.staleAfterDays) * 86_400
    }
}

/// Every registered discipline's section, one after the other, each whole at the terminal's
/// width; where they do not all fit, the screen scrolls (↑↓, PgUp/PgDn, Home/End) and marks
/// how many rows lie above and below.
public struct ProfileScreen: Sendable {
    public var view: ProfileView

    public init(view: ProfileView) { self.view = view }

    /// The sections' lines, a blank between two; neighbours of one group under its heading.
    func body(strings: Strings, width: Int) -> [Line] {
        var body: [Line] = []
        var index = view.sections.startIndex
        while index < view.sections.endIndex {
            let section = view.sections[index]
            var lines: [Line]
            if let group = section.group {
                let end = view.sections[index...].firstIndex { $0.group?.name != group.name } ?? view.sections.endIndex
                lines = view.sections[index..<end].flatMap { $0.lines(view, strings: strings, width: width) }
                lines = lines.isEmpty ? [group.empty(strings)] : [group.heading(strings)] + lines
                index = end
            } else {
                lines = section.lines(view, strings: strings, width: width)
                index += 1
            }
            guard !lines.isEmpty else { continue }
            if !body.isEmpty { body.append(.blank) }
            body += lines
        }
        return body
    }

    func keys(_ strings: Strings) -> [String] { [strings.keyScroll, strings.keyHelp, strings.keyBack, strings.keyQuit] }

    /// The rows the body has on this terminal.
    func rows(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Int {
        Layout.bodyRows(keys: keys(strings), status: status.lines(strings, columns: size.columns).count, size: size)
    }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        let body = body(strings: strings, width: size.columns)
        let shown = Layout.scrolled(body, top: view.top, rows: rows(status: status, strings: strings, size: size), strings: strings)
        return Layout.frame(
            title: "Peach — \(strings.profile)", body: shown, keys: keys(strings), status: status, strings: strings, size: size)
    }

    /// The view moved by `step`, kept where there is something to show.
    public func scrolled(_ step: ScrollStep, status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> ProfileView {
        let count = body(strings: strings, width: size.columns).count
        let rows = rows(status: status, strings: strings, size: size)
        let last = max(0, count - rows)
        let top = Layout.clampedTop(view.top, count: count, rows: rows)
        var moved = view
        switch step {
        case let .lines(lines): moved.top = top + lines
        case let .pages(pages): moved.top = top + pages * max(1, rows - 2)
        case .top: moved.top = 0
        case .bottom: moved.top = last
        }
        moved.top = Layout.clampedTop(moved.top, count: count, rows: rows)
        return moved
    }
}
