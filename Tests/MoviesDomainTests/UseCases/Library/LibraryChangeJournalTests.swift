import MoviesDomain
import Testing

struct LibraryChangeJournalTests {
    private static let heat = Movie(id: 949, title: "Heat", originalTitle: "Heat", releaseDate: ReleaseDate(year: 1995, month: 12, day: 15), posterPath: "/h.jpg")
    private static let film = LibraryFilm(movie: heat)
    private static let earlier = Timestamp(secondsSince1970: 1_700_000_000)

    private let clock = FixedLibraryClock()

    private func rate(_ library: InMemoryLibraryRepository) -> DefaultRateMovieUseCase {
        DefaultRateMovieUseCase(movieDetailsRepository: DetailsStub([Self.heat]), libraryRepository: library, clock: clock)
    }

    /// What the library holds about Heat; an entry holding nothing is no entry.
    private func state(_ library: InMemoryLibraryRepository) async throws -> LibraryEntry? {
        try await library.entry(id: 949).flatMap { $0.isEmpty ? nil : $0 }
    }

    @Test func whenAnAdditionToTheWatchlistIsUndone_theFilmIsOffItAgain_andTheChangeNamesWhatWasUndone() async throws {
        // given
        let library = InMemoryLibraryRepository()
        let journal = DefaultLibraryChangeJournal(libraryRepository: library)
        let add = DefaultAddToWatchlistUseCase(movieDetailsRepository: DetailsStub([Self.heat]), libraryRepository: library, clock: clock)
        _ = try await journal.recording(film: 949) { try await add.execute(id: 949) }

        // when
        let undone = try await journal.undoLatest()

        // then
        #expect(undone == LibraryChange(film: Self.film, effects: [.addedToWatchlist]))
        #expect(try await state(library) == nil)
        #expect(try await journal.undoLatest() == nil)
    }

    @Test func undoRepeatedly_goesNewestFirst_andPutsBackTheOldRatingWithItsTime_notAClearedOne() async throws {
        // given a rating of 3 given earlier, then 4, then cleared in this session
        let library = InMemoryLibraryRepository([LibraryEntry(film: Self.film, rating: FilmRating(rating: StarRating(halfStars: 6)!, ratedAt: Self.earlier))])
        let journal = DefaultLibraryChangeJournal(libraryRepository: library)
        let original = try await state(library)
        _ = try await journal.recording(film: 949) { try await rate(library).execute(id: 949, rating: StarRating(halfStars: 8)) }
        let rated4 = try await state(library)
        _ = try await journal.recording(film: 949) { try await rate(library).execute(id: 949, rating: nil) }

        // when / then: the clearing first, back to 4
        let first = try await journal.undoLatest()
        #expect(first?.effects == [.ratingChanged(from: rated4?.rating, to: nil)])
        #expect(try await state(library) == rated4)
        // then the 4, back to the 3 of before, given when it was given
        _ = try await journal.undoLatest()
        #expect(try await state(library) == original)
        #expect(try await state(library)?.rating?.ratedAt == Self.earlier)
        #expect(try await journal.undoLatest() == nil)
    }

    @Test func aChangeWithSeveralEffectsOnOneFilm_isUndoneWhole_byOneUndo() async throws {
        // given Heat on the watchlist since earlier; one change marks it seen
        // and takes it off the watchlist (as logging a viewing does)
        let library = InMemoryLibraryRepository([LibraryEntry(film: Self.film, watchlistAddedAt: Self.earlier)])
        let journal = DefaultLibraryChangeJournal(libraryRepository: library)
        let before = try await state(library)
        let seen = DefaultMarkSeenUseCase(movieDetailsRepository: DetailsStub([Self.heat]), libraryRepository: library, clock: clock)
        _ = try await journal.recording(film: 949) {
            _ = try await seen.execute(id: 949, on: nil, rating: nil)
            return try await library.removeFromWatchlist(id: 949)
        }

        // when
        let undone = try await journal.undoLatest()

        // then: one entry held both effects; the watchlist keeps its old time
        let viewing = Viewing(date: clock.day, loggedAt: clock.instant)
        #expect(undone?.effects == [.removedFromWatchlist(addedAt: Self.earlier), .viewingAdded(viewing)])
        #expect(try await state(library) == before)
        #expect(try await journal.undoLatest() == nil)
    }

