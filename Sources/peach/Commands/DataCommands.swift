import ArgumentParser
import PeachWiring

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every training record as CSV (the original app's format 3).",
        discussion: "Without FILE the CSV goes to standard output. --format 1 writes the layout older versions of the app read: pitch records only (it says how many rhythm records it left out). Neither format has a place for Fill the Gap's taps or for whether a match was sung: export says what it left out, and `peach backup` keeps everything."
    )

    @OptionGroup var files: FileOptions

    @Argument(help: "The CSV file to write.")
    var file: String?

    @Option(help: ArgumentHelp("3 (everything) or 1 (pitch records only, for older versions of the app).", valueName: "version"))
    var format = 3

    func validate() throws {
        guard format == 1 || format == 3 else { throw ValidationError("--format: Peach writes format 3, or 1 for older versions of the app") }
        try checkPath(file, "the file to write")
    }

    func run() throws {
        try files.peachFiles.export(to: file, format: format)
    }
}

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read training records from a CSV file (the original app's formats 1, 2 and 3).",
        // One paragraph without line breaks: ArgumentParser wraps it to the terminal, and
        // breaks of its own would be wrapped again into ragged lines.
        discussion: """
            --replace swaps everything stored for the file; --merge adds what is not stored yet \
            (a duplicate has the same second, notes and type). Either way the import is one \
            transaction: all of it, or on any error nothing. Bad rows are skipped and listed.

            --replace asks on the terminal first, as reset does; without a terminal it needs --yes.
            """
    )

    @OptionGroup var files: FileOptions

    @Argument(help: "The CSV file to read.")
    var file: String

    @Flag(help: "How to treat what is already stored: --replace swaps it for the file, --merge adds what is not stored yet.")
    var mode: Mode?

    @Flag(name: .customLong("yes"), help: "With --replace: do not ask before deleting what is stored.")
    var confirmed = false

    enum Mode: String, EnumerableFlag {
        case replace, merge
    }

    func validate() throws {
        guard mode != nil else {
            throw ValidationError("say how to import: --replace (everything stored is swapped for the file) or --merge (what is not stored yet is added)")
        }
        try checkPath(file, "the file to import")
    }

    func run() throws {
        try files.peachFiles.importRecords(file, replacing: mode == .replace, confirmed: confirmed)
    }
}

struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Write Peach's own backup of every training record, every field kept.",
        discussion: """
            The CSV of `peach export` is the original app's exchange format: it has no place for \
            Fill the Gap's taps or for whether a match was sung. A backup keeps everything, \
            with the version of its layout, and `peach restore` (of this Peach or a later one) \
            reads it back. The file is a copy of the records' SQLite database, written whole \
            or not at all, readable only by you. It reads beside a Peach that trains.
            """
    )

    @OptionGroup var files: FileOptions

    @Argument(help: "The backup file to write (a file of its own: not standard output).")
    var file: String

    func validate() throws {
        try checkPath(file, "the backup to write")
    }

    func run() throws {
        try files.peachFiles.backup(to: file)
    }
}

struct RestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Read back the training records of a backup that `peach backup` wrote.",
        discussion: """
            --replace swaps everything stored for the backup's records; --merge adds those not \
            stored yet (a record of the same kind at the same millisecond with the same notes \
            or tempo is stored already). Either way it is one transaction: all of it, or on \
            any error nothing. A file that is no backup of Peach's, or one from a newer Peach, \
            is refused before anything is changed.

            --replace asks on the terminal first, as reset does; without a terminal it needs --yes.
            """
    )

    @OptionGroup var files: FileOptions

    @Argument(help: "The backup file to read.")
    var file: String

    @Flag(help: "How to treat what is already stored: --replace swaps it for the backup, --merge adds what is not stored yet.")
    var mode: ImportCommand.Mode?

    @Flag(name: .customLong("yes"), help: "With --replace: do not ask before deleting what is stored.")
    var confirmed = false

    func validate() throws {
        guard mode != nil else {
            throw ValidationError("say how to restore: --replace (everything stored is swapped for the backup) or --merge (what is not stored yet is added)")
        }
        try checkPath(file, "the backup to restore")
    }

    func run() throws {
        try files.peachFiles.restore(file, replacing: mode == .replace, confirmed: confirmed)
    }
}

struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Delete every training record (the profile starts again from nothing).",
        discussion: "Asks on the terminal first; without a terminal only --yes deletes."
    )

    @OptionGroup var files: FileOptions

    @Flag(name: .customLong("yes"), help: "Do not ask for confirmation.")
    var confirmed = false

    func run() throws {
        try files.peachFiles.reset(confirmed: confirmed)
    }
}
