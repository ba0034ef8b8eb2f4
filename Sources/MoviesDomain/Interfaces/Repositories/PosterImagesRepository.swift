/// Source of poster pictures.
///
/// One value, not a stream like the other repositories: a poster's path names
/// one unchanging picture (TMDB gives a new path when the artwork changes), so
/// a cached copy is as good as a fresh one and never needs replacing on screen.
public protocol PosterImagesRepository: Sendable {
    /// The poster at `path` (such as `/abc.jpg`), at least about `preferredWidth`
    /// pixels wide when the server has it so large, and never wider.
    /// - Parameter policy: `.offline` never touches the network; otherwise a
    ///   cached copy is used when there is one, and the network when not.
    /// - Throws: `MoviesRepositoryError`.
    func fetchPoster(path: String, preferredWidth: Int, policy: FetchPolicy) async throws -> PosterImage
}
