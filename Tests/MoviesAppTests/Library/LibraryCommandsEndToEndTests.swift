import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// Every library command run as the built binary, on the embedded catalogue
/// and against the stub server.
@Suite struct LibraryCommandsEndToEndTests {
    @Test func whenFilmsAreAddedSeenAndRated_theListsShowNumberedRowsWithIdsAndYourRatingNeverAsAStar() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let (_, added) = try await ClockWindow.around { try await sandbox.succeed(["watchlist", "add", "27205"]) }
        _ = try await sandbox.succeed(["watchlist", "add", "155"])
        let marked = try await sandbox.succeed(["seen", "add", "155", "--date", "2024-02-29", "--rating", "4.5"])
        _ = try await sandbox.succeed(["rate", "27205", "3"])

        // when
        let watchlist = try await sandbox.succeed(["watchlist", "--sort", "title"])
        let seen = try await sandbox.succeed(["seen"])

        // then: a film seen leaves the watchlist, and the sentence says so
        #expect(marked.output == "Marked The Dark Knight (2008) seen on 2024-02-29 — taken off the watchlist. Your rating: ♥ 4.5.\n", "\(marked.output)")
        #expect(added.utcDays().contains { day in
            watchlist.outputLines == ["Your watchlist: 1 film, by title.", "1. Inception (2010) · TMDB 27205 · added \(day) · ♥ 3"]
        }, "\(watchlist.output)")
        #expect(seen.outputLines == [
            "Seen: 2 films, last seen first.",
            "1. The Dark Knight (2008) · TMDB 155 · seen 2024-02-29 · ♥ 4.5",
            "2. Inception (2010) · TMDB 27205 · not logged · watchlist · ♥ 3",
        ])
        #expect(!watchlist.output.contains("★") && !seen.output.contains("★"))
    }

    @Test func whenSeenAgainTheSameDay_nothingChangesAndItSaysSo() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["seen", "add", "27205"])

        // when
        let again = try await sandbox.succeed(["seen", "add", "27205"])

        // then
        #expect(again.output.contains("already marked seen on") && again.output.contains("nothing changed"), "\(again.output)")
        let viewings = try SQLiteShell.query("SELECT count(*) FROM viewings", database: sandbox.libraryFile.path, readOnly: true)
        #expect(viewings == "1")
    }

    @Test func whenViewingsAreRemoved_withADateOnlyThatOneGoesAndWithoutEveryOne() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        for date in ["2020-01-01", "2021-01-01", "2022-01-01"] {
            _ = try await sandbox.succeed(["seen", "add", "27205", "--date", date])
        }

        // when
        let one = try await sandbox.succeed(["seen", "remove", "27205", "--date", "2021-01-01"])
        let listed = try await sandbox.succeed(["seen"])
        let rest = try await sandbox.succeed(["seen", "remove", "27205"])
        let empty = try await sandbox.succeed(["seen"])

        // then
        #expect(one.output == "Removed 1 viewing of Inception (2010).\n")
        #expect(listed.outputLines.last?.hasSuffix("seen 2022-01-01, 2020-01-01") == true, "\(listed.output)")
        #expect(rest.output == "Removed 2 viewings of Inception (2010).\n")
        #expect(empty.outputLines == ["You have not marked any film seen; log one with 'movies seen add FILM' (a TMDB id or a title)."])
    }

    @Test func whenTheWatchlistAndRatingsAreUndone_theFilmLeavesTheLibrary() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["watchlist", "add", "27205"])
        _ = try await sandbox.succeed(["rate", "27205", "2.5"])

        // when
        let removed = try await sandbox.succeed(["watchlist", "remove", "27205"])
        let cleared = try await sandbox.succeed(["rate", "27205", "0"])
        let again = try await sandbox.succeed(["watchlist", "remove", "27205"])

        // then
        #expect(removed.output == "Removed Inception (2010) from your watchlist.\n")
        #expect(cleared.output == "Cleared your rating of Inception (2010).\n")
        #expect(again.output.contains("not on your watchlist; nothing changed"))
        #expect(try SQLiteShell.query("SELECT count(*) FROM films", database: sandbox.libraryFile.path, readOnly: true) == "0")
    }

    @Test(arguments: Self.badInputs)
    func whenTheInputIsBad_oneSentenceTheDocumentedStatusAndNoLibraryFile(arguments: [String], status: Int32) async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let result = try await sandbox.run(arguments)

        // then
        EndToEndExpectations.expectOneSentenceFailure(result, exitCode: status)
        #expect(!FileManager.default.fileExists(atPath: sandbox.libraryFile.path))
    }

    @Test func whenAddingAgainstTheServer_theFilmIsFetchedOnceAndThenFromTheCache() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        _ = try await sandbox.run(["details", "27205"], server: server)
        let requestsBefore = server.receivedRequests.count

        // when
        let added = try await sandbox.run(["watchlist", "add", "27205"], server: server)
        let rated = try await sandbox.run(["rate", "27205", "5"], server: server)
        let seen = try await sandbox.run(["seen", "add", "27205", "--date", "2024-05-31"], server: server)

        // then
        EndToEndExpectations.expectSuccess(added)
        EndToEndExpectations.expectSuccess(rated)
        EndToEndExpectations.expectSuccess(seen)
        #expect(server.receivedRequests.count == requestsBefore, "the cached details should have answered")
        let row = try SQLiteShell.query("SELECT title, year, original_title FROM films", database: sandbox.libraryFile.path, readOnly: true)
        #expect(row == "Inception|2010|Inception")
    }

    @Test func whenTheServerIsGoneButTheLibraryHoldsTheFilm_ratingItStillWorks() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["watchlist", "add", "27205"], server: server))
        try FileManager.default.removeItem(at: sandbox.cacheDirectory)
        server.stop()

        // when
        let rated = try await sandbox.run(["rate", "27205", "4"], server: server)

        // then
        EndToEndExpectations.expectSuccess(rated)
        #expect(rated.output == "Rated Inception (2010) ♥ 4.\n")
    }

    @Test func theLibraryLivesPrivatelyUnderXDGDataHomeOrMOVIESDATADIR() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let xdg = sandbox.directory.appendingPathComponent("xdg")
        let explicit = sandbox.directory.appendingPathComponent("explicit/library")

        // when
        _ = try await sandbox.succeed(["watchlist", "add", "27205"], environment: sandbox.environment(["XDG_DATA_HOME": xdg.path]))
        _ = try await sandbox.succeed(["watchlist", "add", "155"], environment: sandbox.environment(["MOVIES_DATA_DIR": explicit.path, "XDG_DATA_HOME": xdg.path]))

        // then
        for directory in [xdg.appendingPathComponent("movies"), explicit] {
            let file = directory.appendingPathComponent("library.sqlite3").path
            #expect(try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int == 0o700)
            #expect(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int == 0o600)
            #expect(try SQLiteShell.query("PRAGMA application_id", database: file, readOnly: true) == String(0x4D56_4C42))
            #expect(try SQLiteShell.query("PRAGMA journal_mode", database: file, readOnly: true) == "wal")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.libraryFile.path))
    }

    @Test func whenTheLibraryPathIsALink_itIsNeitherFollowedNorWritten() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        try FileManager.default.createDirectory(at: sandbox.dataDirectory, withIntermediateDirectories: true)
        let target = try sandbox.write("", to: "elsewhere.sqlite3")
        try FileManager.default.createSymbolicLink(at: sandbox.libraryFile, withDestinationURL: target)

        // when
        let result = try await sandbox.run(["watchlist", "add", "27205"])

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence.contains("symbolic link"), "\(sentence)")
        #expect(try Data(contentsOf: target).isEmpty)
    }

    @Test func openGivesTheAddressToBROWSERAndWithoutOneOrXdgOpenPrintsIt() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let record = sandbox.directory.appendingPathComponent("opened")
        let browser = try sandbox.write("#!/bin/sh\nprintf '%s\\n' \"$@\" > \(record.path)\n", to: "browser.sh")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)

        // when
        // Through /bin/sh, which reads the script: a file just written may be
        // "text file busy" to exec while a concurrent test's child still holds
        // it open (found under load, where movies then fell back to printing).
        let opened = try await sandbox.succeed(["open", "27205"], environment: sandbox.environment(["BROWSER": "/bin/sh \(browser.path)", "PATH": "/usr/bin:/bin"]))
        let person = try await sandbox.succeed(["open", "525", "--person"], environment: sandbox.environment(["PATH": sandbox.directory.path]))

        // then: the browser is not waited for; it records the address when it runs
        #expect(await Polling.waitUntil { (try? String(contentsOf: record, encoding: .utf8)) == "https://www.themoviedb.org/movie/27205\n" })
        #expect(opened.output.hasPrefix("Opened https://www.themoviedb.org/movie/27205 with "))
        #expect(person.output == "https://www.themoviedb.org/person/525\n")
    }

    static let badInputs: [([String], Int32)] = [
        (["watchlist", "add", "abc"], 64), (["watchlist", "add", "-5"], 64), (["seen", "add", "27205", "--date", "2024-02-30"], 64),
        (["seen", "add", "27205", "--date", "24-01-01"], 64), (["seen", "add", "27205", "--rating", "6"], 64),
        (["seen", "add", "27205", "--rating", "3.25"], 64), (["rate", "27205", "five"], 64), (["rate", "27205", "5.5"], 64),
        (["seen", "add", "27205", "--date", "2999-01-01"], 64), (["watchlist", "add", "99999999"], 1), (["rate", "99999999", "3"], 1),
        (["seen", "add", "99999999"], 1), (["seen", "remove", "x"], 64), (["export", "--format", "xml"], 64), (["open", "0"], 64),
    ]
}
