public import MoviesDomain

/// Answers with fixed genres, or a failure.
public struct StubGenresUseCase: FetchGenresUseCase {
    public let result: Result<[Genre], MoviesRepositoryError>

    public init(_ result: Result<[Genre], MoviesRepositoryError>) {
        self.result = result
    }

    public func execute(policy: FetchPolicy) -> AsyncThrowingStream<Fetched<[Genre]>, any Error> {
        let result = result
        return AsyncThrowingStream { continuation in
            switch result {
            case .success(let genres):
                continuation.yield(Fetched(value: genres, origin: .live))
                continuation.finish()
            case .failure(let error):
                continuation.finish(throwing: error)
            }
        }
    }

    public static let some = StubGenresUseCase(.success([Genre(id: 28, name: "Action"), Genre(id: 18, name: "Drama"), Genre(id: 35, name: "Comedy")]))
}
