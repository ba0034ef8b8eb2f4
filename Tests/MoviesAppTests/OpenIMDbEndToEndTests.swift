import Foundation
import TestSupport
import Testing
import TMDBStubServer

/// `movies open ID --imdb`: the IMDb id read from the film's details, its
/// page given to the browser.
@Suite struct OpenIMDbEndToEndTests {
    @Test func theIMDbPage_isOpenedFromTheDetails_andOfflineFromTheCache() async throws {
        // given: a browser script recording its last argument
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let script = sandbox.directory.appendingPathComponent("browser")
        let record = sandbox.directory.appendingPathComponent("browser-got")
        try Data("#!/bin/sh\nprintf '%s\\n' \"$1\" > '\(record.path)'\n".utf8).write(to: script)
        let environment = sandbox.environment(server: server, ["BROWSER": "/bin/sh \(script.path)"])

        // when
        let online = try await sandbox.run(["open", "27205", "--imdb"], environment: environment)
        let offline = try await sandbox.run(["open", "27205", "--imdb", "--offline"], environment: environment)

        // then
        EndToEndExpectations.expectSuccess(online)
        #expect(online.output == "Opened https://www.imdb.com/title/tt0027205/ with /bin/sh.\n")
        #expect(await Polling.waitUntil { (try? String(contentsOf: record, encoding: .utf8)) == "https://www.imdb.com/title/tt0027205/\n" })
        EndToEndExpectations.expectSuccess(offline)
        #expect(offline.output == online.output)
        #expect(server.receivedRequests.count == 1)
    }

    @Test func onTheEmbeddedCatalogue_withoutAnIMDbId_isOneSentence_exit69() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let result = try await sandbox.run(["open", "27205", "--imdb"], environment: sandbox.environment(["BROWSER": "/bin/false"]))

        // then
        EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
    }

    @Test func personAndIMDbTogether_isAUsageError() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let result = try await sandbox.run(["open", "27205", "--imdb", "--person"])

        // then
        #expect(result.exitCode == 64)
    }
}
