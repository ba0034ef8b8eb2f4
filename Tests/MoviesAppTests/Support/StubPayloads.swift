import Foundation
import TMDBStubServer

/// TMDB-shaped bodies written by the tests themselves, so that a test knows
/// exactly what the server said and in which order.
enum StubPayloads {
    struct Film {
        let id: Int
        let title: String
        var overview = "An overview."
        var releaseDate = "2001-01-01"
        var director = "A. Director"
        /// `nil` repeats the title, as the first tests did.
        var tagline: String?
        /// The one cast member; `nil` names them after the title and casts them as the overview.
        var castName: String?
        var character: String?
    }

    /// A `search/movie` page listing `films` in the given order.
    static func searchPage(_ films: [Film], page: Int = 1, totalPages: Int = 1) -> StubHTTPResponse {
        let results: [[String: Any]] = films.map { film in
            [
                "id": film.id, "title": film.title, "original_title": film.title,
                "original_language": "en", "overview": film.overview,
                "release_date": film.releaseDate, "poster_path": NSNull(),
                "vote_average": 7.0, "vote_count": 100, "genre_ids": [18],
            ]
        }
        return json([
            "page": page, "results": results,
            "total_pages": totalPages, "total_results": films.count + (totalPages - 1) * 20,
        ])
    }

    /// A `movie/{id}` answer with credits.
    static func details(_ film: Film) -> StubHTTPResponse {
        json([
            "id": film.id, "title": film.title, "original_title": film.title,
            "original_language": "en", "overview": film.overview,
            "release_date": film.releaseDate, "runtime": 101, "tagline": film.tagline ?? film.title,
            "status": "Released", "vote_average": 7.0, "vote_count": 100,
            "genres": [["id": 18, "name": "Drama"]],
            "credits": [
                "cast": [["id": 1, "name": film.castName ?? film.title, "character": film.character ?? film.overview, "order": 0]],
                "crew": [["id": 2, "name": film.director, "job": "Director"]],
            ],
        ])
    }

    /// The object as JSON; JSONSerialization writes control characters as
    /// `\u001b`-style escapes (C0) or raw (DEL, C1), as a hostile server might.
    private static func json(_ object: [String: Any]) -> StubHTTPResponse {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return .json(String(decoding: data, as: UTF8.self))
    }
}

extension StubHTTPRequest {
    var isSearch: Bool { path.hasSuffix("/search/movie") }
    var isDetails: Bool { path.contains("/movie/") && !isSearch }
}
