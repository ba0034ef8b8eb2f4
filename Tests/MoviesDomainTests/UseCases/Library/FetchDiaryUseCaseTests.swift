import MoviesDomain
import Testing

struct FetchDiaryUseCaseTests {
    private static func viewing(_ day: String, loggedAt: Double = 0) -> Viewing {
        Viewing(date: CalendarDate(iso8601: day)!, loggedAt: Timestamp(secondsSince1970: loggedAt))
    }

    private static let library = InMemoryLibraryRepository([
        LibraryEntry(film: LibraryFilm(id: 1, title: "One"), viewings: [viewing("2024-03-09", loggedAt: 5), viewing("2023-12-31")]),
        LibraryEntry(film: LibraryFilm(id: 2, title: "Two"), watchlistAddedAt: Timestamp(secondsSince1970: 1)),
        LibraryEntry(film: LibraryFilm(id: 3, title: "Three"), viewings: [viewing("2024-03-09", loggedAt: 9), viewing("2024-01-02")]),
    ])

    @Test func everyViewingComesNewestFirst_aDaysByWhenTheyWereLogged() async throws {
        // when
        let diary = try await DefaultFetchDiaryUseCase(libraryRepository: Self.library).execute(period: .all).value

        // then
        #expect(diary.map { "\($0.film.id) \($0.viewing.date)" } == ["3 2024-03-09", "1 2024-03-09", "3 2024-01-02", "1 2023-12-31"])
    }

    @Test func aYearOrAMonth_keepsOnlyItsViewings() async throws {
        // given
        let useCase = DefaultFetchDiaryUseCase(libraryRepository: Self.library)

        // when
        let year = try await useCase.execute(period: .year(2023)).value
        let month = try await useCase.execute(period: .month(year: 2024, month: 3)).value

        // then
        #expect(year.map(\.film.id) == [1])
        #expect(month.map(\.film.id) == [3, 1])
    }
}