    @Test func aChangeThatChangedNothing_orFailed_isNotJournaled() async throws {
        // given Heat already on the watchlist
        let library = InMemoryLibraryRepository([LibraryEntry(film: Self.film, watchlistAddedAt: Self.earlier)])
        let journal = DefaultLibraryChangeJournal(libraryRepository: library)
        let add = DefaultAddToWatchlistUseCase(movieDetailsRepository: DetailsStub([Self.heat]), libraryRepository: library, clock: clock)
        let unknown = DefaultAddToWatchlistUseCase(movieDetailsRepository: DetailsStub([]), libraryRepository: library, clock: clock)

        // when
        let addition = try await journal.recording(film: 949) { try await add.execute(id: 949) }
        await #expect(throws: MoviesRepositoryError.self) {
            _ = try await journal.recording(film: 1) { try await unknown.execute(id: 1) }
        }

        // then
        #expect(!addition.wasAdded)
        #expect(try await journal.undoLatest() == nil)
    }

    @Test func theEffectsOfAChange_areReadFromTheEntriesBeforeAndAfter() {
        let viewing = Viewing(date: CalendarDate(year: 2026, month: 1, day: 2)!, loggedAt: Self.earlier)
        let rating = FilmRating(rating: StarRating(halfStars: 9)!, ratedAt: Self.earlier)
        let before = LibraryEntry(film: Self.film, viewings: [viewing], rating: rating)
        let after = LibraryEntry(film: Self.film, watchlistAddedAt: Self.earlier)

        #expect(LibraryChange(before: before, after: after)?.effects == [
            .addedToWatchlist, .viewingRemoved(viewing), .ratingChanged(from: rating, to: nil),
        ])
        #expect(LibraryChange(before: nil, after: nil) == nil)
        #expect(LibraryChange(before: before, after: before) == nil)
    }

    @Test func aFilmPutOnAListIsTakenOffByUndo_andAListMadeForItIsDeletedWithIt() async throws {
        // given: Heat put on an existing list, then on a list made for it
        let lists = RecordingFilmListsRepository([FilmList(name: "Heists", createdAt: Self.earlier)])
        let library = InMemoryLibraryRepository()
        let journal = DefaultLibraryChangeJournal(libraryRepository: library, filmListsRepository: lists)
        let edit = DefaultEditFilmListUseCase(movieDetailsRepository: DetailsStub([Self.heat]), libraryRepository: library, repository: lists)
        let manage = DefaultManageFilmListsUseCase(repository: lists, clock: clock)
        _ = try await journal.recording { (try await edit.add(id: 949, to: "heists", note: nil), false) }
        let again = try await journal.recording { (try await edit.add(id: 949, to: "Heists", note: nil), false) }
        _ = try await journal.recording {
            let name = try await manage.create(name: "Pacino", description: nil, isRanked: false)
            return (try await edit.add(id: 949, to: name, note: nil), true)
        }

        // when: undo twice (the second addition to Heists changed nothing, so was not journaled)
        let first = try await journal.undoLatest()
        let second = try await journal.undoLatest()

        // then: newest first; the list made for Heat is gone, Heists stays, empty
        #expect(!again.wasAdded)
        #expect(first == LibraryChange(film: Self.film, effects: [.addedToList(name: "Pacino", createdList: true)]))
        #expect(second == LibraryChange(film: Self.film, effects: [.addedToList(name: "Heists", createdList: false)]))
        #expect(try await lists.filmList(named: "Pacino").value == nil)
        #expect(try await lists.filmList(named: "Heists").value?.entries.isEmpty == true)
        #expect(try await journal.undoLatest() == nil)
    }
}
