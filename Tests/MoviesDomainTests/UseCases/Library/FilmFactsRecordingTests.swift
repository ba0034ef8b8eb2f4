import MoviesDomain
import Testing

/// A film's facts are recorded with its entry whenever its details are at
/// hand, and a write without them (offline, nothing cached) keeps what the
/// library knew rather than guess.
struct FilmFactsRecordingTests {
    private static let heat = Movie(id: 949, title: "Heat", originalTitle: "Heat", releaseDate: ReleaseDate(year: 1995, month: 12, day: 15), posterPath: nil)
    private static let details = MovieDetails(
        movie: heat, runtimeMinutes: 170, genres: ["Crime", "Drama"],
        crew: [CrewMember(name: "Michael Mann", job: "Director")],
        cast: ["Al Pacino", "Robert De Niro", "Val Kilmer", "Jon Voight", "Tom Sizemore", "Diane Venora"].map { CastMember(name: $0) }
    )

    @Test func addingAFilmWhoseDetailsAreAtHand_keepsItsRuntimeGenresDirectorsAndTopFiveCast() async throws {
        // given
        let library = InMemoryLibraryRepository()
        let add = DefaultAddToWatchlistUseCase(movieDetailsRepository: DetailsStub(details: [Self.details]), libraryRepository: library, clock: FixedLibraryClock())

        // when
        _ = try await add.execute(id: 949)

        // then
        let facts = try await library.entry(id: 949)?.film.facts
        #expect(facts == FilmFacts(runtimeMinutes: 170, genres: ["Crime", "Drama"], directors: ["Michael Mann"], topCast: ["Al Pacino", "Robert De Niro", "Val Kilmer", "Jon Voight", "Tom Sizemore"]))
    }

    @Test func loggingAFilmWhoseDetailsCannotBeHad_keepsTheFactsTheLibraryHad() async throws {
        // given: the library knows Heat's facts; the details are not to be had now
        let known = LibraryFilm(details: Self.details)
        let library = InMemoryLibraryRepository([LibraryEntry(film: known, watchlistAddedAt: Timestamp(secondsSince1970: 0))])
        let offline = DetailsStub(details: [], failure: .notConnected(detail: nil))
        let log = DefaultLogViewingUseCase(movieDetailsRepository: offline, libraryRepository: library, clock: FixedLibraryClock())

        // when
        let marking = try await log.execute(id: 949, ViewingLog())

        // then
        #expect(marking.film == known)
        #expect(try await library.entry(id: 949)?.film.facts == known.facts)
    }
}
