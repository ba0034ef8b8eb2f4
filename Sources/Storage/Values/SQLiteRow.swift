import CSQLite

/// One result row, copied out of the statement so it stays valid after the
/// statement is reset and reused.
public struct SQLiteRow: Equatable, Sendable {
    /// The column values in `SELECT` order.
    public let values: [SQLiteValue]

    public init(values: [SQLiteValue]) {
        self.values = values
    }

    /// The number of columns.
    public var count: Int { values.count }

    /// The column at `index` converted to `T`.
    ///
    /// Ask for an optional type to accept `NULL`.
    /// - Throws: `SQLiteError` (`SQLITE_RANGE`, `SQLITE_MISMATCH`) when the column
    ///   does not exist or its value does not convert to `T`.
    public func value<T: SQLiteValueConvertible>(at index: Int, as type: T.Type = T.self) throws -> T {
        guard values.indices.contains(index) else {
            throw SQLiteError(
                extendedResultCode: SQLITE_RANGE,
                message: "column \(index) requested from a row of \(values.count) columns"
            )
        }
        guard let converted = T.fromSQLiteValue(values[index]) else {
            throw SQLiteError.mismatch("column \(index) holds \(values[index].storageClassName), not \(T.self)")
        }
        return converted
    }
}

extension SQLiteValue {
    /// The storage class, for error messages that must not echo stored data.
    var storageClassName: String {
        switch self {
        case .null: "NULL"
        case .integer: "INTEGER"
        case .real: "REAL"
        case .text: "TEXT"
        case .blob: "BLOB"
        }
    }
}
