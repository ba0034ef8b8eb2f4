import Foundation
@testable import MoviesData
import MoviesDomain
import Storage
import TestSupport
import Testing

/// A healthy library on a disk that is full or read-only: every read works
/// (export is the way out), a write says why it failed, and no open leaves a
/// log or index file behind. The file systems are small tmpfs mounts (root).
@Suite(.rootOnly) struct LibraryFullDiskTests {
    private let clock: @Sendable () -> Timestamp = { Timestamp(secondsSince1970: 1_800_000_000) }

    /// A library of two films on a new 256 KiB tmpfs, closed (its log checkpointed away).
    private func library() async throws -> (ScratchFileSystem, URL) {
        let scratch = try ScratchFileSystem(kibibytes: 256)
        let directory = scratch.directory.appendingPathComponent("data")
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        _ = try await repository.addToWatchlist(LibraryFilm(id: 27205, title: "Inception", year: 2010), at: clock())
        _ = try await repository.addViewing(of: LibraryFilm(id: 155, title: "The Dark Knight"), Viewing(date: CalendarDate(year: 2024, month: 1, day: 1)!, loggedAt: clock()), rating: nil, takingOffWatchlist: false)
        repository.close()
        return (scratch, directory)
    }

    private func names(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func whenTheDiskIsFull_readsWorkAWriteSaysTheDiskIsFullAndNothingIsLeftBeside() async throws {
        // given
        let (scratch, directory) = try await library()
        try scratch.fill()
        let before = try Data(contentsOf: directory.appendingPathComponent("library.sqlite3"))

        // when
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        let watchlist = try await repository.entries(in: .watchlist, sortedBy: .added)
        let all = try await repository.allEntries()
        let write = await #expect(throws: LibraryError.self) {
            try await repository.addToWatchlist(LibraryFilm(id: 603, title: "The Matrix"), at: clock())
        }
        repository.close()

        // then
        #expect(watchlist.value.map(\.film.id) == [27205] && watchlist.problem == nil)
        #expect(all.value.map(\.film.id) == [155, 27205] && all.problem == nil)
        #expect(write == .writeFailed(path: directory.appendingPathComponent("library.sqlite3").path, reason: "the disk is full"))
        #expect(try names(in: directory) == ["library.sqlite3"])
        #expect(try Data(contentsOf: directory.appendingPathComponent("library.sqlite3")) == before)
    }

    @Test func whenTheFileSystemIsReadOnly_readsStillWork() async throws {
        // given
        let (scratch, directory) = try await library()
        try scratch.remountReadOnly()

        // when
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        let all = try await repository.allEntries()
        repository.close()

        // then
        #expect(all.value.map(\.film.id) == [155, 27205] && all.problem == nil)
    }

    @Test func whenTheDiskIsFullAndTheLogHoldsChanges_aReadSaysSoInsteadOfShowingAnOlderLibrary() async throws {
        // given: a writer's log with a change in it, copied beside a copy of the file, as a writer killed mid-run leaves them
        let (scratch, directory) = try await library()
        let file = directory.appendingPathComponent("library.sqlite3").path
        let writer = try SQLiteConnection(path: file, configuration: SQLiteConfiguration(applicationID: LibrarySchema.applicationID))
        try writer.execute("PRAGMA wal_autocheckpoint = 0")
        try writer.run("UPDATE films SET title = 'Changed' WHERE tmdb_id = 27205")
        let crashed = scratch.directory.appendingPathComponent("crashed")
        try FileManager.default.createDirectory(at: crashed, withIntermediateDirectories: false)
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(atPath: file + suffix, toPath: crashed.appendingPathComponent("library.sqlite3" + suffix).path)
        }
        writer.close()
        try scratch.fill()

        // when
        let repository = DefaultLibraryRepository(directory: crashed, now: clock)
        let error = await #expect(throws: LibraryError.self) { try await repository.allEntries() }
        repository.close()

        // then
        guard case .unavailable(_, let reason) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(reason.contains("the disk is full") && reason.contains("its latest changes wait in its log"), "\(reason)")
        #expect(try names(in: crashed) == ["library.sqlite3", "library.sqlite3-wal"])
    }
}
