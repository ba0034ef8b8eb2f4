import Foundation
import MoviesDomain

/// `movies search --json`: one page of results and where it came from.
struct JSONMoviesPageOutput: Encodable {
    let query: String
    let year: Int?
    let page: Int
    let totalPages: Int
    let totalResults: Int
    let source: JSONDataSourceOutput
    let results: [JSONMovieOutput]

    init(query: MovieQuery, fetched: Fetched<MoviesPage>) {
        self.query = query.text
        self.year = query.year
        self.page = fetched.value.page
        self.totalPages = fetched.value.totalPages
        self.totalResults = fetched.value.totalResults
        self.source = JSONDataSourceOutput(fetched.origin)
        self.results = fetched.value.movies.map(JSONMovieOutput.init(movie:))
    }

    private enum CodingKeys: String, CodingKey {
        case query, year, page, source, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}

/// One film in JSON output, with TMDB's field names.
struct JSONMovieOutput: Encodable {
    let id: Int
    let title: String
    let originalTitle: String?
    let originalLanguage: String?
    let releaseDate: String?
    let overview: String
    let posterPath: String?
    let voteAverage: Double?
    let voteCount: Int?

    init(movie: Movie) {
        id = movie.id
        title = movie.title
        originalTitle = movie.originalTitle
        originalLanguage = movie.originalLanguage
        releaseDate = movie.releaseDate?.description
        overview = movie.overview
        posterPath = movie.posterPath
        voteAverage = movie.voteAverage
        voteCount = movie.voteCount
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, overview
        case originalTitle = "original_title"
        case originalLanguage = "original_language"
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }
}

/// Where JSON output's data came from: `live`, `cached` or `offline`, and when.
struct JSONDataSourceOutput: Encodable {
    let kind: String
    let fetchedAt: String?
    let reason: String?

    init(_ origin: DataOrigin) {
        switch origin {
        case .live:
            kind = "live"; fetchedAt = nil; reason = nil
        case .cached(let at):
            kind = "cached"; fetchedAt = Self.iso8601(at); reason = nil
        case .offline(let at, let why):
            kind = "offline"; fetchedAt = Self.iso8601(at)
            reason = why.map { "\($0)" }
        }
    }

    private static func iso8601(_ timestamp: Timestamp) -> String {
        Date(timeIntervalSince1970: timestamp.secondsSince1970).ISO8601Format()
    }

    private enum CodingKeys: String, CodingKey {
        case kind, reason
        case fetchedAt = "fetched_at"
    }
}
