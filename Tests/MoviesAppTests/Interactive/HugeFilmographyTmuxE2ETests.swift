import Foundation
import Testing
import TestSupport
import TMDBStubServer

extension HugeAnswers.Suites {
    /// The person screen of a filmography far past any real one (240,000 jobs in
    /// one film, issue #25), in the built binary under tmux: the screen shows it,
    /// and `q` and Ctrl-C still end the program, while it loads and once it shows.
    @Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
    struct HugeFilmographyTmuxE2ETests {
        private static let apiKey = "e2e-huge-filmography-key"

        private func hugePersonServer() throws -> TMDBStubServer {
            let server = try TMDBStubServer(expectations: TMDBStubServer.Expectations(credential: Self.apiKey))
            let answer = HugeAnswers.personWithJobsInOneFilm(240_000)
            server.override { $0.isPerson ? answer : nil }
            return server
        }

        /// `movies person 9` on the stub under a shell that prints its status once it ends.
        private func runPerson(on server: TMDBStubServer) async throws -> MoviesUnderShell {
            try await MoviesUnderShell(arguments: ["person", "9"], environment: [
                "TMDB_API_KEY": Self.apiKey, "TMDB_BASE_URL": server.baseURL.absoluteString, "MOVIES_IMAGES": "none",
            ])
        }

        /// Polls the pane; one capture that fails (tmux busy under the whole
        /// suite) is a poll that did not match yet, not the end of the test.
        private static func waitUntilScreen(of run: MoviesUnderShell, _ condition: ([String]) -> Bool) async -> Bool {
            await Polling.waitUntil(every: .milliseconds(50), asking: { (try? await run.session.capture()).map(condition) ?? false })
        }

        private static func screen(of run: MoviesUnderShell) async -> String {
            (try? await run.session.capture())?.joined(separator: "\n") ?? ""
        }

        @Test(arguments: [("q", 0), ("C-c", 130)])
        func onceTheFilmographyShows_aQuitKeyEndsTheProgram(key: String, status: Int) async throws {
            // given: the person screen showing the one film and its first jobs
            let server = try hugePersonServer()
            defer { server.stop() }
            let run = try await runPerson(on: server)
            defer { run.session.kill() }
            let shown = await Self.waitUntilScreen(of: run) { lines in
                lines.contains { $0.contains("Films · 1 film") } && lines.contains { $0.contains("F · 0, 1, 2, 3") }
            }
            let screenShown = await Self.screen(of: run)
            #expect(shown, "screen: \(screenShown)")

            // when
            try await run.session.sendKeys(key)

            // then: it ended with the key's status and gave the terminal back
            let end = try await run.waitForTheEnd()
            let screen = await Self.screen(of: run)
            #expect(end.status == status, "screen: \(screen)")
            MoviesUnderShell.expectCookedTerminal(end.stty)
        }

        @Test func whileTheAnswerIsBeingRead_qEndsTheProgram() async throws {
            // given: the server has sent the answer; reading and mapping it is under way or done
            let server = try hugePersonServer()
            defer { server.stop() }
            let run = try await runPerson(on: server)
            defer { run.session.kill() }
            #expect(await Polling.waitUntil { server.receivedRequests.contains { $0.isPerson } })

            // when
            try await run.session.sendKeys("q")

            // then
            let end = try await run.waitForTheEnd()
            let screen = await Self.screen(of: run)
            #expect(end.status == 0, "screen: \(screen)")
        }
    }
}
