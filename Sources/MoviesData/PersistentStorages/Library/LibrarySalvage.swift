import MoviesDomain
import Storage

/// Reads what can be read of a damaged library, table by table, range of ids
/// by range: a range whose pages are damaged is halved until the damage is
/// cornered, so one bad page costs only the films stored on it.
struct LibrarySalvage {
    /// How many failed reads one table may take before the rest of it is given up.
    static let failureBudget = 4_000

    static func read(_ connection: SQLiteConnection) -> LibraryTables {
        var tables = LibraryTables()
        for table in LibraryTables.Table.allCases {
            var failures = 0
            read(table, ids: LibraryTables.allIDs, into: &tables, connection, failures: &failures)
        }
        return tables
    }

    private static func read(
        _ table: LibraryTables.Table,
        ids: ClosedRange<Int64>,
        into tables: inout LibraryTables,
        _ connection: SQLiteConnection,
        failures: inout Int
    ) {
        guard failures < failureBudget else { return }
        var attempt = tables
        do {
            try attempt.read(table, connection, ids: ids)
            tables = attempt
            return
        } catch {
            failures += 1
        }
        guard ids.lowerBound < ids.upperBound else { return }
        // Halves without overflow, whatever the bounds: the span as unsigned.
        let span = UInt64(bitPattern: ids.upperBound &- ids.lowerBound)
        let middle = ids.lowerBound &+ Int64(bitPattern: span / 2)
        read(table, ids: ids.lowerBound...middle, into: &tables, connection, failures: &failures)
        if middle < ids.upperBound {
            read(table, ids: (middle + 1)...ids.upperBound, into: &tables, connection, failures: &failures)
        }
    }
}
