import MoviesDomain

/// A page of TMDB `search/movie` results.
package struct MoviesResponseDTO: Decodable, Equatable, Sendable {
    package let page: Int
    package let totalPages: Int
    package let totalResults: Int
    package let movies: [MovieDTO]
    /// Results that could not be read at all (no usable id), left out.
    package let skippedCount: Int

    private enum CodingKeys: String, CodingKey {
        case page
        case totalPages = "total_pages"
        case totalResults = "total_results"
        case movies = "results"
    }

    package init(page: Int, totalPages: Int, totalResults: Int, movies: [MovieDTO], skippedCount: Int = 0) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.movies = movies
        self.skippedCount = skippedCount
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Without a page number the object is not a page of results (an error
        // body sent with 200, say); with a nonsense one it still is.
        try container.requireAnyKey(.page, failure: "not a page of results")
        let results = try container.decodeIfPresent(LossyList<MovieDTO>.self, forKey: .movies)
        movies = results?.elements ?? []
        skippedCount = results?.skippedCount ?? 0
        // The page and totals only drive paging: a missing or absurd one is
        // estimated from the page itself rather than a reason to reject it.
        page = container.decodeLenientInt(forKey: .page) ?? 1
        totalResults = container.decodeLenientInt(forKey: .totalResults) ?? movies.count
        totalPages = container.decodeLenientInt(forKey: .totalPages) ?? page
    }
}

extension MoviesResponseDTO {
    /// TMDB serves at most 500 pages of any list.
    package static let maximumPage = 500

    /// The page as the app shows it: numbered as it was asked for (a server
    /// may say anything), totals held to what TMDB can serve.
    package func toDomain(requestedPage: Int? = nil) -> MoviesPage {
        let number = requestedPage ?? min(max(1, page), Self.maximumPage)
        let sent = movies.count + skippedCount
        let pages = Self.servedPages(stated: totalPages, page: number, sent: sent)
        let atLeast = (number - 1) * Self.pageSize + sent
        return MoviesPage(
            page: number,
            totalPages: pages,
            totalResults: totalResults >= 0 ? max(totalResults, sent) : atLeast,
            movies: movies.map { $0.toDomain() },
            skippedCount: skippedCount
        )
    }

    /// TMDB's lists hold 20 results a page.
    package static let pageSize = 20

    /// How many pages of a list can be read, from the total a server stated.
    ///
    /// TMDB states the pages of the whole match (57,004 for popular) but serves
    /// only pages 1–500, so a larger total is 500. A total no server can mean
    /// (negative, or past `maximumPlausiblePages`) is estimated from the page
    /// itself: a short page is the last one, a full one has at least one more.
    /// - Parameters:
    ///   - stated: `total_pages` as the server sent it.
    ///   - page: The number of the page that came.
    ///   - sent: How many results it held (unreadable ones included).
    package static func servedPages(stated: Int, page: Int, sent: Int) -> Int {
        if (0...maximumPage).contains(stated) { return stated }
        if (maximumPage...maximumPlausiblePages).contains(stated) { return maximumPage }
        return sent < pageSize ? page : min(page + 1, maximumPage)
    }

    /// More pages than any list of TMDB's could have: its whole catalogue of
    /// about a million films is some 60,000 pages.
    package static let maximumPlausiblePages = 1_000_000
}
