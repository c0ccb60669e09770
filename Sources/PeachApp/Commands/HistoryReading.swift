import PeachCore

/// Every stored record into the registered disciplines' parts of the profile, with a
/// progress bar for a long history: what training, the profile and the report start from.
public enum HistoryReading {
    /// A database that cannot be read to the end ends Peach with status 4, before anything
    /// is written to it.
    public static func rebuild(
        _ store: any RecordsStore, into parts: [any ProfilePart.Type], console: any Console
    ) throws(CommandFailure) -> TrainingHistory.Rebuild {
        var rebuild = TrainingHistory.Rebuild(parts: parts)
        do {
            try store.forEachRecord(progress: { console.progress("reading the history", $0, $1) }) { rebuild.add($0) }
        } catch {
            // A damaged record's message names the file already.
            let words = "\(error)"
            throw CommandFailure(ExitStatus.database, words.hasPrefix(store.path) ? words : "\(store.path) cannot be read: \(words)")
        }
        return rebuild
    }
}
