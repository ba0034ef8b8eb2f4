import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// `movies import` at a terminal: an import slow enough (a server that takes
/// its time over each search) shows its progress on one line of stderr,
/// which is wiped before the report.
@Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
struct ImportProgressTmuxE2ETests {
    @Test func aSlowImportShowsItsProgress_thenTheReportAlone() async throws {
        // given: three titles, each search answered after 700 ms
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer.findingHeatSlowly(after: .milliseconds(700))
        let file = try sandbox.write(
            "Date,Name,Year,Letterboxd URI\n2024-01-01,Heat,1995,a\n2024-01-01,Heat Again,1995,b\n2024-01-01,Heat Once More,1995,c\n",
            to: "watched.csv"
        )

        // when
        let run = try await MoviesUnderShell(arguments: ["import", file.path], environment: [
            "TMDB_BASE_URL": server.baseURL.absoluteString, "MOVIES_DATA_DIR": sandbox.dataDirectory.path,
        ])
        defer { run.session.kill() }

        // then: the terminal was sent the progress while the titles were
        // matched (read from what it received: a screen polled on a busy
        // machine may miss a line that lasts seconds), then the report in its place
        let screen = await run.expectScreen(contains: "EXIT=0")
        let sent = String(decoding: run.recordedBytes, as: UTF8.self)
        let progress = try #require(sent.range(of: "\rImporting: matching titles, "), "\(sent)")
        let report = try #require(sent.range(of: "Imported 1 film from"), "\(sent)")
        #expect(progress.upperBound < report.lowerBound)
        #expect(screen.contains("Imported 1 film from"), "\(screen)")
        #expect(!screen.contains("Importing:"), "\(screen)")
        let end = try await run.waitForTheEnd()
        #expect(end.status == 0)
    }
}
