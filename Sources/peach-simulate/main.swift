import ArgumentParser
import Foundation
import PeachCore
import PeachSimulation

/// Simulated listeners with known thresholds answer the real strategy; the tables for
/// BENCHMARKS.md. Run through scripts/simulate (release build).
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "peach-simulate",
        abstract: "Where the Kazez chain settles, and how well thresholds are measured, on simulated listeners.")

    @Option(help: "Runs per listener.")
    var runs = 200

    @Option(help: "The first seed; every run's seed follows from it.")
    var seed: UInt64 = 2026

    @Flag(help: "Only the settling table.")
    var settlingOnly = false

    @Flag(help: "Estimates over the whole task instead of at the region's centre note.")
    var overall = false

    @Option(name: .customLong("chain"), help: "Another chain to try, as narrowing/widening (e.g. 0.02/0.07); repeatable.")
    var extraChains: [String] = []

    @Flag(help: "Compare Timing's chain instead: listeners of 2–40 ms, with slopes and biases, at three tempos.")
    var timing = false

    @Flag(help: "Fill the Gap instead: drummers with known mean offsets and spreads, their intervals against the truth.")
    var gap = false

    @Flag(help: "The fast start with a lapse: how soon the first descent reaches 2T, with 4 % lapses and a wrong first answer, as it is and as it was.")
    var fastStart = false

    @Flag(help: "'More answers to measure': the number predicted at 20, 50 and 100 answers against the number actually needed.")
    var prediction = false

    @Option(help: ArgumentHelp("With --prediction: each other-ears run's intervals, check by check, as lines of text (the tuned listeners' in PATH.tuned, chain 9).", visibility: .hidden))
    var traceTo: String?

    @Flag(help: "Play It Back: the span fitted after 30, 60 and 120 phrases on the staircase, for players of known span.")
    var echo = false

    @Flag(help: "Chords: the harmonic span fitted after 30, 60 and 120 progressions on the staircase, for players whose errors come from another model.")
    var chords = false

    @Flag(help: "Rhythm Back: the rhythmic span fitted after 30, 60 and 120 calls on the staircase, and the taps' offset and spread intervals, for drummers whose errors come from another model.")
    var rhythm = false

    @Flag(help: "Rough intervals on histories the original 0.08/0.09 chain placed near chance, against a careful fit of the same answers.")
    var rough = false

    @Flag(help: "With --prediction or --rough: only the table on other ears (and chains).")
    var otherEarsOnly = false

    @Option(help: "With --rough: how far apart (standard errors) the halves must be for the ear to count as moved.")
    var movedAt = TaskProfile.movedAtStandardErrors

    static let thresholds = [2.0, 5, 10, 20, 50]
    static let defaults = TrainingSettings.defaults
    static let defaultRange = SimulationExperiments.settings(
        narrowing: defaults.kazezNarrowing, widening: defaults.kazezWidening, range: defaults.noteRange)

    func run() {
        if timing { return timingTable() }
        if gap { return gapTable() }
        if fastStart { return fastStartTable() }
        if prediction {
            if !otherEarsOnly { predictionTable() }
            return otherEarsPredictionTable()
        }
        if rough {
            if !otherEarsOnly { roughTable() }
            return otherEarsRoughTable()
        }
        if echo { return echoTable() }
        if chords { return chordsTable() }
        if rhythm { return rhythmTable() }
        let chains: [(String, Double, Double)] = [
            ("0.08/0.09 (original, architecture documents)", 0.08, 0.09),
            ("0.05/0.09 (original, newest version)", 0.05, 0.09),
            ("0.03/0.09", 0.03, 0.09),
            (String(format: "%g/%g (Peach's default)", Self.defaults.kazezNarrowing, Self.defaults.kazezWidening),
             Self.defaults.kazezNarrowing, Self.defaults.kazezWidening),
        ] + extraChains.compactMap { text in
            let parts = text.split(separator: "/").compactMap { Double($0) }
            return parts.count == 2 ? (text, parts[0], parts[1]) : nil
        }
        print("## Where the chain settles (\(runs) runs × 400 trials, trials 200–400)\n")
        print("Percent correct, and the mean |difference| ÷ the true threshold T in brackets. Listeners: Weibull, no lapses.\n")
        print("| chain | slope β | " + Self.thresholds.map { "T = \(Int($0)) ¢" }.joined(separator: " | ") + " |")
        print("|---|---|" + String(repeating: "---|", count: Self.thresholds.count))
        for (name, narrowing, widening) in chains {
            for slope in [1.5, 2, 3] {
                let cells = Self.thresholds.map { threshold in
                    let result = SimulationExperiments.settling(
                        listener: SimulatedListener(threshold: threshold, slope: slope),
                        settings: SimulationExperiments.settings(narrowing: narrowing, widening: widening), runs: runs, seed: seed)
                    return String(format: "%.1f %% (%.2f)", result.percentCorrect, result.differenceOverThreshold)
                }
                print("| \(name) | \(slope) | " + cells.joined(separator: " | ") + " |")
            }
        }
        print("\n## How fast the chain comes down (\(runs) runs)\n")
        print("Median number of trials from 100 cents until the difference first falls below twice the listener's threshold (β = 2).\n")
        print("| chain | " + Self.thresholds.map { "T = \(Int($0)) ¢" }.joined(separator: " | ") + " |")
        print("|---|" + String(repeating: "---|", count: Self.thresholds.count))
        for (name, narrowing, widening) in chains {
            let cells = Self.thresholds.map { threshold in
                String(format: "%.0f", SimulationExperiments.descent(
                    listener: SimulatedListener(threshold: threshold),
                    settings: SimulationExperiments.settings(narrowing: narrowing, widening: widening), runs: runs, seed: seed))
            }
            print("| \(name) | " + cells.joined(separator: " | ") + " |")
        }
        guard !settlingOnly else { return }

        print("\n## A learner: the current threshold while the ear improves (\(runs / 4) runs each)\n")
        print("The threshold falls from 30 to 10 cents by 1/e every 10 days; 100 trials a day over the default range (C2–C6). The overall estimate after the last day against the threshold on that day: median error, median estimate ÷ truth, how often the interval held it. Once the ear has moved (the halves of the answers after the first descent more than \(TaskProfile.movedAtStandardErrors) standard error apart), the overall threshold counts an answer half after \(Int(RecencyWeightedNotes.halfLife)) more answers of the task; before, every answer whole (1.96 standard errors instead of 1: held 77 % at 10 days).\n")
        print("| days | threshold on the last day | median error | estimate ÷ truth | held | shown |")
        print("|---|---|---|---|---|---|")
        for days in [10, 30] {
            let result = SimulationExperiments.learner(
                SimulatedListener(threshold: 30, learnsTowards: 10), settings: Self.defaultRange, days: days, trialsPerDay: 100,
                runs: runs / 4, seed: seed)
            let truth = SimulatedListener(threshold: 30, learnsTowards: 10).ear(afterDays: Double(days - 1)).threshold
            print(String(format: "| %d | %.1f ¢ | %.0f %% | ×%.2f | %.0f %% | %.0f %% |", days, truth, 100 * result.relativeError(percentile: 0.5), result.medianRatio, 100 * result.coverage, 100 * result.measuredShare))
        }

        print("\n## Three registers trained one after another (\(runs / 4) runs each)\n")
        print("300 trials in an octave around E2, then 300 around G3, then 300 around A5 (T = 10 ¢, β = 2, the default chain). Afterwards, the threshold at each centre (neighbours pooled): how often measured, how often the interval held T, the median estimate ÷ T. An answer counts half once about \(Int(RecencyWeightedNotes.halfLife)) newer answers tell about its note.\n")
        print("| register | measured | held | estimate ÷ T |")
        print("|---|---|---|---|")
        let centres = [MIDINote(40), MIDINote(55), MIDINote(81)]
        var byCentre = [[ThresholdEstimate?]](repeating: [], count: centres.count)
        for run in 0..<(runs / 4) {
            let estimates = SimulationExperiments.regions(
                SimulatedListener(threshold: 10), centres: centres, trialsPerRegion: 300, seed: seed &+ UInt64(run) &* 7919)
            for (index, estimate) in estimates.enumerated() { byCentre[index].append(estimate) }
        }
        for (centre, estimates) in zip(centres, byCentre) {
            let found = estimates.compactMap { $0 }
            let ratios = found.map { $0.threshold / 10 }.sorted()
            print(String(format: "| %@ (trained %@) | %.0f %% | %.0f %% | ×%.2f |", centre.name, centre == centres.last ? "last" : "before",
                         100 * Double(found.filter(\.isMeasured).count) / Double(estimates.count),
                         100 * Double(found.filter { $0.contains(10) }.count) / Double(estimates.count),
                         ratios.isEmpty ? .nan : ratios[ratios.count / 2]))
        }

        let checkpoints = [50, 100, 150, 300]
        for (title, narrowing, widening, lapses) in [
            ("Peach's default chain", Self.defaults.kazezNarrowing, Self.defaults.kazezWidening, [0.0, 0.02]),
            ("trials placed by the original 0.08/0.09 chain", 0.08, 0.09, [0.0]),
        ] {
            print("\n## Threshold estimates, \(title) (\(runs) runs each)\n")
            print("Estimate at the centre of a one-octave range (neighbours pooled) after N trials: median and 90th percentile of |estimate ÷ T − 1|; the median estimate in units of T (×1.00: no bias); how often the 95 % interval held T; how often it was narrow enough to show a number (high ÷ low ≤ \(ThresholdEstimate.widestMeaningfulSpread)).\n")
            print("| T | β | lapses | " + checkpoints.map { "N = \($0)" }.joined(separator: " | ") + " |")
            print("|---|---|---|" + String(repeating: "---|", count: checkpoints.count))
            for slope in [1.5, 2, 3] {
                for lapse in lapses {
                    for threshold in Self.thresholds {
                        let results = SimulationExperiments.accuracy(
                            listener: SimulatedListener(threshold: threshold, slope: slope, lapseRate: lapse),
                            settings: SimulationExperiments.settings(narrowing: narrowing, widening: widening),
                            runs: runs, checkpoints: checkpoints, seed: seed, atCentre: !overall)
                        let cells = checkpoints.map { checkpoint in
                            let accuracy = results[checkpoint]!
                            return String(
                                format: "%.0f %% / %.0f %% · ×%.2f · held %.0f %% · shown %.0f %%",
                                100 * accuracy.relativeError(percentile: 0.5), 100 * accuracy.relativeError(percentile: 0.9),
                                accuracy.medianRatio, 100 * accuracy.coverage, 100 * accuracy.measuredShare)
                        }
                        print("| \(Int(threshold)) ¢ | \(slope) | \(Int(lapse * 100)) % | " + cells.joined(separator: " | ") + " |")
                    }
                }
            }
        }
    }
}


