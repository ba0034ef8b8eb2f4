import Foundation
@testable import MoviesData
import MoviesDomain
import Storage
import TestSupport
import Testing

/// The stats' two statements over a real file give what reading the whole
/// library gives (`YearViewings(year:entries:)`, the protocol's default):
/// the year's viewings only, each film once with its facts and rating.
struct LibraryStatsQueryTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("LibraryStatsQueryTests-\(UUID().uuidString)")
    private let clock: @Sendable () -> Timestamp = { Timestamp(secondsSince1970: 1_800_000_000) }

    @Test func theYearsViewingsAreReadWithTheirFilmsFactsAndRatings_asTheWholeLibraryGivesThem() async throws {
        // given: viewings on the year's first and last days and either side of it
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        defer { repository.close() }
        let heat = LibraryFilm(id: 949, title: "Heat", year: 1995, facts: FilmFacts(runtimeMinutes: 170, genres: ["Crime"], directors: ["Michael Mann"], topCast: ["Al Pacino"]))
        let bare = LibraryFilm(id: 155, title: "The Dark Knight")
        let days = ["2023-12-31", "2024-01-01", "2024-12-31", "2025-01-01"]
        for (index, day) in days.enumerated() {
            let viewing = Viewing(date: CalendarDate(iso8601: day)!, loggedAt: clock(), rating: index == 1 ? StarRating(stars: 3) : nil)
            _ = try await repository.addViewing(of: heat, viewing, rating: nil, takingOffWatchlist: false)
        }
        _ = try await repository.addViewing(of: bare, Viewing(date: CalendarDate(iso8601: "2024-06-01")!, loggedAt: clock()), rating: FilmRating(rating: StarRating(stars: 5)!, ratedAt: clock()), takingOffWatchlist: false)
        _ = try await repository.addToWatchlist(LibraryFilm(id: 27205, title: "Inception"), at: clock())

        // when
        let read = try await repository.viewings(ofYear: 2024)
        let whole = YearViewings(year: 2024, entries: try await repository.allEntries().value)

        // then
        #expect(read.problem == nil)
        #expect(read.value.viewings.map(\.month).sorted() == [1, 6, 12])
        #expect(read.value.films == whole.films && read.value.filmRatings == whole.filmRatings)
        #expect(read.value.viewings.sorted { ($0.month, $0.filmID) < ($1.month, $1.filmID) } == whole.viewings.sorted { ($0.month, $0.filmID) < ($1.month, $1.filmID) })
        #expect(read.value.films[949] == heat && read.value.filmRatings == [155: StarRating(stars: 5)!])
    }
}
