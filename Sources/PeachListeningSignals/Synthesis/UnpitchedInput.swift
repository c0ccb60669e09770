/// What must never be reported as a pitch: silence, noise, breath, and a note far below
/// the silence level (a neighbour's instrument through the wall).
public enum UnpitchedInput {
    public static func signals(sampleRate rate: Int) -> [(name: String, samples: [Float])] {
        var noise = SeededNoise(seed: 11)
        var quietNote = HarmonicTone(timbre: .voice, frequency: 211.4)
        quietNote.level = -70
        var quietNoteWithHiss = quietNote.samples(seconds: 2, sampleRate: rate)
        var hiss = SeededNoise(seed: 12)
        for index in quietNoteWithHiss.indices { quietNoteWithHiss[index] += Float(hiss.gaussian() * amplitude(dB: -90)) }
        return [
            ("digital silence", [Float](repeating: 0, count: 2 * rate)),
            ("a quiet room (noise at −80 dBFS)", noise.white(count: 2 * rate, rms: amplitude(dB: -80))),
            ("white noise at −20 dBFS", noise.white(count: 2 * rate, rms: amplitude(dB: -20))),
            ("white noise at −3 dBFS", noise.white(count: 2 * rate, rms: amplitude(dB: -3))),
            ("breath at −20 dBFS", BreathNoise(level: -20, seed: 7).samples(seconds: 3, sampleRate: rate)),
            ("breath at −35 dBFS", BreathNoise(level: -35, seed: 8).samples(seconds: 3, sampleRate: rate)),
            ("a note at −70 dBFS", quietNoteWithHiss),
        ]
    }
}
