import Foundation
import PeachCore
import PeachJSON
import PeachTerminal

/// Rhythm Back: hear a call of drum strokes after a count-in, tap it back in the bars after
/// it; judged stroke by stroke on the pulse's grid; the call's length follows the
/// musician's rhythmic span.
public struct RhythmBack: TrainingDiscipline {
    public init() {}

    public var mode: TrainingMode { .rhythmBack }
    public static let profileParts: [any ProfilePart.Type] = [RhythmBackProfile.self]
    public var profileRows: any ProfileScreenSection { RhythmBackRows() }
    public var summary: String { "Rhythm Back: hear a rhythm on a drum after a count-in, tap it back on a pad in the bars after it; judged stroke by stroke." }
    public var helpDiscussion: String {
        "Tap on a MIDI pad or key; with the input connected (--listen PORT), a clap, a stick or a \"ta\" into it taps too, "
            + "and the response bars sound no pulse unless rhythmHeadphones = true (the loudspeakers would reach the microphone). "
            + Self.heardWhereHelp
    }
    public var menuEntries: [DisciplineEntry] { [DisciplineEntry(.rhythmBack) { "\($0.rhythmBackTitle) — \($0.rhythm)" }] }
    public var menuGroup: String { "rhythm" }
    public func startHelp(_ strings: Strings) -> String {
        strings.t("Rhythm: Rhythm Back (hear a rhythm on a drum, tap it back on a pad).",
                  "Rhythmus: Rhythmus nachklopfen (hör einen Rhythmus auf einer Trommel, klopf ihn auf einem Pad nach).")
    }
    public var takesTempo: Bool { true }
    public var headlessAnswers: [String] { ["tap"] }
    public var ownSettings: [DisciplineSettingRow] { RhythmBackSettingRows.all }

    @TrainingActor
    public func makeSession(_ services: TrainingServices, settings: any TrainingSettingsSource) -> RhythmBackSession {
        RhythmBackSession(
            clicks: services.clicks, player: services.player, history: services.history, recorder: services.recorder,
            settings: settings, hearing: services.hearing, random: services.makeRandom())
    }

    @TrainingActor
    public func makeScreen(_ variant: PitchVariant?, services: TrainingServices) -> RhythmBackScreen {
        RhythmBackScreen(view: RhythmBackView())
    }

    public func line(for event: RhythmBackSession.Event) -> JSONLine? {
        switch event {
        case let .state(state): return stateLine(state.rawValue)
        case let .call(heard):
            // Every frame as heard (the outputs' playback latency of now added).
            return JSONLine(event: "call").with("mode", .string(mode.rawValue)).with("trial", .integer(heard.trial))
                .with("level", .integer(heard.call.level.number)).with("tempoBPM", .integer(heard.tempo.bpm))
                .with("beats", .integer(heard.call.beats)).with("figures", .array(heard.call.figures.map(Self.figure)))
                .with("startFrame", .integer(Int(heard.startFrame)))
                .with("strokes", .array(zip(heard.call.strokes, zip(heard.strokeFrames, heard.responseFrames)).map { tick, frames in
                    .object([("tick", .integer(tick)), ("place", .string(Self.english.strokePlace(tick))),
                             ("heardFrame", .integer(Int(frames.0))), ("responseFrame", .integer(Int(frames.1)))])
                }))
                .with("pulseFrames", .array(heard.pulseFrames.map { .integer(Int($0)) }))
                .with("pulse", .string(heard.pulse.rawValue)).with("responsePulseSilent", .bool(heard.responseSilent))
                .with("toleranceMs", .number(heard.toleranceMs))
        case let .tapped(tap, index, trial):
            return JSONLine(event: "tap").with("mode", .string(mode.rawValue)).with("trial", .integer(trial)).with("index", .integer(index))
                .with("frame", .integer(tap.frame)).with("source", .string(tap.source.name))
        case let .playedAlong(trial):
            return JSONLine(event: "playedAlong").with("mode", .string(mode.rawValue)).with("trial", .integer(trial))
        case let .untapped(trial):
            return JSONLine(event: "untapped").with("mode", .string(mode.rawValue)).with("trial", .integer(trial))
        case let .unusableInput(samples):
            return unusableInputLine(samples)
        case let .completed(record, judgement):
            let strokes = zip(record.call.strokes, zip(judgement.strokes.outcomes, judgement.strokeFrames)).map { tick, pair in
                var fields: [(String, JSONValue)] = [("tick", .integer(tick)), ("place", .string(Self.english.strokePlace(tick))), ("frame", .integer(pair.1))]
                switch pair.0 {
                case let .tapped(tap, offset):
                    fields += [("verdict", .string("tapped")), ("tap", .integer(tap)),
                               ("offsetMs", .number(Double(offset) * 1000 / Double(record.sampleRate)))]
                case .missing: fields.append(("verdict", .string("missing")))
                }
                return JSONValue.object(fields)
            }
            var line = trialLine().with("level", .integer(record.call.level.number)).with("tempoBPM", .integer(record.tempo.bpm))
                .with("beats", .integer(record.call.beats)).with("right", .bool(judgement.isRight)).with("strokes", .array(strokes))
                .with("extras", .array(judgement.strokes.extras.map { index in
                    .object([("tap", .integer(index)), ("frame", .integer(record.taps[index].frame)),
                             ("place", .string(Self.english.extraTap(record.responseTick(ofTap: record.taps[index].frame), bars: record.timeline.callBars)))])
                }))
                .with("taps", .integer(record.taps.count)).with("toleranceMs", .number(judgement.toleranceMs))
                .with("pulse", .string(record.pulse.rawValue))
                .with("fixedGrid", judgement.fixedGrid.map { .string(Self.english.fixedGridName($0)) } ?? .null)
                // Whether its taps are timing: not a fixed grid, fewer extra taps than strokes tapped.
                .with("timed", .bool(judgement.isTimed))
            if let own = judgement.ownGrid {
                line = line.with("ownTempoBPM", .number(own.tempoBPM)).with("ownStartOffsetMs", .number(own.startOffsetMs))
            }
            return line
        }
    }

    static let english = Strings(language: .english)

    /// A beat's strokes in twelfths.
    static func figure(_ figure: BeatFigure) -> JSONValue { .array(figure.ticks.map { .integer($0) }) }
}

extension MenuItem {
    static let rhythmBack = MenuItem("rhythm")
}
