// swift-tools-version: 6.1
import PackageDescription

// Dependencies point one way: PeachCore (pure Swift, Foundation only) at the centre;
// the adapters (audio, MIDI, storage, config, terminal) implement its protocols;
// the application layer stands on the core; PeachWiring is the one composition root that
// wires them together, and the `peach` executable parses the command line for it.
let package = Package(
    name: "Peach",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "peach", targets: ["peach"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // The product's rules: music math, the adaptive algorithm, the profile,
        // training values and the protocols the adapters implement.
        .target(name: "PeachCore"),

        // System libraries.
        .systemLibrary(name: "CJack", pkgConfig: "jack", providers: [.apt(["libjack-jackd2-dev"])]),
        // No pkgConfig: rtmidi.pc carries flags SwiftPM rejects; the header and library are in the system paths.
        .systemLibrary(name: "CRtMidi", providers: [.apt(["librtmidi-dev"])]),
        // Likewise for fluidsynth.pc.
        .systemLibrary(name: "CFluidSynth", providers: [.apt(["libfluidsynth-dev"])]),
        .systemLibrary(name: "CLiblo", pkgConfig: "liblo", providers: [.apt(["liblo-dev"])]),
        .systemLibrary(name: "CAubio", pkgConfig: "aubio", providers: [.apt(["libaubio-dev"])]),

        // The audio thread's world: voices, queues and the process callback, always
        // optimised as a whole module, so that generic code is specialised across its files
        // and the compiler proves `@_noLocks` on the specialised code, debug builds included.
        // `-num-threads 1` is not a core count: any value makes whole-module optimisation
        // write one object file per source file, which SwiftPM's incremental builds expect.
        .target(
            name: "PeachRealTime",
            dependencies: ["PeachJack", "CJack"],
            swiftSettings: [.unsafeFlags(["-O", "-wmo", "-num-threads", "1"])]
        ),

        // The JACK client (typed ports, its callbacks from installation to freeing) and the
        // server launcher: what the engine and the measuring clients share.
        .target(name: "PeachJack", dependencies: ["CJack"]),

        // Adapters.
        .target(name: "PeachAudio", dependencies: ["PeachCore", "PeachRealTime", "PeachJack", "CFluidSynth"]),
        .target(name: "PeachMIDI", dependencies: ["PeachCore", "CRtMidi"]),
        .target(name: "PeachNSM", dependencies: ["PeachCore", "CLiblo"]),
        .target(name: "PeachConfig", dependencies: ["PeachCore"]),
        // Hearing the input: aubio's pitch and onset detectors, refined where they fall
        // short, on an analysis thread (never the audio thread). Optimised: it runs for as
        // long as Peach listens, on a machine that also plays.
        .target(
            name: "PeachListening", dependencies: ["PeachCore", "CAubio"],
            swiftSettings: [.unsafeFlags(["-O"])]
        ),
        // GRDBSQLite: SQLite's own API, for reading a value's type where GRDB reads the value.
        .target(name: "PeachStore", dependencies: ["PeachCore", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift")]),
        // JSON as Peach writes it (keys in order, shortest numbers): the headless lines and
        // `profile --json`; plain text, no I/O.
        .target(name: "PeachJSON"),
        .target(name: "PeachReport", dependencies: ["PeachCore", "PeachJSON"]),
        // The screens: an ANSI renderer of its own (no curses), keys, English and German.
        // They only draw the session state they are given; the composition root drives them.
        .target(name: "PeachTerminal", dependencies: ["PeachCore"]),

        // The application layer: the screens' navigation and keys, the headless loop, the
        // training disciplines registered in one place, the signal path; on the core's protocols and values
        // alone (a test reads this file and the imports, so that the rule cannot erode).
        .target(name: "PeachApp", dependencies: ["PeachCore", "PeachTerminal", "PeachJSON"]),

        // Measuring what comes out of JACK: a recording client and signal fits, for the
        // tests and the benchmarks (never linked into peach).
        .target(
            name: "PeachMeasurement", dependencies: ["PeachJack", "PeachRealTime", "PeachCore"],
            // Signal fits over long recordings: optimised, so they load the machine less.
            swiftSettings: [.unsafeFlags(["-O"])]
        ),
        // Simulated listeners answering the real strategy: where the chain settles and how
        // well thresholds are measured (the tests' claims, and scripts/simulate's tables).
        .target(name: "PeachSimulation", dependencies: ["PeachCore"]),
        // Synthesised voices, bassoons, clarinets, flutes, breath, claps, sticks and kicks, and the scores of
        // what the analyser hears in them: the listening tests' claims and peach-bench's tables.
        .target(
            name: "PeachListeningSignals", dependencies: ["PeachListening", "PeachCore"],
            // Seconds of many-partial tones per test: optimised, or synthesis outlasts the analysis.
            swiftSettings: [.unsafeFlags(["-O"])]
        ),
        .executableTarget(
            name: "peach-simulate",
            dependencies: ["PeachSimulation", "PeachCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "peach-store-writer", dependencies: ["PeachStore", "PeachCore", "PeachWiring"]),
        .executableTarget(name: "peach-rig", dependencies: ["PeachMeasurement"]),
        .executableTarget(name: "peach-bench", dependencies: ["PeachWiring", "PeachAudio", "PeachConfig", "PeachJack", "PeachRealTime", "PeachMeasurement", "PeachCore", "PeachMIDI", "PeachStore", "PeachListening", "PeachListeningSignals"]),

        // The composition root: every adapter made once and handed to the application's
        // flows, from what the command line said (it knows no ArgumentParser type).
        .target(
            name: "PeachWiring",
            dependencies: [
                "PeachCore", "PeachApp", "PeachAudio", "PeachJack", "PeachMIDI", "PeachConfig", "PeachStore",
                "PeachReport", "PeachTerminal", "PeachNSM", "PeachListening",
            ]
        ),
        // The command line: ArgumentParser's declarations, handed to the composition root.
        .executableTarget(
            name: "peach",
            dependencies: ["PeachCore", "PeachApp", "PeachWiring", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // Stand-ins for the sessions' services (a player the test drives, a recorder, a
        // clock): shared by the sessions' tests and the application layer's.
        .target(name: "PeachDoubles", dependencies: ["PeachApp", "PeachCore", "PeachReport", "PeachStore", "PeachTerminal", "PeachWiring"], path: "Tests/PeachDoubles"),
        .testTarget(name: "PeachCoreTests", dependencies: ["PeachCore", "PeachDoubles"]),
        .testTarget(name: "PeachSimulationTests", dependencies: ["PeachSimulation", "PeachCore", "PeachMeasurement"]),
        .testTarget(name: "PeachRealTimeTests", dependencies: ["PeachRealTime", "PeachMeasurement"]),
        .testTarget(name: "PeachMIDITests", dependencies: ["PeachMIDI", "PeachCore", "PeachAudio", "PeachJack", "PeachMeasurement"]),
        .testTarget(name: "PeachReportTests", dependencies: ["PeachReport", "PeachCore", "PeachJSON", "PeachDoubles"]),
        .testTarget(name: "PeachAppTests", dependencies: ["PeachApp", "PeachCore", "PeachTerminal", "PeachJSON", "PeachDoubles"]),
        .testTarget(name: "PeachTerminalTests", dependencies: ["PeachTerminal", "PeachCore", "PeachConfig", "PeachDoubles"]),
        // Fixtures/: databases as released versions of Peach left them, kept to open in this one.
        .testTarget(name: "PeachStoreTests", dependencies: ["PeachStore", "PeachCore", "PeachMeasurement", "PeachDoubles"], exclude: ["Fixtures"]),
        .testTarget(name: "PeachConfigTests", dependencies: ["PeachConfig", "PeachCore", "PeachMeasurement", "PeachDoubles"]),
        .testTarget(name: "PeachNSMTests", dependencies: ["PeachNSM"]),
        .testTarget(
            name: "PeachWiringTests",
            dependencies: [
                "PeachWiring", "PeachApp", "PeachConfig", "PeachCore", "PeachStore", "PeachReport", "PeachTerminal", "PeachJSON", "PeachDoubles",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(name: "PeachListeningTests", dependencies: ["PeachListening", "PeachListeningSignals", "PeachCore"]),
        // The built `peach` executable, driven as a musician or a script would.
        .testTarget(name: "PeachEndToEndTests", dependencies: ["PeachDoubles", "PeachConfig", "PeachMIDI", "PeachCore", "PeachMeasurement", "PeachAudio", "PeachJack", "PeachStore", "PeachListeningSignals"]),
        .testTarget(name: "PeachMeasurementTests", dependencies: ["PeachMeasurement", "PeachCore"]),
        .testTarget(name: "PeachJackTests", dependencies: ["PeachJack", "PeachMeasurement"]),
        .testTarget(name: "PeachAudioTests", dependencies: ["PeachAudio", "PeachJack", "PeachRealTime", "PeachCore", "PeachMeasurement"]),
    ],
    swiftLanguageModes: [.v6]
)
