import MoviesDomain
import Synchronization

/// Answers every poster request with one picture, or with a failure.
final class StubFetchPosterImageUseCase: FetchPosterImageUseCase {
    private let result: Result<PosterImage, MoviesRepositoryError>
    private let requests = Mutex<[String]>([])

    init(result: Result<PosterImage, MoviesRepositoryError>) {
        self.result = result
    }

    /// The poster paths asked for so far, oldest first.
    var requestedPaths: [String] {
        requests.withLock { $0 }
    }

    func execute(path: String, preferredWidth: Int, policy: FetchPolicy) async throws -> PosterImage {
        requests.withLock { $0.append(path) }
        return try result.get()
    }
}
