import MoviesDomain
import MoviesPresentation
import Testing

@MainActor
struct MovieDetailsViewModelTests {
    private static let movie = Movie(
        id: 27205, title: "Inception", originalTitle: "Inception", overview: "A thief of dreams.",
        releaseDate: ReleaseDate(year: 2010, month: 7, day: 15), voteAverage: 8.37, voteCount: 35012
    )

    @Test func beforeDetailsArrive_showsWhatTheListKnew() {
        let viewModel = DefaultMovieDetailsViewModel(
            movie: Self.movie, fetchMovieDetailsUseCase: DetailsUseCaseStub(result: .failure(.notCached)),
            formatter: FixedDataAgeFormatter()
        )

        #expect(viewModel.content.value.title == "Inception")
        #expect(viewModel.content.value.originalTitle == nil)
        #expect(viewModel.content.value.releaseYear == "2010")
        #expect(viewModel.content.value.rating == "8.4 (35,012 votes)")
    }

    @Test func whenDetailsArrive_showsRuntimeGenresDirectorsAndCast() async {
        // given
        let details = MovieDetails(
            movie: Self.movie, runtimeMinutes: 148, genres: ["Action", "Science Fiction"],
            tagline: "Dream big.", status: "Released", directors: ["Christopher Nolan"],
            cast: [CastMember(name: "Leonardo DiCaprio", character: "Cobb"), CastMember(name: "Extra", character: nil)]
        )
        let viewModel = DefaultMovieDetailsViewModel(
            movie: Self.movie, fetchMovieDetailsUseCase: DetailsUseCaseStub(result: .success(details)),
            formatter: FixedDataAgeFormatter()
        )

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // then
        let content = viewModel.content.value
        #expect(content.runtime == "2h 28m")
        #expect(content.genres == "Action, Science Fiction")
        #expect(content.directors == "Christopher Nolan")
        #expect(content.cast == ["Leonardo DiCaprio as Cobb", "Extra"])
        #expect(viewModel.isLoading.value == false)
        #expect(viewModel.status.value.kind == .live)
    }

    @Test func whenDetailsFail_keepsListDataAndReportsError() async {
        let viewModel = DefaultMovieDetailsViewModel(
            movie: Self.movie, fetchMovieDetailsUseCase: DetailsUseCaseStub(result: .failure(.notFound(message: nil))),
            formatter: FixedDataAgeFormatter()
        )

        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        #expect(viewModel.content.value.title == "Inception")
        #expect(viewModel.failure.value == .notFound(message: nil))
        #expect(viewModel.status.value.kind == .error)
    }

    @Test(arguments: [(148, "2h 28m"), (60, "1h"), (45, "45m"), (0, nil)] as [(Int, String?)])
    func runtimeIsShownAsHoursAndMinutes(minutes: Int, expected: String?) {
        let content = MovieDetailsContentViewModel(details: MovieDetails(movie: Self.movie, runtimeMinutes: minutes))
        #expect(content.runtime == expected)
    }
}

private struct DetailsUseCaseStub: FetchMovieDetailsUseCase {
    let result: Result<MovieDetails, MoviesRepositoryError>

    func execute(id: Movie.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MovieDetails>, any Error> {
        let result = result
        return AsyncThrowingStream { continuation in
            switch result {
            case .success(let details): continuation.yield(Fetched(value: details, origin: .live)); continuation.finish()
            case .failure(let error): continuation.finish(throwing: error)
            }
        }
    }
}
