/// One section of the home screen as the view shows it: a name, a line that
/// says what is in it (its first titles, "Loading…", or why it is empty), and
/// its first films for the plain output.
public struct HomeSectionViewModel: Equatable, Sendable {
    /// How far the section's content has come.
    public enum State: Equatable, Sendable {
        case loading, loaded, failed
        /// Only TMDB itself can fill it (what plays now, on the embedded
        /// catalogue): plain output leaves it out with a note.
        case unavailable
    }

    /// Titles a section's summary names, and films it keeps for plain output.
    static let summaryTitleCount = 3
    static let keptFilmCount = 5

    public let title: String
    public let summary: String
    public let state: State
    /// The section's first films (film sections only), for plain and JSON output.
    public let films: [MoviesListItemViewModel]
    /// The year's numbers (your year in film only), for its chart and JSON.
    public let yearInFilm: HomeYearInFilmViewModel?

    public init(title: String, summary: String, state: State, films: [MoviesListItemViewModel] = [], yearInFilm: HomeYearInFilmViewModel? = nil) {
        self.title = title
        self.summary = summary
        self.state = state
        self.films = films
        self.yearInFilm = yearInFilm
    }
}