extension Simulate {
    static let timingThresholds = [2.0, 5, 10, 20, 40]

    /// Where Compare Timing's chain settles: unbiased listeners of three slopes at the
    /// default tempo, then biased ones, then the slowest and fastest tempos.
    func timingTable() {
        print("## Compare Timing: where the chain settles (\(runs) runs × 400 trials, trials 200–400)\n")
        print("Percent correct, and the mean |offset| ÷ the true threshold T in brackets. Listeners: Weibull on the heard offset (offset − bias), no lapses; Peach's default Kazez coefficients on |offset| in ms, 0.5 ms to half a step.\n")
        print("| tempo | slope β | bias | " + Self.timingThresholds.map { "T = \(Int($0)) ms" }.joined(separator: " | ") + " |")
        print("|---|---|---|" + String(repeating: "---|", count: Self.timingThresholds.count))
        let rows: [(Int, Double, Double)] = [(80, 1.5, 0), (80, 2, 0), (80, 3, 0), (80, 2, 3), (80, 2, -8), (40, 2, 0), (200, 2, 0)]
        for (bpm, slope, bias) in rows {
            let cells = Self.timingThresholds.map { threshold in
                let result = TimingSimulation.settling(
                    listener: TimingListener(thresholdMs: threshold, slope: slope, biasMs: bias), tempo: Tempo(bpm: bpm), runs: runs, seed: seed)
                return String(format: "%.1f %% (%.2f)", result.percentCorrect, result.differenceOverThreshold)
            }
            print("| \(bpm) BPM | \(slope) | \(bias) ms | " + cells.joined(separator: " | ") + " |")
        }
        print("\n## Compare Timing: threshold and bias after 150 answers (\(runs) runs, 80 BPM, β = 2)\n")
        print("Median |estimate ÷ truth − 1| of the threshold and the share of runs whose 95 % interval held it; median |bias error| and the share of bias intervals holding the true bias; the share of runs whose threshold (spread ≤ 3×) and bias (interval ≤ 8 ms) count as measured.\n")
        print("| T | bias | threshold error (median) | threshold interval holds truth | bias error (median) | bias interval holds truth | measured: threshold / bias |")
        print("|---|---|---|---|---|---|---|")
        for (threshold, bias) in [(2.0, 0.0), (2, -8), (5, 2), (10, -4), (20, 0), (40, 6)] {
            let result = TimingSimulation.accuracy(
                listener: TimingListener(thresholdMs: threshold, slope: 2, biasMs: bias), tempo: .standard, trials: 150, runs: runs, seed: seed)
            print(String(
                format: "| %g ms | %+g ms | %.1f %% | %.0f %% | %.2f ms | %.0f %% | %.0f %% / %.0f %% |", threshold, bias,
                100 * result.threshold.relativeError(percentile: 0.5), 100 * result.threshold.coverage, result.medianBiasError,
                100 * result.biasCoverage, 100 * result.threshold.measuredShare, 100 * Double(result.biasMeasured) / Double(max(1, result.runs))))
        }
    }
}
extension Simulate {
    /// Fill the Gap: how often the 95 % intervals of the mean offset (t) and of the spread
    /// (chi-square) hold a drummer's truth, for steady drummers and for what breaks the
    /// intervals' assumptions (taps that are not normal, timing that wanders between trials).
    /// "More answers to measure" against the truth: listeners answer the real strategy; at
    /// 20, 50 and 100 answers a task not yet measured says how many more it needs, and the
    /// run goes on until it is measured (checked every 5 answers, up to 1000).
    func predictionTable() {
        let checkpoints = [20, 50, 100]
        var samples: [Int: [(predicted: Int, old: Int, actual: Int, widths: Double)]] = [:]
        var unmeasured: [Int: Int] = [:]
        var traces = ""
        let listeners: [(Double, Double, Double)] = [2.0, 5, 10, 20, 50].flatMap { t in [1.5, 2.0, 3.0].flatMap { b in [0.0, 0.02].map { (t, b, $0) } } }
        for (index, (threshold, slope, lapse)) in listeners.enumerated() {
            for run in 0..<runs {
                var simulation = TrainingSimulation(
                    listener: SimulatedListener(threshold: threshold, slope: slope, lapseRate: lapse),
                    settings: SimulationExperiments.settings(narrowing: Self.defaults.kazezNarrowing, widening: Self.defaults.kazezWidening),
                    seed: seed &+ UInt64(index * 10_007 + run) &* 7919)
                var pending: [(checkpoint: Int, predicted: Int, old: Int, widths: Double)] = []
                var measured = false
                var trace: [String] = []
                defer { if traceTo != nil { traces += "9 \(slope) \(lapse) \(threshold) " + trace.joined(separator: " ") + "\n" } }
                while simulation.trialCount < 1000 && !(measured && simulation.trialCount >= checkpoints.last!) {
                    simulation.run(trials: 5)
                    let n = simulation.trialCount
                    guard let estimate = simulation.task?.overall() else { continue }
                    let chainAt = ChainRestart.nextSessionStart(
                        atCentreOf: simulation.settings.noteRange, profile: simulation.profile, estimate: estimate).value
                    if traceTo != nil { trace.append("\(n):\(estimate.low):\(estimate.high):\(estimate.threshold):\(chainAt)") }
                    if checkpoints.contains(n), !estimate.isMeasured {
                        pending.append((n, estimate.moreAnswersToMeasure(chainAt: chainAt), estimate.moreAnswersToMeasureBySquareRoot, log(estimate.high / estimate.low) / log(ThresholdEstimate.widestMeaningfulSpread)))
                    }
                    // The profile is read between sessions: the answers to come are the next one's.
                    if checkpoints.contains(n) { simulation.startSession() }
                    if estimate.isMeasured {
                        for entry in pending { samples[entry.checkpoint, default: []].append((entry.predicted, entry.old, n - entry.checkpoint, entry.widths)) }
                        pending = []
                        measured = true
                    }
                }
                for entry in pending { unmeasured[entry.checkpoint, default: 0] += 1 }
            }
        }
        if let traceTo { try? traces.write(toFile: traceTo + ".tuned", atomically: true, encoding: .utf8) }
        print("## 'More answers to measure' against the answers actually needed (\(runs) runs × \(listeners.count) listeners)\n")
        print("Listeners of T = 2–50 ¢, β = 1.5–3, lapses 0 or 2 %, on the default chain over one octave. At N answers a task not yet measured predicts how many more it needs; the run goes on until it is measured (checked every 5 answers). Ratio = predicted ÷ needed: the median, and how often within ×2.5 (0.4–2.5). Before: the interval's width shrinking with √answers, as if every answer were like those so far.\n")
        print("| N | tasks not yet measured | needed (median) | predicted now: median ratio | within ×2.5 | predicted before: median ratio | within ×2.5 |")
        print("|---|---|---|---|---|---|---|")
        func median(_ values: [Double]) -> Double { let sorted = values.sorted(); return sorted.isEmpty ? .nan : sorted[sorted.count / 2] }
        for checkpoint in checkpoints {
            let entries = samples[checkpoint] ?? []
            let now = entries.map { Double($0.predicted) / Double(max(1, $0.actual)) }
            let before = entries.map { Double($0.old) / Double(max(1, $0.actual)) }
            func within(_ ratios: [Double]) -> String { String(format: "%.0f %%", 100 * Double(ratios.filter { (0.4...2.5).contains($0) }.count) / Double(max(1, ratios.count))) }
            print("| \(checkpoint) | \(entries.count) (+\(unmeasured[checkpoint] ?? 0) not measured by 1000) | \(Int(median(entries.map { Double($0.actual) }))) | "
                + String(format: "%.2f", median(now)) + " | \(within(now)) | " + String(format: "%.2f", median(before)) + " | \(within(before)) |")
        }
    }

