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

        // then: the progress while the titles are matched, then the report in its place
        await run.expectScreen(contains: "Importing: matching titles")
        let screen = await run.expectScreen(contains: "EXIT=0")
        #expect(screen.contains("Imported 1 film from"), "\(screen)")
        #expect(!screen.contains("Importing:"), "\(screen)")
        let end = try await run.waitForTheEnd()
        #expect(end.status == 0)
    }
}
