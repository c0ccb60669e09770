import PeachCore

/// `peach export [FILE] [--format 1]`: every record as CSV, read beside a Peach that
/// trains. A file is written whole or not at all; without FILE (or with `-`) the CSV goes
/// to standard output. Format 1 (the original app's older versions) holds no rhythm
/// records, and neither format has a place for what is Peach's own (Fill the Gap's taps,
/// how a match was made): what was left out is said, so that no one takes it for a full
/// backup (`peach backup` is one).
public struct ExportRecords {
    let library: any RecordsLibrary
    let console: any Console

    public init(library: any RecordsLibrary, console: any Console) {
        self.library = library
        self.console = console
    }

    public func run(to file: String?, format version: Int = 3) throws {
        let store = try library.opened(forWriting: false, console: console)
        defer { store.close() }
        let destination: FileDestination
        do {
            destination = try FileDestination(file ?? "-")
        } catch {
            throw CommandFailure(ExitStatus.cannotWrite, "\(error); nothing was written")
        }
        let count: ExportCount
        do {
            count = try store.exportRecords(format: version, progress: { console.progress("exporting", $0, $1) }) {
                try destination.write($0)
            }
            try destination.finish()
        } catch {
            destination.abandon()
            if let failure = error as? OutputError {
                throw CommandFailure.output(failure, what: file.map { "\($0) (nothing was written)" } ?? "standard output")
            }
            throw CommandFailure(ExitStatus.database, "export failed, nothing was written: \(error)")
        }
        if let file, file != "-" { console.tell("exported \(count.written) record\(count.written == 1 ? "" : "s") to \(file)") }
        if count.leftOut.total > 0 {
            // Format 1 leaves out the rhythm records, which format 3 has columns for; format 3
            // the records of Peach's own disciplines, which only a backup keeps.
            let keeper = version == 1 && count.leftOut[.timingComparison] + count.leftOut[.gapFill] == count.leftOut.total
                ? "format 3 keeps them" : "peach backup keeps them"
            console.tell("left out \(count.leftOut.wordsOfAny): format \(version) has no columns for them (\(keeper))")
        }
        if let details = count.detailsLeftOutWords {
            console.tell("not in format \(version): \(details); peach backup keeps them")
        }
    }
}