    /// The prediction on ears and chains it was not tuned on: other slopes and lapse rates,
    /// thresholds drawn log-uniform from 2–50 ¢, and histories another chain placed
    /// (imported from the phone) before Peach's own chain goes on.
    func otherEarsPredictionTable() {
        let checkpoints = [20, 30, 50, 100]
        let kinds: [(slope: Double, lapse: Double)] = [1.2, 2.5, 4.0].flatMap { slope in [0.0, 0.04, 0.06].map { (slope, $0) } }
        let chains: [(name: String, history: PredictionCheck.History?)] = [
            ("Peach's chain from the start", nil),
            ("30 answers of the original 0.08/0.09 chain imported", .init(answers: 30, narrowing: 0.08, widening: 0.09)),
            ("50 answers of the original 0.08/0.09 chain imported", .init(answers: 50, narrowing: 0.08, widening: 0.09)),
            ("30 answers of the newer original 0.05/0.09 chain imported", .init(answers: 30, narrowing: 0.05, widening: 0.09)),
        ]
        let settings = SimulationExperiments.settings(narrowing: Self.defaults.kazezNarrowing, widening: Self.defaults.kazezWidening)
        var byChain: [Int: [PredictionCheck.Outcome]] = [:], byKind: [Int: [PredictionCheck.Outcome]] = [:]
        var traces = ""
        for (chainIndex, chain) in chains.enumerated() {
            for (kindIndex, kind) in kinds.enumerated() {
                for run in 0..<runs {
                    let runSeed = seed &+ UInt64((chainIndex * 100 + kindIndex) * 10_007 + run) &* 7919
                    var draw = SeededRandom(seed: runSeed ^ 0x5EED)
                    let threshold = exp(draw.uniform(in: log(2.0)...log(50.0)))
                    let outcomes = PredictionCheck.run(
                        SimulatedListener(threshold: threshold, slope: kind.slope, lapseRate: kind.lapse), history: chain.history,
                        settings: settings, checkpoints: checkpoints.filter { $0 >= (chain.history?.answers ?? 0) }, seed: runSeed,
                        onTrace: traceTo == nil ? nil : { trace in
                            traces += "\(chainIndex) \(kind.slope) \(kind.lapse) \(threshold) " + trace.map { "\($0.answers):\($0.low):\($0.high):\($0.threshold):\($0.chainAt)" }.joined(separator: " ") + "\n"
                        })
                    byChain[chainIndex, default: []] += outcomes
                    byKind[kindIndex, default: []] += outcomes
                }
            }
        }
        if let traceTo { try? traces.write(toFile: traceTo, atomically: true, encoding: .utf8) }
        func cell(_ outcomes: [PredictionCheck.Outcome]) -> String {
            let summary = PredictionCheck.summary(outcomes)
            guard summary.count > 0 else { return summary.unmeasured > 0 ? "(\(summary.unmeasured) not measured)" : "–" }
            return String(format: "%.2f · %.0f %% · %.0f (%d%@)", summary.medianRatio, 100 * summary.withinTwoAndAHalf, summary.medianNeeded, summary.count,
                          summary.unmeasured > 0 ? " +\(summary.unmeasured) not measured" : "")
        }
        print("\n## 'More answers to measure' on other ears and chains (\(runs) runs × \(kinds.count) ears × \(chains.count) chains)\n")
        print("Weibull ears of β = 1.2, 2.5 or 4 with 0, 4 or 6 % lapses, each run's threshold drawn log-uniform from 2–50 ¢; one octave; after an imported history, Peach's default chain starts a session from what the history left, or starts again at the estimate where that lies more than twice below it; a new session at each N. Cells: the median of predicted ÷ needed · the share within ×2.5 · the answers needed (median) (predictions; tasks not measured within 1000 answers apart).\n")
        print("| chain | " + checkpoints.map { "N = \($0)" }.joined(separator: " | ") + " |")
        print("|---|" + String(repeating: "---|", count: checkpoints.count))
        for (index, chain) in chains.enumerated() {
            print("| \(chain.name) | " + checkpoints.map { checkpoint in cell((byChain[index] ?? []).filter { $0.checkpoint == checkpoint }) }.joined(separator: " | ") + " |")
        }
        let all = byChain.values.flatMap { $0 }
        print("| **all** | " + checkpoints.map { checkpoint in cell(all.filter { $0.checkpoint == checkpoint }) }.joined(separator: " | ") + " |")
        print("\n| ear | " + checkpoints.map { "N = \($0)" }.joined(separator: " | ") + " |")
        print("|---|" + String(repeating: "---|", count: checkpoints.count))
        for (index, kind) in kinds.enumerated() {
            print(String(format: "| β = %g, lapses %.0f %% | ", kind.slope, 100 * kind.lapse)
                + checkpoints.map { checkpoint in cell((byKind[index] ?? []).filter { $0.checkpoint == checkpoint }) }.joined(separator: " | ") + " |")
        }
    }

