import Foundation
import TMDBStubServer
import TestSupport
import TextUI
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Where an export goes and what reaches it: a terminal never gets a control
/// sequence from a title (a file or pipe gets the exact bytes), what is at
/// `--output` is written into as `>` would and never replaced unless it is a
/// regular file, any file name that fits the file system works, and titles a
/// spreadsheet would run stay exact in Letterboxd's import format.
@Suite struct ExportOutputEndToEndTests {
    /// Clipboard write, screen clear, window title, an 8-bit CSI and a bidi override.
    static let hostileTitle = "Evil\u{1B}]52;c;aGVsbG8=\u{07} \u{1B}[2J\u{1B}]0;pwned\u{07}Title \u{9B}31m\u{202E}drow"
    static let formulas = ["=HYPERLINK(\"http://evil.example/x\",\"Click\")", "+cmd|' /C calc'!A0", "@SUM(A1:A9)", "-2+3+cmd"]

    /// A library holding a film whose title a server sent with control
    /// sequences, and films whose titles an imported CSV gave as formulas,
    /// each rated (the import diary has no watchlist film).
    private static func hostileLibrary() async throws -> (EndToEndSandbox, [String: String]) {
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override { request in
            request.isDetails ? StubPayloads.details(StubPayloads.Film(id: 667, title: hostileTitle)) : nil
        }
        let environment = sandbox.environment(server: server, apiKey: "0123456789abcdef0123456789abcdef")
        _ = try await sandbox.succeed(["rate", "667", "4"], environment: environment)
        server.stop()
        var csv = "tmdbID,Title,Rating\n"
        for (index, formula) in formulas.enumerated() {
            csv += "\(index + 1),\"\(formula.replacingOccurrences(of: "\"", with: "\"\""))\",3\n"
        }
        _ = try await sandbox.succeed(["import", try sandbox.write(csv, to: "formulas.csv").path])
        return (sandbox, sandbox.environment())
    }

    @Test func whenTheExportGoesToATerminal_noControlSequenceReachesItAndAPipeGetsTheExactBytes() async throws {
        // given
        let (sandbox, environment) = try await Self.hostileLibrary()
        let binary = try #require(MoviesBinaryLocator.moviesBinary)

        // when
        let terminal = try FakeTerminalProcess(
            executable: binary.path, arguments: ["export"], environment: environment.merging(["TERM": "xterm-256color"]) { $1 },
            script: .silent, size: Size(width: 200, height: 40), pixels: nil,
            stderrPath: sandbox.directory.appendingPathComponent("stderr.log").path
        )
        let status = await terminal.waitForExit()
        let piped = try await sandbox.succeed(["export"])

        // then: the terminal saw the titles without a control character
        #expect(status == 0)
        HostileDataEndToEndTests.expectNoTerminalControls(in: Data(terminal.output.filter { $0 != 0x0D }))
        let shown = String(decoding: terminal.output, as: UTF8.self)
        #expect(!shown.unicodeScalars.contains("\u{202E}"))
        // Each sequence went whole, its parameters and terminator too.
        #expect(shown.contains("Evil Title drow"), "\(shown)")
        #expect(shown.contains(",667,,"), "\(shown)")
        // and a pipe, the same export byte for byte
        #expect(piped.output.contains(Self.hostileTitle))
    }

    @Test func whenTitlesAreFormulas_theImportFormatKeepsThemExactlyForLetterboxd() async throws {
        // given
        let (sandbox, _) = try await Self.hostileLibrary()
        let file = sandbox.directory.appendingPathComponent("out.csv")

        // when
        _ = try await sandbox.succeed(["export", "--output", file.path])

        // then
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(",1,,\"=HYPERLINK(\"\"http://evil.example/x\"\",\"\"Click\"\")\",,,3,6,,,,"), "\(text)")
        #expect(text.contains(",2,,+cmd|' /C calc'!A0,,"))
        #expect(text.contains(",3,,@SUM(A1:A9),,") && text.contains(",4,,-2+3+cmd,,"))
        #expect(!text.contains("'="))
    }

    @Test func whenLetterboxdsOwnLayoutGuardsAFormulaTitle_theImportTakesTheQuoteOffBeforeLookingItUp() async throws {
        // given: the server knows a film by the formula title
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let title = "=HYPERLINK(\"http://evil.example/x\")"
        server.override { request in
            // The search sends the query folded to lower case; with the quote left on it would not fit.
            guard request.path.hasSuffix("search/movie"), request.queryValue("query") == title.lowercased() else { return nil }
            return StubPayloads.searchPage([StubPayloads.Film(id: 4242, title: title, releaseDate: "2020-05-05")])
        }
        let zip = sandbox.directory.appendingPathComponent("export.zip")
        try ZipFixture.archive([("watchlist.csv", "Date,Name,Year,Letterboxd URI\n2024-01-02,\"'=HYPERLINK(\"\"http://evil.example/x\"\")\",2020,x\n")]).write(to: zip)

        // when
        let result = try await sandbox.run(["import", zip.path], server: server, apiKey: "0123456789abcdef0123456789abcdef")

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines == ["Imported 1 film from \(zip.path): 1 new, 0 updated, 0 already present."], "\(result.output)")
        #expect(try await sandbox.succeed(["watchlist"]).output.contains("TMDB 4242"))
    }

    @Test func whenOutputIsANamedPipe_theExportIsWrittenIntoItAndThePipeStays() async throws {
        // given
        let (sandbox, _) = try await Self.hostileLibrary()
        let fifo = sandbox.directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Open for reading first, without waiting: the export (a few hundred
        // bytes) fits the pipe's buffer, so nothing here can block, even if
        // the pipe were replaced.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }

        // when
        let result = try await sandbox.run(["export", "--output", fifo])
        let received = Self.readAvailable(reader)

        // then
        EndToEndExpectations.expectSuccess(result)
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the pipe was replaced")
        #expect(String(decoding: received, as: UTF8.self).contains(",667,,"))
        #expect(String(decoding: received, as: UTF8.self).contains(Self.hostileTitle))
    }

    /// What is waiting in the pipe open as `descriptor`, without waiting for more.
    private static func readAvailable(_ descriptor: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// /dev/null's number, major 1 minor 3, as Linux encodes a `dev_t` (glibc's `makedev` is a macro).
    private static let nullDevice = dev_t((1 << 8) | 3)

    @Test(.rootOnly) func whenOutputIsACharacterDevice_itIsWrittenIntoAndStaysADevice() async throws {
        // given: a device node like /dev/null (1, 3) in the sandbox, never the system's own
        let (sandbox, _) = try await Self.hostileLibrary()
        let device = sandbox.directory.appendingPathComponent("null").path
        #expect(mknod(device, S_IFCHR | 0o666, Self.nullDevice) == 0)

        // when
        let result = try await sandbox.run(["export", "--output", device])

        // then
        EndToEndExpectations.expectSuccess(result)
        var status = stat()
        #expect(lstat(device, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "the device was replaced")
        #expect(status.st_rdev == Self.nullDevice)
    }

    @Test func whenOutputIsADirectory_oneSentenceAndItIsLeftAlone() async throws {
        // given
        let (sandbox, _) = try await Self.hostileLibrary()
        let directory = sandbox.directory.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)

        // when
        let result = try await sandbox.run(["export", "--output", directory.path])

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence == "movies: The export was not written to \(directory.path): it is a directory.")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func whenTheOutputNameIsAsLongAsTheFileSystemAllows_theExportIsWrittenAndNoTemporaryFileIsLeft() async throws {
        // given: 251 + ".csv" = 255 bytes, the longest name ext4 and tmpfs take
        let (sandbox, _) = try await Self.hostileLibrary()
        let output = sandbox.directory.appendingPathComponent(String(repeating: "a", count: 251) + ".csv")

        // when
        let result = try await sandbox.run(["export", "--output", output.path])

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(try String(contentsOf: output, encoding: .utf8).contains(",667,,"))
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.directory.path)
        #expect(!names.contains { $0.hasSuffix(".partial") }, "\(names)")
    }
}
