import MoviesDomain
import MoviesPresentation

extension MoviesApplication {
    /// The genres called `names` (case aside), looked up in TMDB's genre list
    /// (cached like every answer); none asked, none looked up.
    /// - Throws: `AppError.usage` naming the valid genres (or the closest,
    ///   when there are many) when a name is none of them; the list's own
    ///   failure when it cannot be had.
    func genres(named names: [String], policy: FetchPolicy) async throws -> [Genre] {
        guard !names.isEmpty else { return [] }
        let scene = container.makeDiscoverSceneDIContainer(options: MoviesSceneOptions(policy: policy))
        var known: [Genre] = []
        do {
            for try await fetched in scene.makeFetchGenresUseCase().execute(policy: policy) { known = fetched.value }
        } catch {
            throw AppError(MoviesErrorMessage.repositoryError(from: error), configuration: container.configuration)
        }
        return try names.map { name in
            let wanted = MovieQuery(text: name).normalizedText
            guard let genre = known.first(where: { MovieQuery(text: $0.name).normalizedText == wanted }) else {
                throw AppError.usage(UnknownGenreSentence.text(for: name, among: known.map(\.name)))
            }
            return genre
        }
    }
}
