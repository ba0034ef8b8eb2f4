import MoviesDomain
import Synchronization
import Testing

struct FetchPosterImageUseCaseTests {
    @Test func asksTheRepositoryForThePathWidthAndPolicyGiven() async throws {
        // given
        let repository = PosterImagesRepositorySpy()
        let useCase = DefaultFetchPosterImageUseCase(posterImagesRepository: repository)

        // when
        let poster = try await useCase.execute(path: "/x.jpg", preferredWidth: 185, policy: .offline)

        // then
        #expect(poster.width == 1)
        #expect(repository.requests == ["/x.jpg 185 offline"])
    }
}

private final class PosterImagesRepositorySpy: PosterImagesRepository {
    private let recorded = Mutex<[String]>([])

    var requests: [String] { recorded.withLock { $0 } }

    func fetchPoster(path: String, preferredWidth: Int, policy: FetchPolicy) async throws -> PosterImage {
        recorded.withLock { $0.append("\(path) \(preferredWidth) \(policy)") }
        guard let poster = PosterImage(width: 1, height: 1, pixels: [0, 0, 0]) else { throw MoviesRepositoryError.notCached }
        return poster
    }
}
