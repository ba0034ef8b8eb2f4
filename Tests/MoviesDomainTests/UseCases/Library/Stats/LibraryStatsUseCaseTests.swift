@testable import MoviesDomain
import Testing

/// `movies stats` counted in the domain: every number is of the viewings of
/// the year asked (the clock's year by default), and what the library does
/// not know of a film is counted as unknown, never guessed.
struct LibraryStatsUseCaseTests {
    private static let heat = LibraryFilm(
        id: 949, title: "Heat", year: 1995,
        facts: FilmFacts(runtimeMinutes: 170, genres: ["Crime", "Drama"], directors: ["Michael Mann"], topCast: ["Al Pacino", "Robert De Niro"])
    )
    private static let thief = LibraryFilm(
        id: 11524, title: "Thief", year: 1981,
        facts: FilmFacts(runtimeMinutes: 123, genres: ["Crime"], directors: ["Michael Mann"], topCast: ["James Caan"])
    )
    /// Recorded offline: no facts, no year.
    private static let unknown = LibraryFilm(id: 5, title: "Four Rooms")

    private static func viewing(_ day: String, _ stars: Double? = nil) -> Viewing {
        Viewing(date: CalendarDate(iso8601: day)!, loggedAt: Timestamp(secondsSince1970: 0), rating: stars.flatMap(StarRating.init(stars:)))
    }

    private static func stats(_ entries: [LibraryEntry], year: Int? = 2026) async throws -> LibraryStats {
        let library = InMemoryLibraryRepository(entries)
        let useCase = DefaultFetchLibraryStatsUseCase(libraryRepository: library, clock: FixedLibraryClock())
        return try await useCase.execute(year: year).value
    }

    @Test func viewingsOfTheYearAreCountedPerMonthAndDecade_eachViewingOnce_otherYearsLeftOut() async throws {
        // given: Heat twice in 2026 (January, March) and once in 2025; Thief in March
        let entries = [
            LibraryEntry(film: Self.heat, viewings: [Self.viewing("2025-12-31"), Self.viewing("2026-01-01"), Self.viewing("2026-03-09")]),
            LibraryEntry(film: Self.thief, viewings: [Self.viewing("2026-03-10")]),
            LibraryEntry(film: Self.unknown, viewings: [Self.viewing("2026-12-31")]),
        ]

        // when
        let stats = try await Self.stats(entries)

        // then
        #expect(stats.year == 2026 && stats.viewingCount == 4 && stats.filmCount == 3)
        #expect(stats.perMonth == [1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1])
        #expect(stats.perDecade == StatsRanking(counts: [StatsCount(name: "1980s", count: 1), StatsCount(name: "1990s", count: 2)], unknown: 1))
    }

    @Test func theRatingIsTheViewingsOwn_elseTheFilmsRating_elseUnrated() async throws {
        // given
        let rated = FilmRating(rating: StarRating(stars: 2)!, ratedAt: Timestamp(secondsSince1970: 0))
        let entries = [
            LibraryEntry(film: Self.heat, viewings: [Self.viewing("2026-01-01", 4.5), Self.viewing("2026-02-01", 0.5)], rating: rated),
            LibraryEntry(film: Self.thief, viewings: [Self.viewing("2026-03-10")], rating: rated),
            LibraryEntry(film: Self.unknown, viewings: [Self.viewing("2026-04-01")]),
        ]

        // when
        let stats = try await Self.stats(entries)

        // then: index 0 is half a star, 9 five stars
        #expect(stats.ratings == [1, 0, 0, 1, 0, 0, 0, 0, 1, 0])
        #expect(stats.unrated == 1)
    }

    @Test func genresDirectorsAndActorsAreRankedByViewings_tiesByName_withUnknownsApart() async throws {
        // given
        let entries = [
            LibraryEntry(film: Self.heat, viewings: [Self.viewing("2026-01-01"), Self.viewing("2026-02-01")]),
            LibraryEntry(film: Self.thief, viewings: [Self.viewing("2026-03-10")]),
            LibraryEntry(film: Self.unknown, viewings: [Self.viewing("2026-04-01")]),
        ]

        // when
        let stats = try await Self.stats(entries)

        // then
        #expect(stats.genres == StatsRanking(counts: [StatsCount(name: "Crime", count: 3), StatsCount(name: "Drama", count: 2)], unknown: 1))
        #expect(stats.directors == StatsRanking(counts: [StatsCount(name: "Michael Mann", count: 3)], unknown: 1))
        #expect(stats.actors.counts.map(\.name) == ["Al Pacino", "Robert De Niro", "James Caan"])
        #expect(stats.actors.unknown == 1)
    }

    @Test func onlyTheTopTenOfARankingAreKept() async throws {
        // given: twelve genres, the later ones seen less
        let genres = (1...12).map { "Genre \(String(format2: $0))" }
        let entries = (1...12).map { index in
            LibraryEntry(
                film: LibraryFilm(id: index, title: "Film \(index)", year: 2000, facts: FilmFacts(genres: Array(genres[(index - 1)...]))),
                viewings: [Self.viewing("2026-05-01")]
            )
        }

        // when
        let stats = try await Self.stats(entries)

        // then
        #expect(stats.genres.counts.count == 10)
        #expect(stats.genres.counts.first == StatsCount(name: "Genre 12", count: 12))
        #expect(stats.genres.counts.last == StatsCount(name: "Genre 03", count: 3))
    }

    @Test func hoursAreTheSumOfKnownRuntimes_perViewing_andUnknownRuntimesAreCountedNotGuessed() async throws {
        // given
        let entries = [
            LibraryEntry(film: Self.heat, viewings: [Self.viewing("2026-01-01"), Self.viewing("2026-02-01")]),
            LibraryEntry(film: Self.thief, viewings: [Self.viewing("2026-03-10")]),
            LibraryEntry(film: Self.unknown, viewings: [Self.viewing("2026-04-01"), Self.viewing("2026-04-02")]),
        ]

        // when
        let stats = try await Self.stats(entries)

        // then
        #expect(stats.minutesWatched == 170 * 2 + 123)
        #expect(stats.unknownRuntime == 2)
    }

    @Test func withNoYearGiven_theClocksYearIsCounted() async throws {
        // given: the clock's today is in 2027
        let entries = [LibraryEntry(film: Self.heat, viewings: [Self.viewing("2026-01-01"), Self.viewing("2027-01-02")])]

        // when
        let stats = try await Self.stats(entries, year: nil)

        // then
        #expect(stats.year == 2027 && stats.viewingCount == 1 && stats.perMonth[0] == 1)
    }
}

private extension String {
    init(format2 value: Int) {
        self = value < 10 ? "0\(value)" : "\(value)"
    }
}
