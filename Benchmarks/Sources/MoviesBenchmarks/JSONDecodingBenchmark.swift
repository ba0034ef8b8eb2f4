import Foundation

/// Decoding one 20-result `search/movie` page into domain movies, the way the
/// app's `JSONResponseDecoder` does it (a `JSONDecoder` per body).
struct JSONDecodingBenchmark {
    let body: Data

    func run(sampler: Sampler) throws -> Samples {
        let first = try JSONDecoder().decode(SearchPageMirror.self, from: body).toDomain()
        guard first.movies.count == 20 else {
            throw BenchmarkError("the fixture page holds \(first.movies.count) movies, not 20")
        }
        var decoded = 0
        let samples = try sampler.measure {
            decoded &+= try JSONDecoder().decode(SearchPageMirror.self, from: body).toDomain().movies.count
        }
        if decoded == 0 { print("nothing decoded") }
        return samples
    }
}
