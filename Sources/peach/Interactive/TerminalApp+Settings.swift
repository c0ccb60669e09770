import Foundation
import PeachAudio
import PeachConfig
import PeachCore
import PeachTerminal

/// The settings screen: every change is written to the config file at once (keeping the
/// user's comments), and the sessions read that file on every trial.
extension TerminalApp {
    func settingsScreen() async -> SettingsScreen {
        let path = composition.settings.path
        var request = SettingsRequest()
        var configError: String?
        do {
            request = try PeachConfiguration.load(path: path).training
        } catch {
            configError = "\(error)"
        }
        let form = SettingsForm(request: request, sounds: soundChoices(), defaultSound: composition.instruments.defaultSound)
        return SettingsScreen(form: form, configPath: path, configError: configError)
    }

    /// Returns false when the key left the settings screen.
    func handleSettings(_ key: Key, _ settings: inout SettingsScreen) async -> Bool {
        if let cursor = settings.form.intervalCursor {
            let count = SettingsForm.allIntervals.count
            switch key {
            // The list shows unison alone, then each interval up and down side by side.
            case .left: settings.form.intervalCursor = (cursor + count - 1) % count
            case .right, .tab: settings.form.intervalCursor = (cursor + 1) % count
            case .up: settings.form.intervalCursor = cursor <= 2 ? 0 : cursor - 2
            case .down: settings.form.intervalCursor = cursor == 0 ? 1 : min(cursor + 2, count - 1)
            case .character(" "), .enter: write(settings.form.toggleInterval(), &settings)
            case .escape, .backspace: settings.form.intervalCursor = nil
            case .character("q"):
                await quit()
                return false
            default: break
            }
            return true
        }
        let fields = SettingsForm.Field.allCases
        switch key {
        case .up, .character("k"):
            settings.form.selected = fields[(settings.form.selected.rawValue + fields.count - 1) % fields.count]
        case .down, .character("j"), .tab:
            settings.form.selected = fields[(settings.form.selected.rawValue + 1) % fields.count]
        case .right: write(settings.form.adjust(by: 1), &settings)
        case .left: write(settings.form.adjust(by: -1), &settings)
        case .shiftRight, .pageUp: write(settings.form.adjust(by: 1, coarse: true), &settings)
        case .shiftLeft, .pageDown: write(settings.form.adjust(by: -1, coarse: true), &settings)
        case .enter, .character(" "):
            if settings.form.selected == .intervals {
                settings.form.intervalCursor = 0
            } else {
                write(settings.form.adjust(by: 1), &settings)
            }
        case .character("p"): preview(settings.form.request)
        case .escape, .backspace, .character("b"):
            await back()
            return false
        case .character("q"):
            await quit()
            return false
        default: break
        }
        return true
    }

    /// One `key = value` into `[training]`; a broken config file is never written over.
    private func write(_ change: (key: String, value: String)?, _ settings: inout SettingsScreen) {
        guard let change else { return }
        guard settings.configError == nil else { return }
        do {
            var editor = try ConfigEditor.opening(settings.configPath)
            try editor.set(change.key, to: change.value, in: "training")
            try editor.save(to: settings.configPath)
            settings.message = "\(strings.writtenTo) \((settings.configPath as NSString).lastPathComponent): \(change.key) = \(change.value) — \(strings.nextTrial)"
        } catch let error as TOMLSyntaxError {
            // Changed under the screen since it opened: shown, never written over.
            settings.configError = "\(settings.configPath):\(error.line):\(error.column): \(error.message)"
        } catch {
            warning = "\(error)"
        }
    }

    /// A4 for the note duration, in the chosen sound at the chosen reference pitch.
    private func preview(_ request: SettingsRequest) {
        guard jackRunning else { return }
        let settings = request.resolved().settings
        let tone = Tone(
            frequency: settings.pitchCalculator.frequency(of: .a4), duration: settings.noteDuration, sound: settings.soundSource)
        let player = composition.player, warn = events.warn
        Task.detached {
            do { try await player.play(tone) } catch { warn("preview: \(error)") }
        }
    }

    /// The sine, then every melodic preset of the fonts playback loaded (the first font
    /// wins where two have the same bank and program, as in playback).
    private func soundChoices() -> [SettingsForm.SoundChoice] {
        var choices = [SettingsForm.SoundChoice(source: .sine, name: "sine")]
        for font in composition.instruments.fonts.map(\.font) {
            let fontName = (font.path as NSString).lastPathComponent
            for preset in font.presets where !choices.contains(where: { $0.source == preset.source }) {
                choices.append(SettingsForm.SoundChoice(source: preset.source, name: "\(preset.name) · \(fontName) (\(preset.source))"))
            }
        }
        return choices
    }
}
