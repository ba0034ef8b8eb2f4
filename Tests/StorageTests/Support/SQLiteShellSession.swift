import Foundation

/// The `sqlite3` shell kept running as another process on one database, fed
/// statements one batch at a time: it holds whatever locks its open
/// transaction holds for as long as the test needs, the way another `movies`
/// would, with no timing involved.
///
/// `@unchecked Sendable`: one thread at a time uses it (the test's, or the
/// thread of a connection that calls back into the test while the test's
/// thread waits for that connection).
final class SQLiteShellSession: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var batches = 0

    init(database path: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A busy timeout, so its own COMMIT waits out a reader of the test instead of failing.
        process.arguments = ["sqlite3", "-cmd", ".timeout 60000", path]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
    }

    deinit {
        end()
    }

    /// Sends `sql` and returns once the shell has run all of it.
    /// - Throws: `Failure` with what the shell wrote, when it wrote anything
    ///   (an error) or stopped.
    func run(_ sql: String) throws {
        batches += 1
        let marker = "batch-\(batches)-done"
        input.fileHandleForWriting.write(Data("\(sql)\nSELECT '\(marker)';\n".utf8))
        // A blocking read: the shell answers every batch, or ends and closes the pipe.
        var text = ""
        while !text.hasSuffix(marker + "\n") {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { throw Failure(description: "sqlite3 stopped: \(text)") }
            text += String(decoding: data, as: UTF8.self)
        }
        let said = String(text.dropLast(marker.count + 1))
        guard said.isEmpty else { throw Failure(description: "sqlite3 said: \(said)") }
    }

    /// Ends the shell (its open transaction rolls back) and waits for it; harmless twice.
    func end() {
        guard process.isRunning else { return }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
