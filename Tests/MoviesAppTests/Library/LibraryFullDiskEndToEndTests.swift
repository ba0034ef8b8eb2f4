import Foundation
import TestSupport
import Testing

/// A healthy library on a full disk: `watchlist`, `seen` and `export` work
/// (the README names export as the way out), a change is refused saying the
/// disk is full, and no run leaves a log or index file beside the library
/// (each used to exit 1 "could not be changed (disk I/O error)" and leave
/// `-shm`/`-wal` files). The disk is a 256 KiB tmpfs, so root only.
@Suite(.rootOnly) struct LibraryFullDiskEndToEndTests {
    @Test func whenTheDiskIsFull_listsAndExportsWorkAChangeSaysTheDiskIsFullAndNothingIsLeftBeside() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let scratch = try ScratchFileSystem(kibibytes: 256)
        let data = scratch.directory.appendingPathComponent("data")
        let environment = sandbox.environment(["MOVIES_DATA_DIR": data.path])
        _ = try await sandbox.succeed(["watchlist", "add", "27205"], environment: environment)
        _ = try await sandbox.succeed(["seen", "add", "155", "--date", "2024-01-01", "--rating", "4.5"], environment: environment)
        try scratch.fill()
        let library = data.appendingPathComponent("library.sqlite3")
        let before = try Data(contentsOf: library)

        // when
        let watchlist = try await sandbox.run(["watchlist"], environment: environment)
        let seen = try await sandbox.run(["seen"], environment: environment)
        let json = try await sandbox.run(["export", "--format", "json"], environment: environment)
        let csv = try await sandbox.run(["export"], environment: environment)
        let change = try await sandbox.run(["watchlist", "add", "603"], environment: environment)

        // then
        for result in [watchlist, seen, json, csv] {
            EndToEndExpectations.expectSuccess(result)
            #expect(result.errorLinesWithoutNotice.isEmpty, "\(result.errorOutput)")
        }
        #expect(watchlist.output.contains("1. Inception (2010) · TMDB 27205"))
        #expect(seen.output.contains("1. The Dark Knight (2008) · TMDB 155 · seen 2024-01-01 · ♥ 4.5"))
        #expect(json.output.contains("\"id\" : 155") && json.output.contains("\"id\" : 27205"))
        #expect(csv.output.contains(",155,,The Dark Knight,2008,Christopher Nolan,4.5,9,2024-01-01,false,,"))
        let sentence = EndToEndExpectations.expectOneSentenceFailure(change, exitCode: 1)
        #expect(sentence == "movies: The library \(library.path) could not be changed (the disk is full); nothing was changed.")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == ["library.sqlite3"])
        #expect(try Data(contentsOf: library) == before)
    }
}
