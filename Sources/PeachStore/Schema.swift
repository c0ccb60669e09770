import GRDB

/// The schema, as versioned migrations from the first release on. A migration is never
/// edited once released: a change is a new migration.
enum Schema {
    /// A migration: its identifier (what `grdb_migrations` keeps) and what it does.
    typealias Migration = (identifier: String, migrate: @Sendable (Database) throws -> Void)

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in migrations { migrator.registerMigration(migration.identifier, migrate: migration.migrate) }
        return migrator
    }

    static let migrations: [Migration] = [
        ("v1: comparison and pitch matching records", { db in
            try db.execute(sql: """
                CREATE TABLE comparison (
                    id INTEGER PRIMARY KEY,
                    referenceNote INTEGER NOT NULL CHECK (referenceNote BETWEEN 0 AND 127),
                    targetNote INTEGER NOT NULL CHECK (targetNote BETWEEN 0 AND 127),
                    centOffset REAL NOT NULL,
                    isCorrect INTEGER NOT NULL CHECK (isCorrect IN (0, 1)),
                    interval INTEGER NOT NULL CHECK (interval BETWEEN 0 AND 12),
                    tuningSystem TEXT NOT NULL CHECK (tuningSystem IN ('equalTemperament', 'justIntonation')),
                    timestamp REAL NOT NULL
                );
                CREATE INDEX comparison_timestamp ON comparison(timestamp);
                CREATE TABLE pitchMatching (
                    id INTEGER PRIMARY KEY,
                    referenceNote INTEGER NOT NULL CHECK (referenceNote BETWEEN 0 AND 127),
                    targetNote INTEGER NOT NULL CHECK (targetNote BETWEEN 0 AND 127),
                    initialCentOffset REAL NOT NULL,
                    userCentError REAL NOT NULL,
                    interval INTEGER NOT NULL CHECK (interval BETWEEN 0 AND 12),
                    tuningSystem TEXT NOT NULL CHECK (tuningSystem IN ('equalTemperament', 'justIntonation')),
                    timestamp REAL NOT NULL
                );
                CREATE INDEX pitchMatching_timestamp ON pitchMatching(timestamp);
                """)
        }),
        ("v2: comparisons indexed by interval", { db in
            // Each task (single notes, each interval and direction) continues its own chain
            // from its latest comparison; without this index finding a task with few or no
            // comparisons walked the whole history: 0.25 s a task at a million records.
            try db.execute(sql: "CREATE INDEX comparison_interval ON comparison(interval, timestamp)")
        }),
        ("v3: Compare Timing and Fill the Gap records", { db in
            // Tempo as the original app accepts it (any positive whole BPM): an imported
            // record may lie outside the 40–200 Peach trains. Offsets in ms, signed, − early.
            try db.execute(sql: """
                CREATE TABLE timingComparison (
                    id INTEGER PRIMARY KEY,
                    tempoBPM INTEGER NOT NULL CHECK (tempoBPM > 0),
                    offsetMs REAL NOT NULL,
                    isCorrect INTEGER NOT NULL CHECK (isCorrect IN (0, 1)),
                    timestamp REAL NOT NULL
                );
                CREATE INDEX timingComparison_timestamp ON timingComparison(timestamp);
                CREATE TABLE gapFill (
                    id INTEGER PRIMARY KEY,
                    tempoBPM INTEGER NOT NULL CHECK (tempoBPM > 0),
                    meanOffsetMs REAL NOT NULL,
                    position0 REAL, position1 REAL, position2 REAL, position3 REAL,
                    timestamp REAL NOT NULL
                );
                CREATE INDEX gapFill_timestamp ON gapFill(timestamp);
                CREATE TABLE gapTap (
                    id INTEGER PRIMARY KEY,
                    gapFill INTEGER NOT NULL REFERENCES gapFill(id) ON DELETE CASCADE,
                    cycle INTEGER NOT NULL CHECK (cycle >= 0),
                    position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 3),
                    offsetFrames INTEGER NOT NULL,
                    sampleRate INTEGER NOT NULL CHECK (sampleRate > 0)
                );
                CREATE INDEX gapTap_gapFill ON gapTap(gapFill);
                """)
        }),
        ("v4: how a match was made", { db in
            // Tuned with the control, or sung or played into the audio input: different
            // skills, shown apart. Every match before this version was tuned.
            try db.execute(sql: """
                ALTER TABLE pitchMatching ADD COLUMN matchedBy TEXT NOT NULL DEFAULT 'control' CHECK (matchedBy IN ('control', 'voice'))
                """)
        }),
    ]
}
