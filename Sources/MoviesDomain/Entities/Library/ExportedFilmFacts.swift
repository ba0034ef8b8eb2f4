/// What Letterboxd's import format asks of a film beyond its TMDB id, as the
/// cache or the embedded catalogue knows it: never looked up for an export,
/// never guessed. Unknown is `nil` or empty, and the cell is left empty.
public struct ExportedFilmFacts: Equatable, Sendable {
    public let imdbID: IMDbID?
    /// In billing order.
    public let directors: [String]

    public init(imdbID: IMDbID? = nil, directors: [String] = []) {
        self.imdbID = imdbID
        self.directors = directors
    }

    /// The facts `details` carry.
    public init(details: MovieDetails) {
        self.init(imdbID: details.facts.imdbID, directors: details.directors)
    }
}
