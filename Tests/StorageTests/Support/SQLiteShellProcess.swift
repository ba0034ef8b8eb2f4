import Foundation

/// The `sqlite3` command-line shell, as a separate program that checks what
/// this wrapper wrote without going through it.
enum SQLiteShellProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The rows `sql` returns from the database at `path`, one a line, without the final newline.
    static func query(_ sql: String, database path: String) throws -> String {
        guard let shell = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3", "/bin/sqlite3"]
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { throw Failure(description: "the sqlite3 command-line shell is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = ["-readonly", path, sql]
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A few bytes: reading to the end before waiting cannot fill the pipe.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "sqlite3 exited with status \(process.terminationStatus)")
        }
        var text = String(decoding: data, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
