/// Your viewing of one year in numbers: what `movies stats` prints and
/// draws. Every count is of viewings (a film seen twice counts twice), and
/// what the library does not know of a film is counted apart as unknown,
/// never guessed.
public struct LibraryStats: Equatable, Sendable {
    public let year: Int
    public let viewingCount: Int
    /// Different films among the viewings.
    public let filmCount: Int
    /// Viewings in each month, January first: always 12 numbers.
    public let perMonth: [Int]
    /// Viewings per release decade (1990 for the 1990s), oldest first; only
    /// decades with viewings. Films of no known year are in `unknown`.
    public let perDecade: StatsRanking
    /// Viewings per rating in half stars: index 0 is ½ star, 9 is 5 stars.
    /// Viewings with no rating are in `unrated`.
    public let ratings: [Int]
    public let unrated: Int
    /// The ten most watched genres, directors and actors (top billed cast).
    public let genres: StatsRanking
    public let directors: StatsRanking
    public let actors: StatsRanking
    /// The sum of the known runtimes of the viewings.
    public let minutesWatched: Int
    /// Viewings of films whose runtime is unknown (not in `minutesWatched`).
    public let unknownRuntime: Int

    public init(
        year: Int,
        viewingCount: Int,
        filmCount: Int,
        perMonth: [Int],
        perDecade: StatsRanking,
        ratings: [Int],
        unrated: Int,
        genres: StatsRanking,
        directors: StatsRanking,
        actors: StatsRanking,
        minutesWatched: Int,
        unknownRuntime: Int
    ) {
        self.year = year
        self.viewingCount = viewingCount
        self.filmCount = filmCount
        self.perMonth = perMonth
        self.perDecade = perDecade
        self.ratings = ratings
        self.unrated = unrated
        self.genres = genres
        self.directors = directors
        self.actors = actors
        self.minutesWatched = minutesWatched
        self.unknownRuntime = unknownRuntime
    }
}
