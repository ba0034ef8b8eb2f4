/// What the library keeps of a film's details, as last seen, so stats need
/// neither the network nor the cache. Nothing here is ever guessed: a film
/// recorded without its details (offline, nothing cached) has `unknown`.
public struct FilmFacts: Equatable, Hashable, Sendable {
    /// How many of the top billed actors are kept: enough for "top actors"
    /// without keeping a whole cast list per film.
    public static let castKept = 5

    /// The known facts in one shared box, `nil` when nothing is known: a
    /// library entry is copied many times while 20,000 of them are read and
    /// sorted, and one reference (or none) costs far less to copy than four.
    private final class Storage: Sendable {
        let runtimeMinutes: Int?
        let genres: [String]
        let directors: [String]
        let topCast: [String]

        init(runtimeMinutes: Int?, genres: [String], directors: [String], topCast: [String]) {
            self.runtimeMinutes = runtimeMinutes
            self.genres = genres
            self.directors = directors
            self.topCast = topCast
        }
    }

    private let storage: Storage?

    /// `nil` when unknown (TMDB's 0 means it does not know either).
    public var runtimeMinutes: Int? { storage?.runtimeMinutes }
    /// Empty when unknown.
    public var genres: [String] { storage?.genres ?? [] }
    /// Empty when unknown.
    public var directors: [String] { storage?.directors ?? [] }
    /// The top billed actors, at most `castKept`; empty when unknown.
    public var topCast: [String] { storage?.topCast ?? [] }

    public init(runtimeMinutes: Int? = nil, genres: [String] = [], directors: [String] = [], topCast: [String] = []) {
        let runtime = runtimeMinutes.flatMap { $0 > 0 ? $0 : nil }
        let (genres, directors, cast) = (Self.names(genres), Self.names(directors), Array(Self.names(topCast).prefix(Self.castKept)))
        storage = runtime == nil && genres.isEmpty && directors.isEmpty && cast.isEmpty
            ? nil
            : Storage(runtimeMinutes: runtime, genres: genres, directors: directors, topCast: cast)
    }

    public static func == (lhs: FilmFacts, rhs: FilmFacts) -> Bool {
        lhs.runtimeMinutes == rhs.runtimeMinutes && lhs.genres == rhs.genres && lhs.directors == rhs.directors && lhs.topCast == rhs.topCast
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(runtimeMinutes)
        hasher.combine(genres)
        hasher.combine(directors)
        hasher.combine(topCast)
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

    public var isUnknown: Bool { storage == nil }

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
