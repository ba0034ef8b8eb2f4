import MoviesDomain
import Testing

struct LogViewingUseCaseTests {
    private static let heat = Movie(id: 949, title: "Heat", originalTitle: "Heat", releaseDate: ReleaseDate(year: 1995, month: 12, day: 15), posterPath: nil)
    private static let film = LibraryFilm(id: 949, title: "Heat", year: 1995)

    private func useCase(_ library: InMemoryLibraryRepository) -> DefaultLogViewingUseCase {
        DefaultLogViewingUseCase(movieDetailsRepository: DetailsStub([Self.heat]), libraryRepository: library, clock: FixedLibraryClock())
    }

    @Test func whenTheFilmWasSeenBeforeThatDay_theViewingIsARewatch_unlessSaidOtherwise() async throws {
        // given
        let library = InMemoryLibraryRepository()
        let log = useCase(library)

        // when
        let first = try await log.execute(id: 949, ViewingLog(date: CalendarDate(iso8601: "2020-01-01")))
        let second = try await log.execute(id: 949, ViewingLog(date: CalendarDate(iso8601: "2021-01-01")))
        let notCounted = try await log.execute(id: 949, ViewingLog(date: CalendarDate(iso8601: "2022-01-01"), rewatch: false))
        let earliest = try await log.execute(id: 949, ViewingLog(date: CalendarDate(iso8601: "2019-01-01")))

        // then
        #expect([first, second, notCounted, earliest].map(\.isRewatch) == [false, true, false, false])
        let stored = try await library.entry(id: 949)?.viewings.map(\.isRewatch)
        #expect(stored == [false, false, true, false])
    }

    @Test func aLoggedViewingKeepsItsRatingTagsAndReview_andTheFilmTakesTheRating() async throws {
        // given
        let library = InMemoryLibraryRepository()

        // when
        let marking = try await useCase(library).execute(
            id: 949, ViewingLog(rating: StarRating(stars: 4.5), tags: ["cinema", " Friends ", "cinema"], review: "The diner scene.")
        )

        // then
        let entry = try #require(try await library.entry(id: 949))
        let viewing = try #require(entry.viewings.first)
        #expect(viewing.date == FixedLibraryClock().day && viewing.rating == StarRating(stars: 4.5))
        #expect(viewing.tags == ["cinema", "Friends"] && viewing.review == "The diner scene.")
        #expect(entry.rating?.rating == StarRating(stars: 4.5))
        #expect(marking.tags == ["cinema", "Friends"])
    }

    @Test func theStartOfALog_isTheClocksToday_andTheDaysTheFilmWasSeen_whichSayWhatIsARewatch() async throws {
        // given
        let library = InMemoryLibraryRepository()
        let log = useCase(library)
        #expect(try await log.start(id: 949) == ViewingLogStart(today: FixedLibraryClock().day, seenOn: []))

        // when
        _ = try await log.execute(id: 949, ViewingLog(date: CalendarDate(iso8601: "2021-01-01")))
        _ = try await log.execute(id: 949, ViewingLog(date: CalendarDate(iso8601: "2020-01-01")))

        // then
        let start = try await log.start(id: 949)
        #expect(start.seenOn.map(\.description) == ["2020-01-01", "2021-01-01"])
        #expect(!start.isRewatch(on: try #require(CalendarDate(iso8601: "2020-01-01"))))
        #expect(start.isRewatch(on: try #require(CalendarDate(iso8601: "2020-01-02"))))
    }

    @Test func aDayIsNamedTodayYesterdayOrYYYYMMDD_inAnyCase() {
        #expect(ViewingDay(naming: "TODAY") == .today)
        #expect(ViewingDay(naming: " yesterday ") == .yesterday)
        #expect(ViewingDay(naming: "2024-02-29") == .on(CalendarDate(year: 2024, month: 2, day: 29)!))
        for text in ["", "tomorrow", "2023-02-29", "2024-2-1", "today please"] {
            #expect(ViewingDay(naming: text) == nil)
        }
    }

    @Test func yesterdayIsTheDayBeforeTheClocksToday_evenAcrossAYear() async throws {
        // given
        let library = InMemoryLibraryRepository()
        let clock = FixedLibraryClock(day: CalendarDate(year: 2027, month: 1, day: 1)!)
        let log = DefaultLogViewingUseCase(movieDetailsRepository: DetailsStub([Self.heat]), libraryRepository: library, clock: clock)

        // when
        let marking = try await log.execute(id: 949, ViewingLog(day: .yesterday))

        // then
        #expect(marking.date.description == "2026-12-31")
    }

    @Test func loggingOrMarkingAFilmSeen_takesItOffTheWatchlistAndSaysSo() async throws {
        // given
        let onList = { InMemoryLibraryRepository([LibraryEntry(film: Self.film, watchlistAddedAt: Timestamp(secondsSince1970: 1))]) }
        let logged = onList()
        let marked = onList()

        // when
        let log = try await useCase(logged).execute(id: 949, ViewingLog())
        let again = try await useCase(logged).execute(id: 949, ViewingLog())
        let mark = try await DefaultMarkSeenUseCase(movieDetailsRepository: DetailsStub([Self.heat]), libraryRepository: marked, clock: FixedLibraryClock())
            .execute(id: 949, on: nil, rating: nil)

        // then
        #expect(log.tookOffWatchlist && !again.tookOffWatchlist && mark.tookOffWatchlist)
        #expect(try await logged.entry(id: 949)?.isOnWatchlist == false)
        #expect(try await marked.entry(id: 949)?.isOnWatchlist == false)
    }
}

struct ViewingTagsTests {
    @Test func tagsAreOneLineWithoutCommas_emptyOnesDropped_andEachKeptOnceWhereItCameFirst() {
        #expect(ViewingTags.normalized(["  two  words ", "a,b", "line\nbreak", "", " ", "Two words", "tab\there"]) == ["two words", "a b", "line break", "tab here"])
        #expect(ViewingTags.parse(commaSeparated: "cinema, friends,,  35mm ") == ["cinema", "friends", "35mm"])
        let once = ViewingTags.normalized(["x y", "z"])
        #expect(ViewingTags.normalized(once) == once)
    }
}
