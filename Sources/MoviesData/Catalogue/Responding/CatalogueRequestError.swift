/// Why the catalogue refuses a request, each answered with TMDB's error body for it.
enum CatalogueRequestError: Error, Equatable, Sendable {
    case notFound
    case invalidPage
    case invalidDate
    case invalidParameters
    /// What only TMDB can answer (a list that depends on today's date, where
    /// to watch, videos, reviews, keywords).
    case liveOnly(CatalogueLiveOnlyTopic)

    var payload: TMDBErrorPayload {
        switch self {
        case .notFound: .notFound
        case .invalidPage: .invalidPage
        case .invalidDate: .invalidDate
        case .invalidParameters: .invalidParameters
        case .liveOnly(let topic): .liveOnly(topic)
        }
    }
}
