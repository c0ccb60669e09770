import Foundation
import PeachAudio
import PeachCore
import PeachMeasurement
import Testing
@testable import PeachMIDI

/// Real MIDI through JACK: a sender client plays the controller, Peach's midi_in receives.
@Suite("JACK MIDI input")
struct JackMIDIInputTests {
    @Test("note-ons, note-offs, pitch bend and CCs arrive as controls, in order, at the frames they were sent")
    func controlsArriveFrameExact() async throws {
        try await ServerAccess.exclusive {
            let sender = try JackMIDISender(name: uniqueName("controller"))
            let engine = try AudioEngine(options: AudioEngineOptions(
                clientName: uniqueName("peach"), destinations: [], midiSources: [sender.outputPort]))
            defer {
                engine.close()
                sender.close()
            }
            let receiver = ControlReceiver()
            let feeding = Task {
                for await midi in engine.midiInput { receiver.receive(midi.bytes, frame: midi.frame, from: "jack") }
            }
            defer { feeding.cancel() }

            let script: [(bytes: [UInt8], offset: Int, mode: TrainingMode, control: TrainingControl?)] = [
                ([0x90, 64, 100], 0, .compare, .higher),
                ([0x80, 64, 0], 17, .compare, nil),
                ([0x91, 50, 90], 255, .compare, .lower),
                ([0x91, 50, 0], 3, .compare, nil),
                ([0xE0, 0x00, 0x60], 128, .match, .tuning(Double(12288 - 8192) / 8191)),
                ([0xB0, 1, 0], 77, .match, .tuning(-1)),
                ([0xB0, 1, 64], 9, .match, .tuning(0)),
                ([0xB0, 33, 64], 10, .match, .tuning(Double((64 << 7 | 64) - 8192) / 8191)),
                ([0x9F, 30, 1], 200, .match, .submit),
            ]
            var received: [MIDIInputEvent] = []
            var iterator = receiver.events.makeAsyncIterator()
            for step in script {
                receiver.mode = step.mode
                sender.send(step.bytes, offset: step.offset)
                guard let event = await iterator.next() else { break }
                received.append(event)
            }
            let sent = sender.sentEvents()
            try #require(received.count == script.count && sent.count == script.count)
            for (index, step) in script.enumerated() {
                #expect(received[index].control == step.control, "step \(index): \(received[index].message)")
                #expect(sent[index].bytes == step.bytes)
                #expect(received[index].frame == sent[index].frame, "step \(index): received at \(received[index].frame ?? 0), sent at \(sent[index].frame)")
            }
            // The offsets inside the period survive (255 is the last frame of a 256-frame period).
            let period = UInt64(engine.bufferSize)
            #expect(zip(received, script).allSatisfy { $0.frame! % period == UInt64(min($1.offset, Int(period) - 1)) % period })
        }
    }

    @Test("feedback_out sends the note-ons the engine is given")
    func feedbackOutput() async throws {
        try await ServerAccess.exclusive {
            let engine = try AudioEngine(options: AudioEngineOptions(
                clientName: uniqueName("peach"), destinations: [], midiSources: [], feedbackOutput: true))
            let listener = try AudioEngine(options: AudioEngineOptions(
                clientName: uniqueName("pads"), destinations: [], midiSources: [try #require(engine.feedbackPort)]))
            defer {
                listener.close()
                engine.close()
            }
            var incoming = listener.midiInput.makeAsyncIterator()
            engine.sendMIDI([0x90, 36, 127])
            engine.sendMIDI([0x80, 36, 0])
            #expect(await incoming.next()?.bytes == [0x90, 36, 127])
            #expect(await incoming.next()?.bytes == [0x80, 36, 0])
        }
    }

    @Test("without an ALSA sequencer the ALSA inputs say why, once, and nothing breaks")
    func alsaInputs() {
        let receiver = ControlReceiver()
        let inputs = ALSAMIDIInputs(patterns: ["*"], clientName: "peach-test", receiver: receiver)
        if FileManager.default.fileExists(atPath: "/dev/snd/seq") {
            // A machine with a sequencer lists its ports (possibly none besides Midi Through).
            #expect(inputs.unavailableReason == nil || !inputs.openPorts.isEmpty || inputs.unavailableReason!.contains("no ALSA MIDI input"))
        } else {
            #expect(inputs.openPorts.isEmpty)
            #expect(inputs.unavailableReason?.contains("ALSA sequencer is not available") == true)
            guard case let .failure(reason) = ALSAMIDIInputs.list(clientName: "peach-test") else {
                Issue.record("listing should fail without a sequencer")
                return
            }
            #expect(reason.description.contains("no /dev/snd/seq"))
        }
    }
}
