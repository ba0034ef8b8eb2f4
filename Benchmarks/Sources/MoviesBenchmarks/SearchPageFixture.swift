import Foundation
import MoviesData

/// A real `search/movie` page of 20 results, as the loopback stub serves it.
enum SearchPageFixture {
    /// A query the embedded catalogue answers with more than one full page.
    static let query = "the"

    /// The JSON body of page 1 for `query`.
    static func body() throws -> Data {
        let responder = CatalogueResponder(catalogue: try MovieCatalogue.embedded())
        let answer = responder.respond(method: "GET", path: "/3/search/movie", queryItems: ["query": query, "page": "1"])
        guard answer.statusCode == 200 else {
            throw BenchmarkError("the catalogue answered \(answer.statusCode) to a search for “\(query)”")
        }
        return answer.body
    }
}
