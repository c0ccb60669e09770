import Foundation
import GRDB
import PeachCore

extension TrainingStore {
    /// The latest comparison of a task, where its Kazez chain continues; its earliest
    /// comparisons, oldest first (up to `earliest`), from which the chain's fast start is
    /// followed; and how many it has. Nil when the task has no comparison.
    public func chain(of task: ListeningTask, earliest limit: Int = 64) throws -> (last: ComparisonRecord, earliest: [ComparisonRecord], total: Int)? {
        typealias Columns = ComparisonRow.Columns
        // The direction is the order of the notes; unison has none.
        var ofTask = Columns.interval == task.interval.rawValue
        if task.interval != .unison {
            ofTask = ofTask && (task.direction == .up ? Columns.targetNote > Columns.referenceNote : Columns.targetNote < Columns.referenceNote)
        }
        return try naming { try database.read { db in
            guard try db.tableExists(ComparisonRow.databaseTableName) else { return nil }
            let latest = ComparisonRow.filter(ofTask).order(Columns.timestamp.desc, Columns.id.desc)
            guard let row = try Row.fetchOne(db, latest) else { return nil }
            let first = ComparisonRow.filter(ofTask).order(Columns.timestamp, Columns.id).limit(limit)
            let earliest = try Row.fetchAll(db, first).map { try ComparisonRow(row: $0).record }
            return (try ComparisonRow(row: row).record, earliest, try ComparisonRow.filter(ofTask).fetchCount(db))
        } }
    }
}
