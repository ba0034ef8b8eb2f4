import Foundation
import Testing
@testable import MoviesData

/// Helpers shared by the catalogue tests.
enum CatalogueTestSupport {
    static func embeddedResponder() throws -> CatalogueResponder {
        CatalogueResponder(catalogue: try MovieCatalogue.embedded())
    }

    static func search(
        _ responder: CatalogueResponder,
        _ parameters: [String: String]
    ) throws -> MoviesResponseDTO {
        let response = responder.respond(method: "GET", path: "/3/search/movie", queryItems: parameters)
        try #require(response.statusCode == 200)
        return try JSONDecoder().decode(MoviesResponseDTO.self, from: response.body)
    }

    /// The JSON object of a `GET` answer, after checking its status.
    static func get(
        _ responder: CatalogueResponder,
        _ path: String,
        _ parameters: [String: String] = [:],
        status: Int = 200
    ) throws -> [String: Any] {
        let response = responder.respond(method: "GET", path: path, queryItems: parameters)
        #expect(response.statusCode == status, "\(path) \(parameters)")
        return try jsonObject(response.body)
    }

    /// The `results` of a list answer.
    static func results(_ body: [String: Any]) throws -> [[String: Any]] {
        try #require(body["results"] as? [[String: Any]])
    }

    /// The film ids of a list answer, in order.
    static func ids(_ body: [String: Any]) throws -> [Int] {
        try results(body).compactMap { $0["id"] as? Int }
    }

    static func jsonObject(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// A small catalogue written out in full, for tests that need exact control.
    static func catalogue(_ movies: [(id: Int, title: String, originalTitle: String, date: String, popularity: Double)]) throws -> MovieCatalogue {
        let entries = movies.map { movie in
            """
            {"id":\(movie.id),"title":"\(movie.title)","original_title":"\(movie.originalTitle)",
             "original_language":"en","release_date":"\(movie.date)","genres":["Drama"],"runtime":100,
             "overview":"An overview.","vote_average":7.0,"vote_count":10,"popularity":\(movie.popularity),
             "cast":[{"name":"Actor","character":"Role"}],"crew":[{"name":"Someone","job":"Director","department":"Directing"}],"status":"Released","poster_path":null}
            """
        }
        let json = #"{"version":2,"movies":["# + entries.joined(separator: ",") + "]}"
        return try MovieCatalogue(jsonData: Data(json.utf8))
    }
}
