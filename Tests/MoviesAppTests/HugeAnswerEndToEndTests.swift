import Foundation
import Testing
import TMDBStubServer

extension HugeAnswers.Suites {
    /// Answers far past any real one (issue #25): each is handled in time linear
    /// in its size, what is kept is bounded, and a sentence about one stays short.
    @Suite struct HugeAnswerEndToEndTests {
        /// Reading an 8 MB answer costs the debug build about 5 s of CPU, and with
        /// the whole suite on two cores a run may wait several times that; the
        /// quadratic merge this pins took 100 s in a release build, far longer here.
        static let timeLimit: TimeInterval = 120

        @Test func aPersonWith240000JobsInOneFilm_isOneRow_andReplaysOffline() async throws {
            // given: 8.1 MB of credits; merging their jobs pairwise took 100 s (release build)
            let sandbox = try EndToEndSandbox()
            let server = try TMDBStubServer()
            let answer = HugeAnswers.personWithJobsInOneFilm(240_000)
            server.override { $0.isPerson ? answer : nil }

            // when: fetched, then read back from the cache
            let online = try await sandbox.run(["person", "9"], server: server, timeout: Self.timeLimit)
            let offline = try await sandbox.run(["person", "9", "--offline"], server: server, timeout: Self.timeLimit)

            // then: both in time, one row naming the first jobs
            for result in [online, offline] {
                EndToEndExpectations.expectSuccess(result)
                #expect(result.outputLines.contains("Films · 1 film · all departments"), "stdout: \(result.output.prefix(2_000))")
                #expect(result.outputLines.contains { $0.hasPrefix("1. ") && $0.contains("F · 0, 1, 2") && $0.hasSuffix("id 1") })
            }
            #expect(offline.outputLines.contains { $0.hasPrefix("offline — cached results from") })
        }

        @Test func aPersonWith6000Films_listsTheNewest5000_andSaysHowManyMoreThereAre() async throws {
            // given: past the limit (an 8 MB answer of 200,000 films ends the same way)
            let sandbox = try EndToEndSandbox()
            let server = try TMDBStubServer()
            let answer = HugeAnswers.personWithFilms(6_000)
            server.override { $0.isPerson ? answer : nil }

            // when
            let plain = try await sandbox.run(["person", "9"], server: server, timeout: Self.timeLimit)
            let json = try await sandbox.run(["person", "9", "--json"], server: server, timeout: Self.timeLimit)

            // then: the screen's rows stop at the limit and a line says what is left out
            EndToEndExpectations.expectSuccess(plain)
            #expect(plain.outputLines.contains("Films · 5,000 films"), "stdout: \(plain.output.prefix(2_000))")
            #expect(plain.outputLines.contains { $0.hasPrefix("5000. ") && $0.hasSuffix("id 5000") })
            #expect(!plain.outputLines.contains { $0.hasPrefix("5001. ") })
            #expect(plain.outputLines.contains("1,000 more films are not listed; only the newest 5,000 are."))
            // and so does the JSON, as a number
            EndToEndExpectations.expectSuccess(json)
            let object = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
            #expect((object["credits"] as? [[String: Any]])?.count == 5_000)
            #expect(object["films_left_out"] as? Int == 1_000)
        }

        @Test func anUnknownGenre_amongAServersTwentyThousand_isAShortSentenceNamingTheClosest() async throws {
            // given: TMDB's 19 genres, then 19,981 made-up ones (250,000 of them end the same way)
            let sandbox = try EndToEndSandbox()
            let server = try TMDBStubServer()
            let answer = HugeAnswers.genres(20_000)
            server.override { $0.isGenreList ? answer : nil }

            // when
            let result = try await sandbox.run(["discover", "--genre", "Dramedy"], server: server, timeout: Self.timeLimit)

            // then: one line of a few hundred bytes, not every name (2.1 MB for 250,000)
            #expect(result.exitCode == 64)
            #expect(result.errorLines.count == 1, "stderr: \(result.errorOutput.prefix(500))")
            #expect(result.standardError.count < 300, "stderr: \(result.errorOutput.prefix(500))")
            let sentence = "There is no genre 'Dramedy'; the closest of its 20,000 genres are Comedy, Drama, Crime, Family, Mystery "
                + "('movies genres' lists them all)."
            #expect(result.errorOutput.contains(sentence), "\(result.errorOutput)")
            #expect(result.errorOutput.contains("'movies genres' lists them all"))
        }
    }
}
