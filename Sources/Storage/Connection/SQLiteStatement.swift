import CSQLite
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A prepared statement. Not thread-safe: only `SQLiteConnection` touches it,
/// and only while holding its lock.
final class SQLiteStatement {
    let sql: String
    private let handle: OpaquePointer
    private let database: OpaquePointer

    /// Prepares exactly one statement; trailing text other than white space or
    /// semicolons is refused so a second statement is never silently ignored.
    init(sql: String, database: OpaquePointer, persistent: Bool) throws {
        var statement: OpaquePointer?
        var tailOffset = 0
        let flags = persistent ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        let code = sql.withCString { start in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(database, start, -1, flags, &statement, &tail)
            if let tail { tailOffset = tail - start }
            return code
        }
        guard code == SQLITE_OK else {
            sqlite3_finalize(statement)
            throw SQLiteError(
                extendedResultCode: sqlite3_extended_errcode(database),
                message: String(cString: sqlite3_errmsg(database)),
                sql: sql,
                systemErrorNumber: sqlite3_system_errno(database)
            )
        }
        guard let statement else {
            throw SQLiteError.misuse("no statement to prepare", sql: sql)
        }
        let rest = sql.utf8.dropFirst(tailOffset)
        guard rest.allSatisfy({ $0 == UInt8(ascii: ";") || $0 == 0x20 || (0x09...0x0D).contains($0) }) else {
            sqlite3_finalize(statement)
            throw SQLiteError.misuse("only one statement may be prepared at a time", sql: sql)
        }
        self.sql = sql
        self.handle = statement
        self.database = database
    }

    func finalize() {
        sqlite3_finalize(handle)
    }

    /// Binds `arguments`, steps to the end and collects every row; always
    /// leaves the statement reset so it holds no read transaction open.
    func rows(_ arguments: [SQLiteValue]) throws -> [SQLiteRow] {
        defer {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
        }
        try bind(arguments)
        var rows: [SQLiteRow] = []
        while true {
            let code = sqlite3_step(handle)
            switch code {
            case SQLITE_ROW:
                rows.append(currentRow())
            case SQLITE_DONE:
                return rows
            default:
                throw error(code)
            }
        }
    }

    private func bind(_ arguments: [SQLiteValue]) throws {
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard arguments.count == expected else {
            throw SQLiteError.misuse("\(arguments.count) arguments for \(expected) parameters", sql: sql)
        }
        for (offset, argument) in arguments.enumerated() {
            let code = bind(argument, at: Int32(offset + 1))
            guard code == SQLITE_OK else { throw error(code) }
        }
    }

    private func bind(_ value: SQLiteValue, at index: Int32) -> Int32 {
        switch value {
        case .null:
            return sqlite3_bind_null(handle, index)
        case .integer(let integer):
            return sqlite3_bind_int64(handle, index, integer)
        case .real(let real):
            return sqlite3_bind_double(handle, index, real)
        case .text(let text):
            // The byte count is passed explicitly so embedded NULs survive, and an
            // empty string gets a real pointer: a NULL pointer would bind SQL NULL.
            var text = text
            return text.withUTF8 { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_text64(handle, index, "", 0, movies_sqlite_transient(), UInt8(SQLITE_UTF8))
                }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                    sqlite3_bind_text64(
                        handle, index, characters, UInt64(bytes.count), movies_sqlite_transient(), UInt8(SQLITE_UTF8)
                    )
                }
            }
        case .blob(let data):
            // An empty blob is bound as a zero-length blob, not NULL; any other blob
            // with its exact length (a negative length is undefined for blobs).
            return data.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_zeroblob(handle, index, 0)
                }
                return sqlite3_bind_blob64(handle, index, base, UInt64(bytes.count), movies_sqlite_transient())
            }
        }
    }

    private func currentRow() -> SQLiteRow {
        let count = sqlite3_column_count(handle)
        var values: [SQLiteValue] = []
        values.reserveCapacity(Int(count))
        for column in 0..<count {
            values.append(value(at: column))
        }
        return SQLiteRow(values: values)
    }

    private func value(at column: Int32) -> SQLiteValue {
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT:
            // Pointer first, then the length, as SQLite documents.
            guard let text = sqlite3_column_text(handle, column) else { return .text("") }
            let length = Int(sqlite3_column_bytes(handle, column))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self))
        case SQLITE_BLOB:
            guard let blob = sqlite3_column_blob(handle, column) else { return .blob(Data()) }
            let length = Int(sqlite3_column_bytes(handle, column))
            return .blob(Data(bytes: blob, count: length))
        default:
            return .null
        }
    }

    private func error(_ code: Int32) -> SQLiteError {
        // The connection's extended code is more precise than `code` when they agree.
        let extended = sqlite3_extended_errcode(database)
        return SQLiteError(
            extendedResultCode: (extended & 0xFF) == (code & 0xFF) ? extended : code,
            message: String(cString: sqlite3_errmsg(database)),
            sql: sql,
            systemErrorNumber: sqlite3_system_errno(database)
        )
    }
}
