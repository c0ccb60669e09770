import CRtMidi
import Foundation
import PeachCore

/// ALSA sequencer inputs through RtMidi, for controllers that are not bridged into JACK.
/// (RtMidi's own JACK backend would call back on the JACK thread and allocate; JACK MIDI
/// therefore goes through Peach's own midi_in port instead.)
public final class ALSAMIDIInputs: @unchecked Sendable {
    /// The ports opened, by name.
    public private(set) var openPorts: [String] = []
    /// Why there are no ALSA inputs, when there are none (no sequencer, no matching port).
    public private(set) var unavailableReason: String?

    private let backend: Backend
    private var devices: [RtMidiInPtr] = []
    private var contexts: [Unmanaged<PortContext>] = []

    final class PortContext {
        let name: String
        let receiver: ControlReceiver
        init(name: String, receiver: ControlReceiver) {
            self.name = name
            self.receiver = receiver
        }
    }

    /// RtMidi's backend: ALSA (the default), or RtMidi's own JACK client for setups that
    /// want it (it calls back on a JACK thread and allocates, so midi_in remains the way
    /// for sample-accurate input).
    public typealias Backend = MIDIInputBackend

    /// Opens the inputs whose names match `patterns` (shell globs; "*" means every input
    /// except ALSA's "Midi Through" and Peach's own).
    public init(patterns: [String], clientName: String, receiver: ControlReceiver, backend: Backend = .alsa) {
        self.backend = backend
        guard !patterns.isEmpty else {
            unavailableReason = "no ALSA MIDI inputs are configured"
            return
        }
        guard let lister = Self.makeInput(clientName: clientName, backend: backend) else {
            unavailableReason = backend == .alsa
                ? "the ALSA sequencer is not available (no /dev/snd/seq); using JACK MIDI only"
                : "RtMidi's JACK backend could not open a client"
            return
        }
        defer { rtmidi_in_free(lister) }
        let names = (0..<rtmidi_get_port_count(lister)).compactMap { Self.portName(lister, $0) }
        let chosen = names.enumerated().filter { _, name in Self.matches(name, patterns: patterns, clientName: clientName) }
        for (index, name) in chosen {
            guard let device = Self.makeInput(clientName: clientName, backend: backend) else { continue }
            let context = Unmanaged.passRetained(PortContext(name: name, receiver: receiver))
            rtmidi_in_ignore_types(device, true, true, true)
            rtmidi_in_set_callback(device, { _, message, size, user in
                guard let message, let user else { return }
                let context = Unmanaged<PortContext>.fromOpaque(user).takeUnretainedValue()
                context.receiver.receive(UnsafeBufferPointer(start: message, count: size), frame: nil, from: context.name)
            }, context.toOpaque())
            rtmidi_open_port(device, UInt32(index), "peach in")
            if device.pointee.ok {
                devices.append(device)
                contexts.append(context)
                openPorts.append(name)
            } else {
                rtmidi_in_free(device)
                context.release()
            }
        }
        if openPorts.isEmpty {
            unavailableReason = names.isEmpty ? "no ALSA MIDI inputs found" : "no ALSA MIDI input matches \(patterns)"
        }
    }

    /// Every ALSA input's name, or why there are none.
    public static func list(clientName: String) -> Result<[String], ALSAUnavailable> {
        guard let lister = makeInput(clientName: clientName) else {
            return .failure(ALSAUnavailable(reason: "the ALSA sequencer is not available (no /dev/snd/seq)"))
        }
        defer { rtmidi_in_free(lister) }
        return .success((0..<rtmidi_get_port_count(lister)).compactMap { portName(lister, $0) })
    }

    public struct ALSAUnavailable: Error, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    static func matches(_ name: String, patterns: [String], clientName: String) -> Bool {
        if name.hasPrefix(clientName) || name.contains("RtMidi") { return false }
        return patterns.contains { pattern in
            pattern == "*" ? !name.contains("Midi Through") : fnmatch(pattern, name, 0) == 0
        }
    }

    /// The sequencer's device; without it RtMidi would only print ALSA's complaints.
    static let sequencerDevice = "/dev/snd/seq"

    private static func makeInput(clientName: String, backend: Backend = .alsa) -> RtMidiInPtr? {
        if backend == .alsa && !FileManager.default.fileExists(atPath: sequencerDevice) { return nil }
        guard let device = rtmidi_in_create(backend.api, clientName, 1024) else { return nil }
        guard device.pointee.ok else {
            rtmidi_in_free(device)
            return nil
        }
        return device
    }

    private static func portName(_ device: RtMidiInPtr, _ index: UInt32) -> String? {
        var length: Int32 = 0
        _ = rtmidi_get_port_name(device, index, nil, &length)
        guard length > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        _ = rtmidi_get_port_name(device, index, &buffer, &length)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        for device in devices {
            rtmidi_close_port(device)
            rtmidi_in_free(device)
        }
        for context in contexts { context.release() }
    }
}

extension MIDIInputBackend {
    var api: RtMidiApi { self == .alsa ? RTMIDI_API_LINUX_ALSA : RTMIDI_API_UNIX_JACK }
}
