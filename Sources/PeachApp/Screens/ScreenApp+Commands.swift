import Foundation
import PeachCore
import PeachTerminal

/// What the screens' commands do.
extension ScreenApp {
    func perform(_ command: ScreenCommand, keyboard: KeyboardReader) async {
        switch command {
        case .quit: await quit()
        case .suspend: await suspend(keyboard)
        case .back:
            if case var .settings(settings) = screen, settings.form.intervalCursor != nil {
                settings.form.intervalCursor = nil
                screen = .settings(settings)
            } else {
                await back()
            }
        case let .moveSelection(steps):
            if case var .start(start) = screen {
                start.selected = start.menu.item(start.selected, movedBy: steps)
                screen = .start(start)
            }
        case let .open(item): await open(item)
        case .openSelected: await open(screen.menuItem)
        case let .answer(higher): await handle(higher ? .higher : .lower, frame: nil)
        case .toggleTraining: await toggleTraining()
        case let .tune(step):
            guard case let .training(run) = screen, let control = run.screen.tuning(by: step) else { return }
            await handle(control, frame: nil)
        case .submit: await handle(.submit, frame: nil)
        case .tap:
            if case let .training(run) = screen { run.keyboardPlayed(.tap) }
            await handle(.tap, frame: nil)
        case let .control(control): await handle(control, frame: nil)
        case .help: help = screen.kind.helpTopic(services.disciplines)
        case let .screenKey(key):
            if case let .training(run) = screen { run.screenKey(key) }
        case let .scroll(step):
            if case let .profile(view) = screen {
                screen = .profile(ProfileScreen(view: view).scrolled(step, status: status, strings: strings, size: terminal.size))
            }
        default: editSettings(command)
        }
    }

    private func editSettings(_ command: ScreenCommand) {
        guard case var .settings(settings) = screen else { return }
        switch command {
        case let .selectField(steps): settings.form.select(movedBy: steps)
        case let .adjust(steps, coarse):
            let before = settings.form
            writeWithCompanions(settings.form.adjust(by: steps, coarse: coarse), &settings)
            // Not written (the file is broken): the value shown stays the file's.
            if settings.configError != nil { settings.form = before }
        case .activateField:
            let before = settings.form
            if !settings.form.openList() { writeWithCompanions(settings.form.adjust(by: 1), &settings) }
            if settings.configError != nil { settings.form = before }
        case .preview: preview(settings.form.request, &settings)
        case let .moveIntervalCursor(move):
            if let cursor = settings.form.intervalCursor {
                settings.form.intervalCursor = settings.form.listIsRow
                    ? KeyMap.moveInRow(cursor, move, count: settings.form.listCount)
                    : KeyMap.move(cursor, move, count: settings.form.listCount)
            }
        case .toggleInterval: write(settings.form.toggleInList(), &settings)
        case .closeIntervalList: settings.form.intervalCursor = nil
        default: return
        }
        screen = .settings(settings)
    }

    /// A change and what must be written with it (a voice range's other end, a moved click
    /// that follows its pattern), the change named first in the line under the list.
    private func writeWithCompanions(_ change: (key: String, value: String)?, _ settings: inout SettingsScreen) {
        guard let change else { return }
        write([change] + settings.form.alsoWritten(with: change.key), &settings)
    }
}
