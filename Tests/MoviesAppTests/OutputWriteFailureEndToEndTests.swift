import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue #11 item 8: output that stdout does not take whole is a failure of
/// the command — one sentence, exit 1 — never exit 0 over half a file. A
/// reader that leaves early (`| head`) still ends the process by SIGPIPE,
/// silently, as a shell expects.
@Suite struct OutputWriteFailureEndToEndTests {
    static let fullDiskSentence = "movies: The output could not be written (No space left on device); it is incomplete."

    /// Every command that prints to stdout, on the embedded catalogue, in
    /// each of its output forms (plain, JSON, the library's own writers, help).
    static let printingCommands: [[String]] = [
        ["search", "the"], ["search", "the", "--json"], ["search", "the", "--select", "2"],
        ["search", "the", "--json", "--select", "2"], ["details", "27205"], ["details", "27205", "--json"],
        [], ["home"], ["trending"], ["popular", "--json"], ["genres"], ["discover", "--genre", "Drama"],
        ["recent"], ["recent", "--json"],
        ["cache", "list"], ["cache", "list", "--json"], ["cache", "stats"], ["cache", "stats", "--json"], ["cache", "clear"],
        ["watchlist"], ["watchlist", "--json"], ["watchlist", "add", "27205"], ["seen"], ["seen", "add", "603"],
        ["export"], ["export", "--format", "json"], ["open", "27205"],
        ["--help"], ["search", "--help"], ["--version"],
    ]

    @Test(arguments: printingCommands)
    func whenStdoutIsDevFull_everyCommandSaysSoInOneSentenceAndExits1(arguments: [String]) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }

        // when
        let result = try await MoviesProcess.run(
            arguments, environment: sandbox.environment(["BROWSER": "/bin/true"]), in: sandbox.directory, standardOutput: full
        )

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence == Self.fullDiskSentence)
    }

    @Test(arguments: printingCommands)
    func whenStdoutTakesEverything_theSameCommandsSucceed(arguments: [String]) async throws {
        // The control for the test above: each command prints and exits 0 when it can.
        let sandbox = try EndToEndSandbox()
        let result = try await sandbox.run(arguments, environment: sandbox.environment(["BROWSER": "/bin/true"]))
        EndToEndExpectations.expectSuccess(result)
    }

    @Test func whenTheReaderHasGone_SIGPIPEEndsTheRunSilently() async throws {
        // given: a pipe nobody reads, SIGPIPE at its default disposition
        let sandbox = try EndToEndSandbox()
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        defer { try? pipe.fileHandleForWriting.close() }

        // when
        let result = try await MoviesProcess.run(
            ["search", "the", "--json"], environment: sandbox.environment(), in: sandbox.directory,
            standardOutput: pipe.fileHandleForWriting
        )

        // then: ended by the signal (the status Process reports for it), not a word on stderr
        #expect(result.terminatedBySignal)
        #expect(result.exitCode == SIGPIPE, "stderr: \(result.errorOutput)")
        #expect(result.errorLinesWithoutNotice.isEmpty, "stderr: \(result.errorOutput)")
    }

    @Test func whenTheReaderHasGoneAndSIGPIPEIsIgnored_theBrokenPipeIsOneSentenceAndExit1() async throws {
        // given: a pipe nobody reads, and a parent that ignores SIGPIPE (as some
        // runtimes do for their children), so write(2) fails with EPIPE instead
        let sandbox = try EndToEndSandbox()
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        defer { try? pipe.fileHandleForWriting.close() }
        let movies = try MoviesProcess.executableURL()

        // when
        let result = try await MoviesProcess.run(
            ["-c", "trap '' PIPE; exec \"$0\" \"$@\"", movies.path, "search", "the", "--json"],
            environment: sandbox.environment(), in: sandbox.directory,
            standardOutput: pipe.fileHandleForWriting, executable: URL(fileURLWithPath: "/bin/sh")
        )

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence == "movies: The output could not be written (Broken pipe); it is incomplete.")
    }
}

/// The same on a real file system that fills up part-way through the output:
/// the file holds what fitted, and the run says it is incomplete.
@Suite(.rootOnly) struct OutputOnFullDiskEndToEndTests {
    @Test func whenTheDiskFillsPartWayThroughJSON_theRunExits1AndSaysTheOutputIsIncomplete() async throws {
        // given: a 16 KiB tmpfs with one 4 KiB page left, and JSON longer than that
        let sandbox = try EndToEndSandbox()
        let complete = try await sandbox.run(["search", "the", "--json"])
        EndToEndExpectations.expectSuccess(complete)
        #expect(complete.standardOutput.count > 4_096)
        let scratch = try ScratchFileSystem(kibibytes: 16)
        try Data(count: 12 * 1_024).write(to: scratch.directory.appendingPathComponent("filler"))
        let outputURL = scratch.directory.appendingPathComponent("out.json")
        #expect(FileManager.default.createFile(atPath: outputURL.path, contents: nil))
        let output = try FileHandle(forWritingTo: outputURL)
        defer { try? output.close() }

        // when
        let result = try await MoviesProcess.run(
            ["search", "the", "--json"], environment: sandbox.environment(), in: sandbox.directory, standardOutput: output
        )

        // then: part of the JSON was written, and the run says it is not all of it
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence == OutputWriteFailureEndToEndTests.fullDiskSentence)
        let written = try Data(contentsOf: outputURL)
        #expect(written.count > 0 && written.count < complete.standardOutput.count, "\(written.count) bytes written")
        #expect(complete.standardOutput.starts(with: written))
    }

    @Test func whenTheDiskIsFullBeforePlainOutput_theRunExits1WithTheSentence() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let scratch = try ScratchFileSystem(kibibytes: 16)
        let outputURL = scratch.directory.appendingPathComponent("out.txt")
        #expect(FileManager.default.createFile(atPath: outputURL.path, contents: nil))
        try scratch.fill()
        let output = try FileHandle(forWritingTo: outputURL)
        defer { try? output.close() }

        // when
        let result = try await MoviesProcess.run(
            ["search", "the"], environment: sandbox.environment(), in: sandbox.directory, standardOutput: output
        )

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence == OutputWriteFailureEndToEndTests.fullDiskSentence)
        #expect(try Data(contentsOf: outputURL).isEmpty)
    }
}