    func echoTable() {
        let checkpoints = [30, 60, 120]
        let players: [SimulatedEchoPlayer] = [3.0, 5, 8, 12].flatMap { span in
            [(0.8, 0.0), (1.5, 0.02), (3.0, 0.02), (1.5, 0.1)].map { SimulatedEchoPlayer.logistic(span: span, steepness: $0.0, lapse: $0.1) }
        } + [3, 5, 8].map(SimulatedEchoPlayer.capacity)
        print("## Play It Back: the span (\(runs) runs a row)\n")
        print("Players of known span on the staircase (one note longer after a right phrase, three shorter after a wrong one, from 3). At each number of phrases: the median of |estimate − span| ÷ span, how often the 95 % interval holds the span, and how often the span is called measured.\n")
        print("| player | true span | " + checkpoints.map { "\($0) phrases: median error / holds / measured" }.joined(separator: " | ") + " |")
        print("|---|---|" + String(repeating: "---|", count: checkpoints.count))
        var totals: [Int: [EchoSimulation.Outcome]] = [:]
        for (index, player) in players.enumerated() {
            var outcomes: [Int: [EchoSimulation.Outcome]] = [:]
            for run in 0..<runs {
                for (checkpoint, outcome) in EchoSimulation.run(player, checkpoints: checkpoints, seed: seed &+ UInt64(index * 10_007 + run) &* 7919) {
                    outcomes[checkpoint, default: []].append(outcome)
                    totals[checkpoint, default: []].append(outcome)
                }
            }
            let cells = checkpoints.map { Self.echoCell(outcomes[$0] ?? []) }
            print("| \(player.name) | " + String(format: "%.2f", player.span) + " | " + cells.joined(separator: " | ") + " |")
        }
        print("| **all** | | " + checkpoints.map { Self.echoCell(totals[$0] ?? []) }.joined(separator: " | ") + " |")

        let lengths = [3...3, 4...4, 5...8]
        print("\n## Play It Back in eighths: the rhythm rule (\(runs * 5) echoes a cell)\n")
        print("Phrases in eighths at 60 … 200 BPM, each echo with the right notes at a pace of its own (0.7 … 1.5 times the phrase's beat), every onset off by a normal error of the given SD (a share of that beat; in ms at 100 BPM). The share judged right (a note more than \(String(format: "%.2f", EchoJudgement.rhythmToleranceBeats)) of its neighbours' beat from where they put it is off the rhythm).\n")
        print("| echo | onset SD | " + lengths.map { $0.count == 1 ? "\($0.lowerBound) notes" : "\($0.lowerBound) … \($0.upperBound) notes" }.joined(separator: " | ") + " |")
        print("|---|---|" + String(repeating: "---|", count: lengths.count))
        for player in RhythmRuleSimulation.Player.allCases {
            for spread in [0.03, 0.05, 0.08] {
                let cells = lengths.map { length in
                    String(format: "%.1f %%", 100 * RhythmRuleSimulation.shareRight(player, lengths: length, spread: spread, runs: runs * 5, seed: seed &+ UInt64(length.lowerBound)))
                }
                print("| \(player.rawValue) | \(Int(100 * spread)) % (\(Int(600 * spread)) ms) | " + cells.joined(separator: " | ") + " |")
            }
        }
    }

