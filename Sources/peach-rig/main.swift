import Foundation
import PeachMeasurement

// A recorder and a controller in a process of their own, for the tests that run Peach on
// another JACK implementation (PipeWire's, through pw-jack): a test process has one libjack,
// jackd2's, so the measuring clients of PipeWire's graph must live here.
//
// peach-rig NAME SECONDS OUTPUT: opens NAME (an audio input recording up to SECONDS),
// NAME-pads (a MIDI output) and NAME-voice (an audio output, a singer), prints one JSON line
// with their port names, then reads commands from standard input:
//   send B1 [B2 [B3]]   a MIDI message in hex, sent in the next period
//   sing HZ SECONDS     a bright voice (every harmonic at 1/n, −18 dBFS) from the next period
//   stop                writes the recording to OUTPUT (float32 samples, native order;
//                       sample i is frame firstFrame + i) and prints a JSON line: sample
//                       rate, period, first frame, sent frames, `gaps` (how many times the
//                       recorder was not called for a period) with `missed` (those stretches,
//                       [from, to) in samples, written as silence) and `xruns` (the samples
//                       near which the server reported an xrun: any client late)
// End of input is `stop`.

let arguments = CommandLine.arguments
guard arguments.count == 4, let seconds = Double(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: peach-rig NAME SECONDS OUTPUT\n".utf8))
    exit(2)
}
let name = arguments[1], output = arguments[3]

func say(_ object: [String: Any]) {
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

let recorder: JackRecorder
let pads: JackMIDISender
let voice: JackPlayer
do {
    recorder = try JackRecorder(name: name, seconds: seconds)
    pads = try JackMIDISender(name: name + "-pads")
    voice = try JackPlayer(name: name + "-voice", seconds: 10)
} catch {
    FileHandle.standardError.write(Data("peach-rig: \(error)\n".utf8))
    exit(3)
}
recorder.start()
say(["input": recorder.inputPort, "pads": pads.outputPort, "voice": voice.outputPort, "sampleRate": recorder.sampleRate, "bufferSize": recorder.client.bufferSize])

while let line = readLine() {
    let words = line.split(separator: " ")
    if words.first == "stop" { break }
    if words.first == "send" {
        let bytes = words.dropFirst().compactMap { UInt8($0, radix: 16) }
        if (1...3).contains(bytes.count) { pads.send(bytes) }
    }
    if words.first == "sing", words.count == 3, let hertz = Double(words[1]), let length = Double(words[2]), hertz > 20, length > 0 {
        await voice.play(sung(hertz: hertz, seconds: min(length, 10), rate: voice.sampleRate))
    }
}

/// A held voice: harmonics at 1/n up to 16 kHz, 10 ms fades, RMS about −18 dBFS.
func sung(hertz: Double, seconds: Double, rate: Int) -> [Float] {
    let harmonics = Array(1...max(1, Int(16_000 / hertz)))
    let gain = 0.126 / (harmonics.reduce(0) { $0 + 1 / Double($1 * $1) } / 2).squareRoot()
    let count = Int(seconds * Double(rate)), fade = Double(rate) / 100
    return (0..<count).map { index in
        let phase = 2 * Double.pi * hertz * Double(index) / Double(rate)
        let envelope = min(1, Double(index) / fade, Double(count - index) / fade)
        return Float(gain * envelope * harmonics.reduce(0) { $0 + sin(Double($1) * phase) / Double($1) })
    }
}

recorder.stop()
let recording = recorder.recording()
let gaps = zip(recording.periodStarts, recording.periodStarts.dropFirst()).filter { earlier, later in
    Int64(bitPattern: later.frame &- earlier.frame) != Int64(later.index - earlier.index)
}.count
let aligned = recording.alignedToFrames()
let xruns = recorder.xrunFrames.map { Int64(bitPattern: $0 &- recording.firstFrame) }
let written = aligned.samples.withUnsafeBufferPointer { FileManager.default.createFile(atPath: output, contents: Data(buffer: $0)) }
say([
    "written": written, "samples": aligned.samples.count, "sampleRate": recording.sampleRate, "bufferSize": recorder.client.bufferSize,
    "firstFrame": recording.firstFrame, "sent": pads.sentEvents().map { Int($0.frame) }, "gaps": gaps,
    "missed": aligned.missed.map { [$0.lowerBound, $0.upperBound] }, "xruns": xruns,
])
pads.close()
voice.close()
recorder.close()
