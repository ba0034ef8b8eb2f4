import Foundation
import Testing

/// Checks shared by the end-to-end tests.
enum EndToEndExpectations {
    /// The run failed the way DESIGN.md §1 asks: `exitCode`, nothing on stdout,
    /// and exactly one plain sentence on stderr (after the catalogue notice, if any).
    /// - Returns: that sentence, for further checks.
    @discardableResult
    static func expectOneSentenceFailure(
        _ result: MoviesProcessResult,
        exitCode: Int32,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        #expect(!result.timedOut, "the process was killed after the time limit", sourceLocation: sourceLocation)
        #expect(result.exitCode == exitCode, "stderr: \(result.errorOutput)", sourceLocation: sourceLocation)
        #expect(result.output.isEmpty, "stdout should be empty, was: \(result.output)", sourceLocation: sourceLocation)
        let lines = result.errorLinesWithoutNotice
        #expect(lines.count == 1, "stderr should be one line, was: \(result.errorOutput)", sourceLocation: sourceLocation)
        let sentence = lines.first ?? ""
        #expect(sentence.hasPrefix("movies: "), "stderr: \(sentence)", sourceLocation: sourceLocation)
        #expect(sentence.hasSuffix("."), "stderr should end a sentence: \(sentence)", sourceLocation: sourceLocation)
        #expect(!sentence.contains("Error:") && !sentence.contains("Usage:"), "stderr: \(sentence)", sourceLocation: sourceLocation)
        #expect(
            !sentence.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
            "stderr has control characters: \(sentence.debugDescription)",
            sourceLocation: sourceLocation
        )
        return sentence
    }

    /// The run succeeded: exit 0, something on stdout, not killed.
    static func expectSuccess(_ result: MoviesProcessResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!result.timedOut, "the process was killed after the time limit", sourceLocation: sourceLocation)
        #expect(result.exitCode == 0, "stderr: \(result.errorOutput)", sourceLocation: sourceLocation)
        #expect(!result.output.isEmpty, sourceLocation: sourceLocation)
    }

    /// The numbered result lines of plain search output ("1. Title (Year) …"), titles only.
    static func numberedTitles(in result: MoviesProcessResult) -> [String] {
        result.outputLines.compactMap { line -> String? in
            // Numbers are right-aligned (" 1." … "20."), so a line may start with a space.
            let line = line.drop { $0 == " " }
            guard let dot = line.firstIndex(of: "."), Int(line[..<dot]) != nil else { return nil }
            var rest = line[line.index(after: dot)...].trimmingCharacters(in: .whitespaces)
            // Drop the rating column and the year.
            if let star = rest.range(of: "★") { rest = String(rest[..<star.lowerBound]).trimmingCharacters(in: .whitespaces) }
            if let year = rest.range(of: #" \(\d{4}\)$"#, options: .regularExpression) { rest = String(rest[..<year.lowerBound]) }
            return rest
        }
    }
}

extension EndToEndExpectations {
    /// The run showed the cached entry because the server failed: exit 0, the
    /// results on stdout, nothing on stderr, and a last line that says the
    /// results are cached and why ("offline — cached results from … · rate limited").
    static func expectCachedFallback(
        _ result: MoviesProcessResult,
        reason: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectSuccess(result, sourceLocation: sourceLocation)
        #expect(result.errorOutput.isEmpty, "stderr: \(result.errorOutput)", sourceLocation: sourceLocation)
        let status = result.outputLines.last ?? ""
        #expect(status.hasPrefix("offline — cached"), "stdout: \(result.output)", sourceLocation: sourceLocation)
        #expect(status.hasSuffix("· \(reason)"), "status line: \(status)", sourceLocation: sourceLocation)
    }
}