    func chordsTable() {
        let checkpoints = [30, 60, 120]
        let players: [(SimulatedChordPlayer, level: Int)] = [
            (.typical(capacity: 1.5), 1), (.typical(capacity: 3), 1), (.typical(capacity: 5), 1),
            (.typical(capacity: 3), 3), (.typical(capacity: 5, triads: 0.9), 3), (.typical(capacity: 4), 4),
            (.typical(capacity: 3, triads: 0.8), 1), (.typical(capacity: 6, triads: 0.99), 5),
        ]
        print("## Chords: the harmonic span (\(runs) runs a row)\n")
        print("Players whose errors come from a memory of about C chords a progression (drawn again each progression, SD 1: errors cluster), each held chord named right with its quality's chance (diminished and augmented 12 points less than the triads, the others 8; inverted × 0.9), a guess (20 %) beyond; the composer's progressions at the level, every key, major and minor, on the staircase (one chord longer after a right progression, three shorter after a wrong one, 1 … 8, from 2). The true span: where the player's progressions are right 75 % of the time (4000 a length). At each number of progressions: the median of |estimate − span| ÷ span, how often the 95 % interval holds the span, how often the span is called measured, the median signed error; then how often each quality's share right (root position and inverted apart, those played \(ChordSimulation.fewestForShare) times or more) held the player's mean chance on its chords, of how many.\n")
        print("| player | level | true span | " + checkpoints.map { "\($0) progressions: median error / holds / measured" }.joined(separator: " | ") + " |")
        print("|---|---|---|" + String(repeating: "---|", count: checkpoints.count))
        var totals: [Int: [ChordSimulation.Outcome]] = [:]
        for (index, (player, level)) in players.enumerated() {
            let span = player.span(level: level)
            var outcomes: [Int: [ChordSimulation.Outcome]] = [:]
            for run in 0..<runs {
                for (checkpoint, outcome) in ChordSimulation.run(player, span: span, level: level, checkpoints: checkpoints, seed: seed &+ UInt64(index * 10_007 + run) &* 7919) {
                    outcomes[checkpoint, default: []].append(outcome)
                    totals[checkpoint, default: []].append(outcome)
                }
            }
            let cells = checkpoints.map { Self.chordsCell(outcomes[$0] ?? []) }
            print("| \(player.name) | \(level) | " + String(format: "%.2f", span) + " | " + cells.joined(separator: " | ") + " |")
        }
        print("| **all** | | | " + checkpoints.map { Self.chordsCell(totals[$0] ?? []) }.joined(separator: " | ") + " |")
    }

