import MoviesDomain
import Testing

struct LibraryUseCasesTests {
    private static let inception = Movie(id: 27205, title: "Inception", originalTitle: "Inception", releaseDate: ReleaseDate(year: 2010, month: 7, day: 15), posterPath: "/i.jpg")

    @Test func whenAFilmIsAddedToTheWatchlist_itKeepsTitleYearOriginalTitleAndPoster() async throws {
        // given
        let library = InMemoryLibraryRepository()
        let useCase = DefaultAddToWatchlistUseCase(movieDetailsRepository: DetailsStub([Self.inception]), libraryRepository: library, clock: FixedLibraryClock())

        // when
        let first = try await useCase.execute(id: 27205)
        let second = try await useCase.execute(id: 27205)

        // then
        #expect(first.wasAdded && !second.wasAdded)
        let entry = try #require(try await library.entry(id: 27205))
        #expect(entry.film == LibraryFilm(id: 27205, title: "Inception", year: 2010, originalTitle: "Inception", posterPath: "/i.jpg"))
        #expect(entry.watchlistAddedAt == Timestamp(secondsSince1970: 1_800_000_000))
    }

    @Test func whenTheFilmIsUnknown_addingFailsWithNotFoundAndChangesNothing() async throws {
        // given
        let library = InMemoryLibraryRepository()
        let useCase = DefaultAddToWatchlistUseCase(movieDetailsRepository: DetailsStub([]), libraryRepository: library, clock: FixedLibraryClock())

        // when / then
        await #expect(throws: MoviesRepositoryError.notFound(message: nil)) { try await useCase.execute(id: 1) }
        #expect(try await library.allEntries().value.isEmpty)
    }

    @Test func whenTheDetailsCannotBeHadButTheLibraryHoldsTheFilm_itsStoredTitleIsUsed() async throws {
        // given
        let stored = LibraryFilm(id: 27205, title: "Inception", year: 2010)
        let library = InMemoryLibraryRepository([LibraryEntry(film: stored, watchlistAddedAt: Timestamp(secondsSince1970: 1))])
        let details = DetailsStub([], failure: .notConnected(detail: nil))
        let useCase = DefaultRateMovieUseCase(movieDetailsRepository: details, libraryRepository: library, clock: FixedLibraryClock())

        // when
        let change = try await useCase.execute(id: 27205, rating: StarRating(stars: 4.5))

        // then
        #expect(change.film == stored && change.previous == nil && change.current == StarRating(stars: 4.5))
    }

    @Test func whenSeenAgainTheSameDay_nothingChangesAndItSaysSo() async throws {
        // given
        let library = InMemoryLibraryRepository()
        let useCase = DefaultMarkSeenUseCase(movieDetailsRepository: DetailsStub([Self.inception]), libraryRepository: library, clock: FixedLibraryClock())

        // when
        let first = try await useCase.execute(id: 27205, on: nil, rating: nil)
        let again = try await useCase.execute(id: 27205, on: nil, rating: nil)
        let earlier = try await useCase.execute(id: 27205, on: CalendarDate(iso8601: "2020-05-01"), rating: nil)

        // then
        #expect(first.isNewViewing && !again.isNewViewing && earlier.isNewViewing)
        #expect(first.date.description == "2027-01-15")
        #expect(try await library.entry(id: 27205)?.viewings.map(\.date.description) == ["2020-05-01", "2027-01-15"])
    }

