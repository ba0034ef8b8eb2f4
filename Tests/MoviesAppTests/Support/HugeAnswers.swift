import Foundation
import Testing
import TMDBStubServer

/// Answers far larger than any real one, yet under the 8 MiB body cap, as a
/// broken or hostile server might send them (issue #25).
enum HugeAnswers {
    /// The suites that read these answers, one test at a time: each run costs
    /// the debug build seconds of CPU, and several at once on two cores would
    /// starve the rest of the suite.
    @Suite(.serialized) enum Suites {}

    /// A `person/{id}` answer whose filmography is `count` crew credits of one
    /// film (id 1, "F"), each a different job (`0`, `1`, … in base 36). 240,000
    /// of them make 8.1 MB.
    static func personWithJobsInOneFilm(_ count: Int) -> StubHTTPResponse {
        let crew = (0..<count).map { #"{"id":1,"title":"F","job":"\#(String($0, radix: 36))"}"# }
        return person(crew: crew)
    }

    /// A `person/{id}` answer with one crew credit in each of `count` films
    /// (ids 1…count, titles `F0`, `F1`, … in base 36), all of the same day.
    static func personWithFilms(_ count: Int) -> StubHTTPResponse {
        let crew = (0..<count).map { #"{"id":\#($0 + 1),"title":"F\#(String($0, radix: 36))","job":"J"}"# }
        return person(crew: crew)
    }

    /// A `genre/movie/list` answer: TMDB's 19 genres first, then made-up ones
    /// (`G19`, `G20`, …) up to `count`.
    static func genres(_ count: Int) -> StubHTTPResponse {
        let real = [
            "Action", "Adventure", "Animation", "Comedy", "Crime", "Documentary", "Drama", "Family", "Fantasy", "History",
            "Horror", "Music", "Mystery", "Romance", "Science Fiction", "TV Movie", "Thriller", "War", "Western",
        ]
        let names = (0..<count).map { $0 < real.count ? real[$0] : "G\($0)" }
        let genres = names.enumerated().map { #"{"id":\#($0.offset + 1),"name":"\#($0.element)"}"# }
        return .json(#"{"genres":[\#(genres.joined(separator: ","))]}"#)
    }

    private static func person(crew: [String]) -> StubHTTPResponse {
        .json(#"{"id":9,"name":"Hostile Person","biography":"","movie_credits":{"cast":[],"crew":[\#(crew.joined(separator: ","))]}}"#)
    }
}

extension StubHTTPRequest {
    var isPerson: Bool { path.contains("/person/") && !path.contains("/search/") }
    var isGenreList: Bool { path.hasSuffix("/genre/movie/list") }
}
