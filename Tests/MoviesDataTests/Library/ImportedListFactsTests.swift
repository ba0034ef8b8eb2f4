import Foundation
@testable import MoviesData
@testable import MoviesDomain
import TestSupport
import Testing

/// A film an import names only on a list is written with the facts the
/// import found for it; the library's own facts of a film it holds are
/// never replaced that way, only filled where unknown.
struct ImportedListFactsTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ImportedListFactsTests-\(UUID().uuidString)")
    private let clock: @Sendable () -> Timestamp = { Timestamp(secondsSince1970: 1_800_000_000) }
    private static let heatFacts = FilmFacts(runtimeMinutes: 170, genres: ["Crime"], directors: ["Michael Mann"], topCast: ["Al Pacino"])

    @Test func aListsFilm_getsTheFactsFound_whereTheLibraryKnowsNone() async throws {
        // given: the library holds Heat without facts and Casino with its own
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        defer { repository.close() }
        let casinoFacts = FilmFacts(runtimeMinutes: 178)
        _ = try await repository.addToWatchlist(LibraryFilm(id: 949, title: "Heat"), at: clock())
        _ = try await repository.addToWatchlist(LibraryFilm(id: 524, title: "Casino", facts: casinoFacts), at: clock())
        var merger = LibraryImportMerger()
        var entries = merger.entries(resolving: [:])
        entries.lists = [FilmList(name: "Crime", createdAt: clock(), entries: [
            FilmListEntry(film: LibraryFilm(id: 949, title: "Heat", facts: Self.heatFacts)),
            FilmListEntry(film: LibraryFilm(id: 524, title: "Casino", facts: FilmFacts(runtimeMinutes: 1))),
            FilmListEntry(film: LibraryFilm(id: 155, title: "The Dark Knight", facts: FilmFacts(runtimeMinutes: 152))),
        ])]

        // when
        _ = try await repository.merge(entries, dryRun: false)

        // then
        #expect(try await repository.entry(id: 949)?.film.facts == Self.heatFacts)
        #expect(try await repository.entry(id: 524)?.film.facts == casinoFacts)
        #expect(try await repository.entry(id: 155)?.film.facts.runtimeMinutes == 152)
    }
}
