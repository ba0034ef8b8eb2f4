import MoviesDomain
import Storage

/// Reads what can be read of a damaged library, table by table.
///
/// Damage shows two ways. A read that reaches a bad page may fail: the range
/// is then halved until the failure is cornered. Or it may stop early without
/// a word, at the bad page: reading then goes on from the next id, and when
/// nothing comes from there, looks further and further ahead (then back, to
/// the first id that reads) for where good pages start again. One bad page
/// costs only the films stored on it.
struct LibrarySalvage {
    /// How many reads one table may take before the rest of it is given up.
    static let readBudget = 4_000

    private let connection: SQLiteConnection
    private let table: LibraryTables.Table
    private var reads = 0

    static func read(_ connection: SQLiteConnection) -> LibraryTables {
        var tables = LibraryTables()
        for table in LibraryTables.Table.allCases {
            var salvage = LibrarySalvage(connection: connection, table: table)
            salvage.readForward(into: &tables)
        }
        return tables
    }

    private init(connection: SQLiteConnection, table: LibraryTables.Table) {
        self.connection = connection
        self.table = table
    }

    /// TMDB ids are positive, so reading starts at 0 and ends at the largest id.
    private mutating func readForward(into tables: inout LibraryTables) {
        var next: Int64 = 0
        while reads < Self.readBudget {
            if let last = readCornering(next...Int64.max, into: &tables) {
                guard last < Int64.max else { return }
                next = last + 1
            } else if let resume = firstReadableID(after: next) {
                next = resume
            } else {
                return
            }
        }
    }

    /// Reads `ids`, halving a range whose read fails.
    /// - Returns: The largest id read.
    private mutating func readCornering(_ ids: ClosedRange<Int64>, into tables: inout LibraryTables) -> Int64? {
        guard reads < Self.readBudget else { return nil }
        reads += 1
        var attempt = tables
        do {
            let last = try attempt.read(table, connection, ids: ids)
            tables = attempt
            return last
        } catch {
            guard ids.lowerBound < ids.upperBound else { return nil }
            // Halves without overflow, whatever the bounds: the span as unsigned.
            let span = UInt64(bitPattern: ids.upperBound &- ids.lowerBound)
            let middle = ids.lowerBound &+ Int64(bitPattern: span / 2)
            let lower = readCornering(ids.lowerBound...middle, into: &tables)
            let upper = readCornering((middle + 1)...ids.upperBound, into: &tables)
            return upper ?? lower
        }
    }

    /// The first id after `start` from which a read finds anything: looked
    /// for ever further ahead, then narrowed down.
    private mutating func firstReadableID(after start: Int64) -> Int64? {
        var missed = start
        var step: Int64 = 1
        while reads < Self.readBudget, step < Int64.max / 4, start <= Int64.max - step {
            let probe = start + step
            if firstID(from: probe) != nil {
                // Between `missed` (nothing) and `probe` (something): narrow down.
                var low = missed, high = probe
                while high - low > 1, reads < Self.readBudget {
                    let middle = low + (high - low) / 2
                    if firstID(from: middle) != nil { high = middle } else { low = middle }
                }
                return firstID(from: high)
            }
            missed = probe
            step *= 2
        }
        return nil
    }

    /// The smallest id of at least `start` one seek finds, or `nil`.
    private mutating func firstID(from start: Int64) -> Int64? {
        reads += 1
        let sql = "SELECT tmdb_id FROM \(table.name) WHERE tmdb_id >= ? ORDER BY tmdb_id LIMIT 1"
        guard let id = try? connection.firstRow(sql, [.integer(start)])?.value(at: 0, as: Int64.self), id >= start else { return nil }
        return id
    }
}
