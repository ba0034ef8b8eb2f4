/// A film of several could not be fetched: which one, and why. Nothing was
/// changed, so the sentence can name the film the user has to look at.
public struct FilmFetchError: Error, Equatable, Sendable {
    public let id: Movie.Identifier
    public let error: MoviesRepositoryError

    public init(id: Movie.Identifier, error: MoviesRepositoryError) {
        self.id = id
        self.error = error
    }
}
