import MoviesDomain
import Foundation
import MoviesData
import Networking

/// Decoding one 20-result `search/movie` page into domain movies, the way the
/// app does it: `JSONResponseDecoder` into `MoviesResponseDTO`, then `toDomain()`.
struct JSONDecodingBenchmark {
    let body: Data

    func run(sampler: Sampler) throws -> Samples {
        let decoder = JSONResponseDecoder()
        let first: MoviesResponseDTO = try decoder.decode(body)
        guard first.toDomain().movies.count == 20 else {
            throw BenchmarkError("the fixture page holds \(first.movies.count) movies, not 20")
        }
        var decoded = 0
        let samples = try sampler.measure {
            let page: MoviesResponseDTO = try decoder.decode(body)
            decoded &+= page.toDomain().movies.count
        }
        if decoded == 0 { print("nothing decoded") }
        return samples
    }
}
