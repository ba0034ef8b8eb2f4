/// Fetches the poster of a film, for screens that can draw pictures.
public protocol FetchPosterImageUseCase: Sendable {
    /// - Throws: `MoviesRepositoryError`.
    func execute(path: String, preferredWidth: Int, policy: FetchPolicy) async throws -> PosterImage
}

/// Fetches posters from a `PosterImagesRepository`.
public struct DefaultFetchPosterImageUseCase: FetchPosterImageUseCase {
    private let posterImagesRepository: any PosterImagesRepository

    public init(posterImagesRepository: any PosterImagesRepository) {
        self.posterImagesRepository = posterImagesRepository
    }

    public func execute(path: String, preferredWidth: Int, policy: FetchPolicy) async throws -> PosterImage {
        try await posterImagesRepository.fetchPoster(path: path, preferredWidth: preferredWidth, policy: policy)
    }
}
