/// Fetches the genres films are filed under.
public protocol FetchGenresUseCase: Sendable {
    func execute(policy: FetchPolicy) -> AsyncThrowingStream<Fetched<[Genre]>, any Error>
}

/// Fetches genres straight from a `GenresRepository`.
public struct DefaultFetchGenresUseCase: FetchGenresUseCase {
    private let genresRepository: any GenresRepository

    public init(genresRepository: any GenresRepository) {
        self.genresRepository = genresRepository
    }

    public func execute(policy: FetchPolicy) -> AsyncThrowingStream<Fetched<[Genre]>, any Error> {
        genresRepository.fetchGenres(policy: policy)
    }
}
