import Foundation
import PeachCore
import PeachTerminal

/// The settings screen: every change is written to the config file at once (keeping the
/// user's comments), and the sessions read that file on every trial.
extension ScreenApp {
    func settingsScreen() -> SettingsScreen {
        let path = services.configPath
        var request = SettingsRequest()
        var configError: String?
        do {
            let file = try services.settingsFile.read()
            request = file.request
            // Read again here, after an editor may have changed it: what it says is shown.
            if !file.warnings.isEmpty { show(warning: file.warnings.joined(separator: " · ")) }
        } catch {
            configError = "\(error)"
        }
        let form = SettingsForm(
            request: request, sounds: services.sounds.map { SettingsForm.SoundChoice(source: $0.source, name: $0.name) },
            defaultSound: services.defaultSound ?? .sine, disciplineSettings: services.disciplines.ownSettings)
        return SettingsScreen(form: form, configPath: path, configError: configError)
    }

    /// One `key = value` into `[training]`; a broken config file is never written over.
    func write(_ change: (key: String, value: String)?, _ settings: inout SettingsScreen) {
        write(change.map { [$0] } ?? [], &settings)
    }

    /// Writes the changes and names every one of them in the line under the list.
    func write(_ changes: [(key: String, value: String)], _ settings: inout SettingsScreen) {
        guard !changes.isEmpty, settings.configError == nil else { return }
        do {
            for change in changes { try services.settingsFile.write(change.key, value: change.value) }
            let written = changes.map { "\($0.key) = \($0.value)" }.joined(separator: ", ")
            settings.message = "\(strings.writtenTo) \((settings.configPath as NSString).lastPathComponent): \(written) — \(strings.nextTrial)"
        } catch let error as SettingsFileSyntaxError {
            // Changed under the screen since it opened: shown, never written over.
            settings.configError = "\(settings.configPath):\(error.line):\(error.column): \(error.message)"
            settings.message = nil
        } catch {
            warning = "\(error)"
        }
    }

    /// A4 for the note duration, in the chosen sound at the chosen reference pitch.
    func preview(_ request: SettingsRequest, _ settings: inout SettingsScreen) {
        guard jackRunning else { return }
        // Said on screen too, while it sounds: without speakers nobody would know it played.
        let source = request.soundSource ?? settings.form.defaultSound
        let message = strings.playing(settings.soundName(source, strings))
        settings.message = message
        previewNumber += 1
        previewMessage = message
        let settings = request.resolved().settings
        let tone = Tone(
            frequency: settings.pitchCalculator.frequency(of: .a4), duration: settings.noteDuration, sound: settings.soundSource)
        let player = services.player, warn = events.warn, sink = events.sink, number = previewNumber
        Task.detached {
            do { try await player.play(tone) } catch { warn("preview: \(error)") }
            sink.yield(.previewEnded(number))
        }
    }

    /// The last A4 has ended: "♪ playing" goes, unless something was said since.
    func previewEnded(_ number: Int) {
        guard number == previewNumber, case var .settings(settings) = screen, settings.message == previewMessage else { return }
        settings.message = nil
        screen = .settings(settings)
    }
}