    func rhythmTable() {
        let checkpoints = [30, 60, 120]
        let tempo = Tempo(bpm: 100)
        let drummers: [(SimulatedRhythmDrummer, level: Int)] = [
            (.typical(capacity: 3), 1), (.typical(capacity: 6), 1), (.typical(capacity: 10), 1),
            (.typical(capacity: 5, offBeat: 0.93), 2), (.typical(capacity: 4, sdMs: 20), 3), (.typical(capacity: 8), 3),
            (.typical(capacity: 5, offBeat: 0.95), 4), (.typical(capacity: 6, sdMs: 8), 5),
        ]
        print("## Rhythm Back: the rhythmic span and the taps' timing (\(runs) runs a row)\n")
        print("Drummers whose errors come from a memory of about C beats a call (drawn again each call, SD 1 beat: errors cluster), each stroke of a held beat caught with its figure's chance (99.5 % on the beat, the off-beat chance given, 94 % in triplets and dotted figures), a guess (30 %) beyond; a stroke not caught is left out or tapped a sixteenth off. Every tap leans by its place in the beat (beat +3, e −6, and 0, a −8, trip +4, let −2 ms), by the call's own lean (SD 4 ms) and scatters (SD given); Peach's judgement at a third of the smallest gap. The composer's calls at the level, at 100 BPM, on the staircase (a beat longer after a right call, three shorter after a wrong one, 2 … 16, from 4). The true span: where the drummer's calls are right 75 % of the time (2000 a length). At each number of calls: the median of |estimate − span| ÷ span, how often the 95 % interval holds the span, how often the span is called measured, the median signed error; then how often each place's mean offset interval held the drummer's lean there, and its spread's interval the scatter (√(SD² + 4²)), places with \(RhythmSimulation.fewestTaps) taps or more.\n")
        print("| drummer | level | true span (beats) | " + checkpoints.map { "\($0) calls: median error / holds / measured" }.joined(separator: " | ") + " |")
        print("|---|---|---|" + String(repeating: "---|", count: checkpoints.count))
        var totals: [Int: [RhythmSimulation.Outcome]] = [:]
        for (index, (drummer, level)) in drummers.enumerated() {
            let span = drummer.span(level: level, tempo: tempo)
            var outcomes: [Int: [RhythmSimulation.Outcome]] = [:]
            for run in 0..<runs {
                for (checkpoint, outcome) in RhythmSimulation.run(drummer, span: span, level: level, tempo: tempo, checkpoints: checkpoints, seed: seed &+ UInt64(index * 10_007 + run) &* 7919) {
                    outcomes[checkpoint, default: []].append(outcome)
                    totals[checkpoint, default: []].append(outcome)
                }
            }
            let cells = checkpoints.map { Self.rhythmCell(outcomes[$0] ?? []) }
            print("| \(drummer.name) | \(level) | " + String(format: "%.2f", span) + " | " + cells.joined(separator: " | ") + " |")
        }
        print("| **all** | | | " + checkpoints.map { Self.rhythmCell(totals[$0] ?? []) }.joined(separator: " | ") + " |")
    }

    static func rhythmCell(_ outcomes: [RhythmSimulation.Outcome]) -> String {
        let signed = outcomes.map(\.signedError).sorted()
        let offsets = outcomes.flatMap(\.offsetsHeld), spreads = outcomes.flatMap(\.spreadsHeld)
        func share(_ held: [Bool]) -> String { held.isEmpty ? "–" : String(format: "%.0f %%", 100 * Double(held.filter { $0 }.count) / Double(held.count)) }
        return spanCell(outcomes.map { ($0.relativeError, $0.holds, $0.measured) })
            + (signed.isEmpty ? "" : String(format: " (%+.0f %%)", 100 * signed[signed.count / 2]))
            + "; offsets \(share(offsets)), spreads \(share(spreads)) of \(offsets.count)"
    }

    static func chordsCell(_ outcomes: [ChordSimulation.Outcome]) -> String {
        let signed = outcomes.map(\.signedError).sorted(), shares = outcomes.flatMap(\.sharesHeld)
        return spanCell(outcomes.map { ($0.relativeError, $0.holds, $0.measured) })
            + (signed.isEmpty ? "" : String(format: " (%+.0f %%)", 100 * signed[signed.count / 2]))
            + (shares.isEmpty ? "" : String(format: "; shares %.0f %% of %d", 100 * Double(shares.filter { $0 }.count) / Double(shares.count), shares.count))
    }

    static func echoCell(_ outcomes: [EchoSimulation.Outcome]) -> String {
        spanCell(outcomes.map { ($0.relativeError, $0.holds, $0.measured) })
    }

    /// The median relative error, how often the interval held the truth, how often it was measured.
    static func spanCell(_ outcomes: [(relativeError: Double, holds: Bool, measured: Bool)]) -> String {
        guard !outcomes.isEmpty else { return "–" }
        let errors = outcomes.map(\.relativeError).sorted()
        let holds = Double(outcomes.filter(\.holds).count) / Double(outcomes.count)
        let measured = Double(outcomes.filter(\.measured).count) / Double(outcomes.count)
        return String(format: "%.0f %% / %.0f %% / %.0f %%", 100 * errors[errors.count / 2], 100 * holds, 100 * measured)
    }

