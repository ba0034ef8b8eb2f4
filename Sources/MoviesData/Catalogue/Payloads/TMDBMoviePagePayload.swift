/// One page of films (`search/movie`, `discover/movie`, the ranked lists, related
/// films), in TMDB v3's shape.
struct TMDBMoviePagePayload: Encodable {
    /// The release window TMDB sends with `now_playing` and `upcoming`.
    struct Dates: Encodable {
        let maximum: String
        let minimum: String
    }

    let page: Int
    let results: [TMDBMovieListItemPayload]
    let totalPages: Int
    let totalResults: Int
    /// Only `now_playing` and `upcoming` carry it; the key is left out elsewhere, as TMDB does.
    var dates: Dates?

    private enum CodingKeys: String, CodingKey {
        case dates
        case page
        case results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(dates, forKey: .dates)
        try container.encode(page, forKey: .page)
        try container.encode(results, forKey: .results)
        try container.encode(totalPages, forKey: .totalPages)
        try container.encode(totalResults, forKey: .totalResults)
    }
}
