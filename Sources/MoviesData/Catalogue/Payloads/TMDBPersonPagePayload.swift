/// A `search/person` answer, in TMDB v3's shape.
struct TMDBPersonPagePayload: Encodable {
    let page: Int
    let results: [TMDBPersonListItemPayload]
    let totalPages: Int
    let totalResults: Int

    private enum CodingKeys: String, CodingKey {
        case page
        case results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}
