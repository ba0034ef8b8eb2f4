import Foundation

/// A program of the system a test checks our files with (Python's
/// `zipfile`, Info-ZIP's `unzip`), found on `PATH`. A tool that is not there
/// fails the test through its exit status: nothing is installed, nothing skipped.
public enum ExternalTool {
    /// Runs `arguments` (the tool's name first) to its end.
    /// - Returns: Its exit status, and what it wrote to stdout and stderr together.
    public static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try run(executable: "/usr/bin/env", arguments)
    }

    /// Runs `executable` (a path) with `arguments` to its end.
    /// - Returns: Its exit status, and what it wrote to stdout and stderr together.
    public static func run(executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
