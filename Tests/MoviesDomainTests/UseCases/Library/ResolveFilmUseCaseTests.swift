import MoviesDomain
import Synchronization
import Testing

struct ResolveFilmUseCaseTests {
    private static func movie(_ id: Int, _ title: String, _ year: Int?, original: String? = nil) -> Movie {
        Movie(id: id, title: title, originalTitle: original ?? title, releaseDate: year.map { ReleaseDate(year: $0, month: 6, day: 1) })
    }

    private static let heat1995 = movie(949, "Heat", 1995)
    private static let heat1986 = movie(11_000, "Heat", 1986)
    private static let heatWave = movie(12_000, "Heat Wave", 1995)
    private static let lateHeat = movie(13_000, "The Heat", 2013)

    @Test func whenTheTitleIsAnID_itIsTakenAsItIs_withNoSearch() async throws {
        // given
        let search = AnswerStub([Self.heat1995])

        // when
        let resolved = try await DefaultResolveFilmUseCase(moviesRepository: search).execute(.id(27205))

        // then
        #expect(resolved == ResolvedFilm(id: 27205, match: nil))
        #expect(search.queries.isEmpty)
    }

    @Test func anExactTitleBeatsLongerTitlesThatContainIt() async throws {
        // given: the exact title is not even first
        let search = AnswerStub([Self.heatWave, Self.lateHeat, Self.heat1995])

        // when
        let resolved = try await DefaultResolveFilmUseCase(moviesRepository: search).execute(.title("heat", year: nil))

        // then
        #expect(resolved.id == 949)
        #expect(resolved.match == LibraryFilm(id: 949, title: "Heat", year: 1995, originalTitle: "Heat"))
    }

    @Test func caseAccentsDashesAndQuotesAreFoldedAway() async throws {
        // given
        let amelie = Self.movie(194, "Amélie", 2001, original: "Le Fabuleux Destin d'Amélie Poulain")
        let spiderMan = Self.movie(557, "Spider–Man", 2002)
        let search = AnswerStub([amelie, spiderMan])
        let resolve = DefaultResolveFilmUseCase(moviesRepository: search)

        // when
        let byFoldedTitle = try await resolve.execute(.title("AMELIE", year: nil))
        let byDash = try await resolve.execute(.title("spider-man", year: nil))
        let byOriginal = try await resolve.execute(.title("Le fabuleux destin d’Amélie Poulain", year: nil))

        // then
        #expect([byFoldedTitle.id, byDash.id, byOriginal.id] == [194, 557, 194])
    }

    @Test func twoFilmsOfTheSameTitleWithoutAYear_areAmbiguous_inTheSearchsOrder() async throws {
        // given
        let search = AnswerStub([Self.heat1995, Self.heatWave, Self.heat1986, Self.heat1995])

        // when
        let error = await #expect(throws: FilmResolutionError.self) {
            try await DefaultResolveFilmUseCase(moviesRepository: search).execute(.title("Heat", year: nil))
        }

        // then: the film listed twice counts once
        #expect(error == .ambiguous(title: "Heat", year: nil, matches: [Self.heat1995, Self.heat1986].map(LibraryFilm.init(movie:))))
    }

    @Test func theYearNarrowsTheMatches_andTravelsWithTheSearch() async throws {
        // given: a source that ignores the year it is sent
        let search = AnswerStub([Self.heat1995, Self.heat1986])

        // when
        let resolved = try await DefaultResolveFilmUseCase(moviesRepository: search).execute(.title("Heat", year: 1986))

        // then
        #expect(resolved.id == 11_000)
        #expect(!search.queries.isEmpty && search.queries.allSatisfy { $0 == MovieQuery(text: "Heat", year: 1986) })
    }

    @Test func whenNoFilmHasTheTitle_orNoneInThatYear_itIsNotFound() async throws {
        // given
        let resolve = DefaultResolveFilmUseCase(moviesRepository: AnswerStub([Self.heatWave, Self.heat1995]))

        // when
        let unknown = await #expect(throws: FilmResolutionError.self) { try await resolve.execute(.title("Hea", year: nil)) }
        let wrongYear = await #expect(throws: FilmResolutionError.self) { try await resolve.execute(.title("Heat", year: 2001)) }

        // then
        #expect(unknown == .notFound(title: "Hea", year: nil))
        #expect(wrongYear == .notFound(title: "Heat", year: 2001))
    }

    @Test func aTitleOfPunctuationAloneMatchesNothing() async throws {
        // given
        let resolve = DefaultResolveFilmUseCase(moviesRepository: AnswerStub([Self.movie(1, "?", 2000)]))

        // when
        let error = await #expect(throws: FilmResolutionError.self) { try await resolve.execute(.title("?", year: nil)) }

        // then
        #expect(error == .notFound(title: "?", year: nil))
    }

    @Test func amongTheFilmsOfAList_aTitleIsFoundWithNoSearch_byTheSameRule() throws {
        // given: a watchlist holding one Heat and Heat Wave
        let search = AnswerStub([Self.heat1995, Self.heat1986])
        let resolve = DefaultResolveFilmUseCase(moviesRepository: search)
        let listed = [Self.heatWave, Self.heat1986].map(LibraryFilm.init(movie:))

        // when
        let found = try resolve.execute(.title("HEAT", year: nil), among: listed)
        let byID = try resolve.execute(.id(42), among: listed)

        // then
        #expect(found.id == 11_000 && found.match == LibraryFilm(movie: Self.heat1986))
        #expect(byID == ResolvedFilm(id: 42, match: nil))
        #expect(throws: FilmResolutionError.notFound(title: "Heat", year: 1995)) { try resolve.execute(.title("Heat", year: 1995), among: listed) }
        #expect(search.queries.isEmpty)
    }

    @Test func whenTheSearchFails_itsErrorIsThrown() async throws {
        // given
        let resolve = DefaultResolveFilmUseCase(moviesRepository: AnswerStub([], failure: .notConnected(detail: nil)))

        // when / then
        await #expect(throws: MoviesRepositoryError.notConnected(detail: nil)) { try await resolve.execute(.title("Heat", year: nil)) }
    }
}

/// The same page for every search (whatever its year), the queries recorded;
/// or `failure` for every fetch.
private final class AnswerStub: MoviesRepository {
    private let movies: [Movie]
    private let failure: MoviesRepositoryError?
    private let recorded = Mutex<[MovieQuery]>([])

    init(_ movies: [Movie], failure: MoviesRepositoryError? = nil) {
        self.movies = movies
        self.failure = failure
    }

    var queries: [MovieQuery] { recorded.withLock { $0 } }

    func fetchMovies(source: MoviesListSource, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error> {
        if let query = source.query { recorded.withLock { $0.append(query) } }
        let movies = movies
        let failure = failure
        return AsyncThrowingStream { continuation in
            if let failure {
                continuation.finish(throwing: failure)
            } else {
                continuation.yield(Fetched(value: MoviesPage(page: 1, totalPages: 1, movies: movies), origin: .live))
                continuation.finish()
            }
        }
    }
}
