/// What only TMDB can answer, for the sentence the embedded catalogue refuses with.
public enum CatalogueLiveOnlyTopic: Equatable, Sendable, CaseIterable {
    /// `movie/now_playing` and `movie/upcoming`: they depend on today's date.
    case datedLists
    /// Where a film streams, rents or sells, and `discover` by service.
    case watchProviders
    case videos
    case reviews
    /// `search/keyword` and `discover` by keyword.
    case keywords

    /// The clause of the sentence that names what the catalogue cannot know.
    var unknowable: String {
        switch self {
        case .datedLists: "what is playing now or coming soon"
        case .watchProviders: "where a film streams, rents or sells"
        case .videos: "a film's trailers and other videos"
        case .reviews: "what TMDB's users wrote about a film"
        case .keywords: "TMDB's keywords"
        }
    }
}
