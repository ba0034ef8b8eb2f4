import MoviesData
import MoviesDomain

/// Where a run's screens get their posters and pictures, and how wide.
struct ScenePosters {
    let repository: any PosterImagesRepository
    /// The width asked of the image server, in pixels.
    let pixelWidth: Int

    func makeFetchPosterImageUseCase() -> any FetchPosterImageUseCase {
        DefaultFetchPosterImageUseCase(posterImagesRepository: repository)
    }
}
