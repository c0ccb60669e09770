import Foundation
import Testing
import PeachCore
import PeachDoubles
@testable import PeachConfig

@Suite("Configuration file")
struct PeachConfigurationTests {
    static let repositoryConfig = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("config/peach.toml").path

    static let ownSettings = peachOwnSettings

    @Test("the documented config/peach.toml is valid and holds exactly the defaults")
    func documentedDefaults() throws {
        let configuration = try PeachConfiguration.load(path: Self.repositoryConfig, mustExist: true, disciplineSettings: Self.ownSettings)
        #expect(configuration.warnings.isEmpty, "\(configuration.warnings)")
        // The disciplines' own settings documented with their defaults too.
        var settings = configuration.settings
        // A number that follows another setting is left unset: its default is the word's own.
        #expect(Self.ownSettings.allSatisfy { setting in
            if case .wholeNumberFollowing = setting.kind { return settings.disciplineChoices[setting.key] == nil }
            return settings.disciplineChoices[setting.key] == setting.defaultChoice
        }, "\(settings.disciplineChoices)")
        settings.disciplineChoices = [:]
        #expect(settings == TrainingSettings.defaults)
        #expect(configuration.midi.mapping == ControlMapping.standard)
        #expect(configuration.jack == PeachConfiguration.Jack())
        #expect(configuration.midi.alsaInputs == ["*"])
    }

    @Test("values of every kind are read under the spec's key names")
    func values() throws {
        let configuration = try PeachConfiguration.parse("""
            # comment
            [training]
            noteRangeMin = 48   # C3
            noteRangeMax = 72
            noteDuration = 0.5
            referencePitch = 415
            intervals = ["P5", "M3-down",
                         "P8"]  # over two lines
            tuningSystem = "justIntonation"
            soundSource = 'sf2:0:0'

            [jack]
            listen = ["system:capture_1", "mixer:send_2"]

            [midi]
            channel = 10
            higher = { note = 62, channel = 10 }
            tuning = { cc = 1 }
            sources = ["a2j:Keystation [20] (capture): Keystation MIDI 1"]
            """, file: "test.toml")
        let settings = configuration.settings
        #expect(settings.noteRange == NoteRange(lowest: MIDINote(48), highest: MIDINote(72)))
        #expect(settings.noteDuration == 0.5 && settings.referencePitch.hertz == 415)
        #expect(settings.intervals == [DirectedInterval(.perfectFifth), DirectedInterval(.majorThird, .down), DirectedInterval(.octave)])
        #expect(settings.tuningSystem == .justIntonation)
        #expect(settings.soundSource == .soundFont(bank: 0, program: 0))
        #expect(configuration.midi.mapping.channel == 10)
        #expect(configuration.midi.mapping.higher == .note(62, channel: 10))
        #expect(configuration.midi.mapping.tuning == .controller(1, channel: nil))
        #expect(configuration.midi.sources == ["a2j:Keystation [20] (capture): Keystation MIDI 1"])
        #expect(configuration.jack.listen == ["system:capture_1", "mixer:send_2"])
    }

    @Test("errors name the file, line, column and key", arguments: [
        ("[training]\nnoteDuration = \"long\"\n", "cfg.toml:2:1: noteDuration: expected a number, found a string"),
        ("[training]\nnoteDuration = 1.0 0.5\n", "cfg.toml:2:20: noteDuration: unexpected '0' after the value"),
        ("[training\n", "cfg.toml:1:10: expected ']'"),
        ("[midi]\nhigher = 62\n", "cfg.toml:2:1: higher: expected an inline table"),
        ("[training]\nintervals = [\"P5\", \"X9\"]\n", "cfg.toml:2:1: intervals: 'X9' is not an interval"),
        ("[training]\nnoteGap = 0\nnoteGap = 1\n", "cfg.toml:3:1: key 'noteGap' is set twice"),
        ("[jack]\nclientName = \"peach\n", "cfg.toml:2:20: clientName: unterminated string"),
        ("[training]\ntuningSystem = pythagorean\n", "cfg.toml:2:16: tuningSystem: 'pythagorean' is not a value (strings need quotes)"),
    ])
    func errors(text: String, expected: String) {
        do {
            _ = try PeachConfiguration.parse(text, file: "cfg.toml")
            Issue.record("no error for \(text)")
        } catch {
            #expect("\(error)".hasPrefix(expected), "got: \(error)")
        }
    }

    @Test("out-of-range values are clamped with a warning; unknown keys are warned about")
    func warnings() throws {
        let configuration = try PeachConfiguration.parse("[training]\nnoteDuration = 9\nnoteDuraton = 1\n", file: "c.toml")
        #expect(configuration.settings.noteDuration == 3)
        #expect(configuration.warnings.contains { $0.contains("noteDuration = 9.0 is outside") })
        #expect(configuration.warnings.contains { $0.hasPrefix("c.toml:3:1: unknown key 'noteDuraton'") })
    }

    @Test("a missing file gives the defaults; the default path follows XDG")
    func missingFile() throws {
        let configuration = try PeachConfiguration.load(path: "/nonexistent/peach.toml", disciplineSettings: [])
        #expect(configuration.settings == .defaults)
        #expect(PeachConfiguration.defaultPath(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/peach/config.toml")
        #expect(PeachConfiguration.defaultPath(environment: ["HOME": "/h"]) == "/h/.config/peach/config.toml")
    }
}