    @Test func whenTheDateIsAfterToday_markingSeenIsRefusedBeforeAnyFetch() async throws {
        // given
        let details = DetailsStub([Self.inception])
        let useCase = DefaultMarkSeenUseCase(movieDetailsRepository: details, libraryRepository: InMemoryLibraryRepository(), clock: FixedLibraryClock())
        let tomorrow = try #require(CalendarDate(iso8601: "2027-01-16"))

        // when / then
        await #expect(throws: LibraryInputError.dateInFuture(tomorrow, today: FixedLibraryClock().day)) {
            try await useCase.execute(id: 27205, on: tomorrow, rating: nil)
        }
        #expect(details.requestCount == 0)
    }

    @Test func whenTitlesFitOneSeveralOrNoFilm_theImportMatchesOneAndReportsTheOthersByName() async throws {
        // given
        let dune1984 = Movie(id: 841, title: "Dune", releaseDate: ReleaseDate(year: 1984, month: 12, day: 14))
        let twins = [Movie(id: 1, title: "Twin", releaseDate: ReleaseDate(year: 2001, month: 1, day: 1)),
                     Movie(id: 2, title: "twin", releaseDate: ReleaseDate(year: 2001, month: 3, day: 1))]
        let search = SearchStub(["dune": [dune1984, Movie(id: 438631, title: "Dune", releaseDate: ReleaseDate(year: 2021, month: 9, day: 15))], "twin": twins])
        let file = FileStub([
            LibraryImportRecord(film: .titled(title: "Dune", year: 1984), viewing: Viewing(date: CalendarDate(iso8601: "2020-01-01")!, loggedAt: Timestamp(secondsSince1970: 5))),
            LibraryImportRecord(film: .titled(title: "Twin", year: 2001), watchlistAddedAt: Timestamp(secondsSince1970: 5)),
            LibraryImportRecord(film: .titled(title: "Nowhere", year: 1999), watchlistAddedAt: Timestamp(secondsSince1970: 5)),
        ])
        let library = InMemoryLibraryRepository()
        let useCase = DefaultImportLibraryUseCase(fileCoding: file, moviesRepository: search, movieDetailsRepository: DetailsStub([]), libraryRepository: library, clock: FixedLibraryClock())

        // when
        let report = try await useCase.execute(path: "x.zip", dryRun: false)

        // then
        #expect(report.counts == LibraryMergeCounts(new: 1))
        #expect(report.ambiguous == [UnmatchedFilm(title: "Twin", year: 2001, candidateCount: 2)])
        #expect(report.unmatched == [UnmatchedFilm(title: "Nowhere", year: 1999, candidateCount: 0)])
        #expect(try await library.allEntries().value.map(\.film.id) == [841])
    }

    @Test func whenAFileNamesAFilmOnSeveralLines_theyBecomeOneEntryWithTheLastRating() async throws {
        // given
        let film = LibraryFilm(id: 7, title: "Seven", year: 1995)
        let day = CalendarDate(iso8601: "2021-02-03")!
        func rated(_ halfStars: Int) -> FilmRating { FilmRating(rating: StarRating(halfStars: halfStars)!, ratedAt: Timestamp(secondsSince1970: 9)) }
        let file = FileStub([
            LibraryImportRecord(film: .identified(film), viewing: Viewing(date: day, loggedAt: Timestamp(secondsSince1970: 1)), rating: rated(6)),
            LibraryImportRecord(film: .identified(film), viewing: Viewing(date: day, loggedAt: Timestamp(secondsSince1970: 2)), rating: rated(9)),
            LibraryImportRecord(film: .identified(film), watchlistAddedAt: Timestamp(secondsSince1970: 3)),
        ])
        let library = InMemoryLibraryRepository()
        let useCase = DefaultImportLibraryUseCase(fileCoding: file, moviesRepository: SearchStub([:]), movieDetailsRepository: DetailsStub([]), libraryRepository: library, clock: FixedLibraryClock())

        // when
        _ = try await useCase.execute(path: "x.csv", dryRun: false)

        // then
        let entry = try #require(try await library.entry(id: 7))
        #expect(entry.viewings == [Viewing(date: day, loggedAt: Timestamp(secondsSince1970: 1))])
        #expect(entry.rating == rated(9))
        #expect(entry.watchlistAddedAt == Timestamp(secondsSince1970: 3))
    }
}
