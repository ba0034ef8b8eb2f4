/// Why the catalogue refuses a request, each answered with TMDB's error body for it.
enum CatalogueRequestError: Error, Equatable, Sendable {
    case notFound
    case invalidPage
    case invalidDate
    case invalidParameters
    /// A list only TMDB can answer (it depends on today's date).
    case liveOnly

    var payload: TMDBErrorPayload {
        switch self {
        case .notFound: .notFound
        case .invalidPage: .invalidPage
        case .invalidDate: .invalidDate
        case .invalidParameters: .invalidParameters
        case .liveOnly: .liveOnly
        }
    }
}
