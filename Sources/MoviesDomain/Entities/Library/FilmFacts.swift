/// What the library keeps of a film's details, as last seen, so stats need
/// neither the network nor the cache. Nothing here is ever guessed: a film
/// recorded without its details (offline, nothing cached) has `unknown`.
public struct FilmFacts: Equatable, Hashable, Sendable {
    /// How many of the top billed actors are kept: enough for "top actors"
    /// without keeping a whole cast list per film.
    public static let castKept = 5

    /// `nil` when unknown (TMDB's 0 means it does not know either).
    public let runtimeMinutes: Int?
    /// Empty when unknown.
    public let genres: [String]
    /// Empty when unknown.
    public let directors: [String]
    /// The top billed actors, at most `castKept`; empty when unknown.
    public let topCast: [String]

    public init(runtimeMinutes: Int? = nil, genres: [String] = [], directors: [String] = [], topCast: [String] = []) {
        self.runtimeMinutes = runtimeMinutes.flatMap { $0 > 0 ? $0 : nil }
        self.genres = Self.names(genres)
        self.directors = Self.names(directors)
        self.topCast = Array(Self.names(topCast).prefix(Self.castKept))
    }

    /// The facts the details state.
    public init(details: MovieDetails) {
        self.init(
            runtimeMinutes: details.runtimeMinutes,
            genres: details.genres,
            directors: details.directors,
            topCast: details.cast.map(\.name)
        )
    }

    public static let unknown = FilmFacts()

    public var isUnknown: Bool { self == .unknown }

    /// These facts, keeping `older`'s where these know nothing.
    public func filling(from older: FilmFacts) -> FilmFacts {
        FilmFacts(
            runtimeMinutes: runtimeMinutes ?? older.runtimeMinutes,
            genres: genres.isEmpty ? older.genres : genres,
            directors: directors.isEmpty ? older.directors : directors,
            topCast: topCast.isEmpty ? older.topCast : topCast
        )
    }

    /// Each name once, in order, on one line and trimmed: the library keeps
    /// a list as lines, and an empty name says nothing.
    private static func names(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.compactMap { name in
            let line = name.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingWhiteSpace
            return !line.isEmpty && seen.insert(line).inserted ? line : nil
        }
    }
}
