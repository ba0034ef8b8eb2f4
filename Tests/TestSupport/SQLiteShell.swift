import Foundation

/// The `sqlite3` command-line shell, reading a cache the way someone checking
/// the binary's work would: a separate program, not this code's SQLite wrapper.
public enum SQLiteShell {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The shell's output for `sql` on the database at `path`, one line per row,
    /// columns separated by `|`, without the final newline.
    /// - Parameter readOnly: Open with `-readonly`, so the check itself cannot write.
    public static func query(_ sql: String, database path: String, readOnly: Bool = false) throws -> String {
        guard let shell = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3", "/bin/sqlite3"]
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { throw Failure(description: "the sqlite3 command-line shell is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        // Busy timeout: a `movies` process may still be checkpointing.
        process.arguments = ["-cmd", ".timeout 5000"] + (readOnly ? ["-readonly"] : []) + [path, sql]
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Small outputs: reading to the end before waiting cannot deadlock on a full pipe.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "sqlite3 failed: \(String(decoding: errorData, as: UTF8.self))")
        }
        var text = String(decoding: data, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The shell's output for `sql` on `database`.
    public static func query(_ database: URL, _ sql: String) throws -> String {
        try query(sql, database: database.path)
    }

    /// `PRAGMA integrity_check`: `"ok"` for a consistent database.
    public static func integrityCheck(database path: String) throws -> String {
        try query("PRAGMA integrity_check", database: path)
    }
}