    /// The first descent: trials until the difference is 2T or less for the first time, for
    /// listeners with lapses and a first answer that is wrong (a blind guess), with the fast
    /// start as it is (goes on after one wrong answer) and as it was (ended at the first).
    func fastStartTable() {
        let thresholds = [2.0, 5, 10]
        print("## The fast start and a lapse (\(runs) runs a row, β = 2)\n")
        print("Trials until the difference is 2T or less for the first time (the first descent), median and 90th percentile; the share of runs that get there within 15 trials; and over trials 200–400, the percent correct where the chain settles. A wrong first answer is a blind guess that missed.\n")
        print("| fast start | lapses | first answer | " + thresholds.map { "T = \(Int($0)) ¢: median / 90th / ≤ 15 trials / settles" }.joined(separator: " | ") + " |")
        print("|---|---|---|" + String(repeating: "---|", count: thresholds.count))
        for (name, tests) in [("ends at the first wrong answer (before)", false), ("puts a miss to the test (now)", true)] {
            for lapse in [0.0, 0.04] {
                for wrongFirst in [false, true] {
                    var cells: [String] = []
                    for threshold in thresholds {
                        var reached: [Int] = [], settled: [Double] = []
                        for run in 0..<runs {
                            var simulation = TrainingSimulation(
                                listener: SimulatedListener(threshold: threshold, slope: 2, lapseRate: lapse),
                                settings: Self.defaultRange, seed: seed &+ UInt64(run) &* 7919)
                            simulation.firstAnswerWrong = wrongFirst
                            simulation.fastStartTestsMisses = tests
                            simulation.run(trials: 400)
                            reached.append((simulation.differences.firstIndex { $0 <= 2 * threshold } ?? 400) + 1)
                            let tail = simulation.probabilityCorrect[200..<400]
                            settled.append(tail.reduce(0, +) / Double(tail.count))
                        }
                        reached.sort()
                        let within = Double(reached.filter { $0 <= 15 }.count) / Double(runs)
                        let settles = settled.reduce(0, +) / Double(settled.count)
                        cells.append("\(reached[reached.count / 2]) / \(reached[reached.count * 9 / 10]) / \(Int((within * 100).rounded())) % / \(String(format: "%.1f", settles * 100)) %")
                    }
                    print("| \(name) | \(Int(lapse * 100)) % | \(wrongFirst ? "wrong" : "the ear's") | " + cells.joined(separator: " | ") + " |")
                }
            }
        }
    }

    func gapTable() {
        let steady = SimulatedDrummer(meanMs: [-8, 3, -2, 6], sdMs: [10, 10, 10, 10])
        let rows: [(String, SimulatedDrummer, Int)] = [
            ("steady: −8/+3/−2/+6 ms, SD 10", steady, 5),
            ("steady: −8/+3/−2/+6 ms, SD 10", steady, 20),
            ("steady: −8/+3/−2/+6 ms, SD 10", steady, 50),
            ("loose: −15/0/+5/+12 ms, SD 25", SimulatedDrummer(meanMs: [-15, 0, 5, 12], sdMs: [25, 25, 25, 25]), 20),
            ("loose: −15/0/+5/+12 ms, SD 25", SimulatedDrummer(meanMs: [-15, 0, 5, 12], sdMs: [25, 25, 25, 25]), 50),
            ("uneven: SD 6/15/10/20, means as steady", SimulatedDrummer(meanMs: [-8, 3, -2, 6], sdMs: [6, 15, 10, 20]), 20),
            ("steady, misses 25 % of the gaps", SimulatedDrummer(meanMs: [-8, 3, -2, 6], sdMs: [10, 10, 10, 10], missRate: 0.25), 20),
            ("heavy-tailed taps (Laplace, SD 10)", SimulatedDrummer(meanMs: [-8, 3, -2, 6], sdMs: [10, 10, 10, 10], heavyTails: true), 20),
            ("wanders: SD 10, each trial's timing moved by SD 5", SimulatedDrummer(meanMs: [-8, 3, -2, 6], sdMs: [10, 10, 10, 10], wanderMs: 5), 20),
        ]
        print("## Fill the Gap: mean offset and spread against the truth (\(runs) runs, 80 BPM, 16 cycles a trial)\n")
        print("Each run's trials go into the profile; every gap position of every run is checked. Taps a position (median); the mean offset's median |error| and how often its 95 % interval (Student's t) held the true mean, and how often it counted as measured (interval ≤ \(Int(TapOffset.widestMeaningfulInterval)) ms); the spread's median |SD ÷ true SD − 1| and how often its 95 % interval (chi-square) held the true SD, and how often measured (high ÷ low ≤ \(Int(GapSpread.widestMeaningfulSpread))). A wandering drummer's true SD is √(SD² + wander²), the spread around the long-run mean.\n")
        print("| drummer | trials | taps a position | mean: median error | mean interval holds truth | mean measured | spread: median error | spread interval holds truth | spread measured |")
        print("|---|---|---|---|---|---|---|---|---|")
        for (name, drummer, trials) in rows {
            let result = GapSimulation.accuracy(drummer, tempo: .standard, trials: trials, runs: runs, seed: seed)
            print(String(
                format: "| %@ | %d | %.0f | %.2f ms | %.1f %% | %.0f %% | %.1f %% | %.1f %% | %.0f %% |", name, trials, result.medianTaps,
                result.medianMeanError, 100 * result.meanCoverage, 100 * result.meanMeasuredShare, 100 * result.medianSpreadError,
                100 * result.spreadCoverage, 100 * result.spreadMeasuredShare))
        }
    }
}

Simulate.main()

extension Simulate {
    /// Item 6: the rough interval of a history the original chain placed near chance,
    /// against a careful fit of the same answers (`CarefulFit`).
    func roughTable() {
        print("## Rough intervals on the original 0.08/0.09 chain's histories (\(runs) runs × 300 trials each, moved at \(movedAt) SE)\n")
        print("Each cell: the median span of the 95 % interval (high ÷ low) and how often it held T. The last two columns compare Peach's overall interval with the careful fit's of the same answers, run by run: the median ratio of the spans (high ÷ low against high ÷ low) and of their logarithms (the widths on the threshold's log scale), each with the share of runs within 1.5.\n")
        print("| T | β | Peach overall | Peach at the centre note | Peach's fit, every answer counted once | careful fit | span ratio, within 1.5 | log-width ratio, within 1.5 |")
        print("|---|---|---|---|---|---|---|---|")
        let settings = SimulationExperiments.settings(narrowing: 0.08, widening: 0.09)
        for slope in [1.5, 2.0, 3.0] {
            for threshold in Self.thresholds {
                var overall: [ThresholdEstimate] = [], centre: [ThresholdEstimate] = [], careful: [ThresholdEstimate] = [], unweighted: [ThresholdEstimate] = []
                for run in 0..<runs {
                    let listener = SimulatedListener(threshold: threshold, slope: slope)
                    var simulation = TrainingSimulation(listener: listener, settings: settings, seed: seed &+ UInt64(run) &* 104_729)
                    simulation.run(trials: 300)
                    guard let task = simulation.task else { continue }
                    let aged = task.hasMoved(atStandardErrors: movedAt)
                    guard let all = task.overall(aged: aged), let atCentre = task.threshold(at: SimulationExperiments.regionCentre, aged: aged) else { continue }
                    overall.append(all)
                    centre.append(atCentre)
                    careful.append(CarefulFit.estimate(differences: simulation.differences, correct: simulation.answers))
                    var histogram = AnswerHistogram()
                    for (difference, right) in zip(simulation.differences, simulation.answers) { histogram.add(difference: difference, correct: right) }
                    if let fit = ThresholdEstimator.shared.estimate(histogram) { unweighted.append(fit) }
                }
                func median(_ values: [Double]) -> Double { let sorted = values.sorted(); return sorted.isEmpty ? .nan : sorted[sorted.count / 2] }
                func cell(_ estimates: [ThresholdEstimate]) -> String {
                    String(format: "%.1f, %.0f %%", median(estimates.map { $0.high / $0.low }),
                           100 * Double(estimates.filter { $0.contains(threshold) }.count) / Double(max(1, estimates.count)))
                }
                let ratios = zip(overall, careful).map { log($0.high / $0.low) / log($1.high / $1.low) }
                let spans = zip(overall, careful).map { ($0.high / $0.low) / ($1.high / $1.low) }
                func within(_ values: [Double]) -> Double { 100 * Double(values.filter { $0 <= 1.5 }.count) / Double(max(1, values.count)) }
                print(String(format: "| %.0f ¢ | %.1f | %@ | %@ | %@ | %@ | %.2f, %.0f %% | %.2f, %.0f %% |", threshold, slope, cell(overall), cell(centre), cell(unweighted), cell(careful),
                             median(spans), within(spans), median(ratios), within(ratios)))
            }
        }
    }

