public import MoviesDomain

/// A year of viewing for home's "Your year in film": today is 15 June 2026;
/// Heat was seen in January and March, Alien in March, Heat last year too.
public enum YearInFilmFixtures {
    public static let today = CalendarDate(year: 2026, month: 6, day: 15)!

    public static func film(_ id: Int, _ title: String, runtime: Int? = nil, genres: [String] = [], directors: [String] = []) -> LibraryFilm {
        LibraryFilm(id: id, title: title, year: 2000, facts: FilmFacts(runtimeMinutes: runtime, genres: genres, directors: directors))
    }

    /// `film` seen on each of `days` (year, month, day).
    public static func seen(_ film: LibraryFilm, on days: [(Int, Int, Int)]) -> LibraryEntry {
        LibraryEntry(film: film, viewings: days.compactMap { year, month, day in
            CalendarDate(year: year, month: month, day: day).map { Viewing(date: $0, loggedAt: $0.startOfDayUTC) }
        })
    }

    public static let library = [
        seen(film(949, "Heat", runtime: 170, genres: ["Crime", "Drama"], directors: ["Michael Mann"]), on: [(2025, 12, 31), (2026, 1, 2), (2026, 3, 8)]),
        seen(film(348, "Alien", runtime: 117, genres: ["Horror"], directors: ["Ridley Scott"]), on: [(2026, 3, 9)]),
    ]

    /// The stats of `today`'s year over `library`, counted as the app counts them.
    public static func stats(of library: ReadOnlyLibraryRepository) -> any FetchLibraryStatsUseCase {
        DefaultFetchLibraryStatsUseCase(libraryRepository: library, clock: StoppedLibraryClock(day: today))
    }
}
