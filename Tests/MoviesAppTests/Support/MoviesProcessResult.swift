import Foundation

/// What one run of the `movies` binary left behind.
struct MoviesProcessResult: Sendable {
    let exitCode: Int32
    let standardOutput: Data
    let standardError: Data
    /// The child was still running when the helper's time limit ran out and was killed.
    let timedOut: Bool
    /// The child died by a signal; `exitCode` is then the signal's number.
    var terminatedBySignal = false

    var output: String { String(decoding: standardOutput, as: UTF8.self) }
    var errorOutput: String { String(decoding: standardError, as: UTF8.self) }

    /// The lines of stdout, without the empty line after the final newline.
    var outputLines: [String] { Self.lines(of: output) }
    /// The lines of stderr, without the empty line after the final newline.
    var errorLines: [String] { Self.lines(of: errorOutput) }

    /// stderr without the one-line notice about the embedded catalogue, which
    /// comes before any failure sentence when no server is configured.
    var errorLinesWithoutNotice: [String] {
        errorLines.filter { !$0.contains("using the embedded catalogue") }
    }

    /// Whether `secret` appears anywhere in stdout or stderr, byte for byte.
    func mentions(_ secret: String) -> Bool {
        let bytes = Data(secret.utf8)
        return standardOutput.range(of: bytes) != nil || standardError.range(of: bytes) != nil
    }

    private static func lines(of text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