    /// Item 11 of issue 47's check: the same comparison on listeners drawn as the issue drew
    /// them (threshold log-uniform 2–50 ¢; slope 1.5, 2 or 3.5; lapses 0, 2 or 4 %), over all of them.
    func otherEarsRoughTable() {
        let kinds: [(slope: Double, lapse: Double)] = [1.5, 2.0, 3.5].flatMap { slope in [0.0, 0.02, 0.04].map { (slope, $0) } }
        let settings = SimulationExperiments.settings(narrowing: 0.08, widening: 0.09), seed = self.seed
        print("\n## Rough intervals on other ears (\(runs) runs × \(kinds.count) ears × 300 trials of the original 0.08/0.09 chain)\n")
        print("Each run's threshold drawn log-uniform from 2–50 ¢. Peach's overall interval against the careful fit's of the same answers: the median span (high ÷ low) and how often it held T; the ratio of the median spans; run by run, the median ratio of the log-widths and the share within 1.5.\n")
        print("| ear | Peach: median span, held | careful fit: median span, held | ratio of the median spans | log-width ratio: median, within 1.5 |")
        print("|---|---|---|---|---|")
        var all: [(peach: ThresholdEstimate, careful: ThresholdEstimate, truth: Double)] = []
        func median(_ values: [Double]) -> Double { let sorted = values.sorted(); return sorted.isEmpty ? .nan : sorted[sorted.count / 2] }
        func row(_ name: String, _ runs: [(peach: ThresholdEstimate, careful: ThresholdEstimate, truth: Double)]) {
            let peachSpan = median(runs.map { $0.peach.high / $0.peach.low }), carefulSpan = median(runs.map { $0.careful.high / $0.careful.low })
            let held = { (pick: (ThresholdEstimate, ThresholdEstimate) -> ThresholdEstimate) in
                100 * Double(runs.filter { pick($0.peach, $0.careful).contains($0.truth) }.count) / Double(max(1, runs.count))
            }
            let widths = runs.map { log($0.peach.high / $0.peach.low) / log($0.careful.high / $0.careful.low) }
            print(String(format: "| %@ | %.1f, %.0f %% | %.1f, %.0f %% | %.2f | %.2f, %.0f %% |", name, peachSpan, held { a, _ in a }, carefulSpan, held { _, b in b },
                         peachSpan / carefulSpan, median(widths), 100 * Double(widths.filter { $0 <= 1.5 }.count) / Double(max(1, widths.count))))
        }
        for (kindIndex, kind) in kinds.enumerated() {
            // The runs on both cores: each careful fit weighs 300 answers at 40,000 grid points.
            let results = Parallel.map(0..<runs) { run -> (peach: ThresholdEstimate, careful: ThresholdEstimate, truth: Double)? in
                let runSeed = seed &+ UInt64(kindIndex * 10_007 + run) &* 104_729
                var draw = SeededRandom(seed: runSeed ^ 0x5EED)
                let threshold = exp(draw.uniform(in: log(2.0)...log(50.0)))
                var simulation = TrainingSimulation(
                    listener: SimulatedListener(threshold: threshold, slope: kind.slope, lapseRate: kind.lapse), settings: settings, seed: runSeed)
                simulation.run(trials: 300)
                guard let peach = simulation.task?.overall() else { return nil }
                return (peach, CarefulFit.estimate(differences: simulation.differences, correct: simulation.answers), threshold)
            }
            let runsOfKind = results.compactMap { $0 }
            row(String(format: "β = %g, lapses %.0f %%", kind.slope, 100 * kind.lapse), runsOfKind)
            all += runsOfKind
        }
        row("**all**", all)
    }
}
