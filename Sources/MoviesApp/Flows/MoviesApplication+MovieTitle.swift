import MoviesDomain
import MoviesPresentation

extension MoviesApplication {
    /// The title of film `id`, from its details (cached like every answer).
    /// - Throws: `AppError` for the details' own failure (no such film, offline
    ///   and not cached, …).
    func movieTitle(id: Movie.Identifier, policy: FetchPolicy) async throws -> String {
        let scene = container.makeMoviesSceneDIContainer(options: MoviesSceneOptions(policy: policy))
        var title: String?
        do {
            for try await fetched in scene.makeFetchMovieDetailsUseCase().execute(id: id, policy: policy) {
                title = fetched.value.movie.title
            }
        } catch {
            throw AppError(MoviesErrorMessage.repositoryError(from: error), configuration: container.configuration, subject: .movie(id: id))
        }
        return title ?? "film \(id)"
    }
}
