/// One page of results in TMDB v3's shape: films (`search/movie`,
/// `discover/movie`, the ranked lists, related films) or people
/// (`search/person`). The responder's encoder sorts the keys, so the
/// synthesized encoding writes them as TMDB does.
struct TMDBPagePayload<Item: Encodable>: Encodable {
    /// The release window TMDB sends with `now_playing` and `upcoming`.
    struct Dates: Encodable {
        let maximum: String
        let minimum: String
    }

    let page: Int
    let results: [Item]
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
}
