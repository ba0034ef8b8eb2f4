import Foundation

/// The `sqlite3` command-line shell, to look at the cache from outside the app.
enum SQLiteShell {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The shell's stdout for `sql` on `database`, without the final newline.
    static func query(_ database: URL, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [database.path, sql]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // The answers are a few lines: reading to the end before waiting cannot deadlock.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "sqlite3 failed: \(String(decoding: errorData, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }
}
