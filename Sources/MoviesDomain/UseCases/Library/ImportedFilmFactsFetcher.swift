/// Finds the facts (runtime, genres, directors, top cast) of imported films
/// that came without them, from their details: the cache or the embedded
/// catalogue first (no request), then the network, a few films at a time.
///
/// Facts are never guessed: a film whose details cannot be had keeps
/// unknown facts and the others go on. Once a failure shows that every
/// request would fail alike (credentials refused, no connection, no answer
/// in time, rate limited), the rest are looked up in the cache alone rather
/// than each waiting for its own failure.
struct ImportedFilmFactsFetcher: Sendable {
    /// How many details are asked for at once: enough to hide a request's
    /// latency, few enough to stay well inside TMDB's rate limit.
    static let concurrentFetches = 4

    let movieDetailsRepository: any MovieDetailsRepository

    /// - Parameter progress: Told how many films are done after each one.
    /// - Returns: The known facts, by film; films whose facts stay unknown are left out.
    /// - Throws: `MoviesRepositoryError.cancelled` when the import is cancelled.
    func facts(of ids: [Movie.Identifier], progress: (Int) -> Void) async throws -> [Movie.Identifier: FilmFacts] {
        var waiting = ids[...]
        var found: [Movie.Identifier: FilmFacts] = [:]
        var then = FetchPolicy.automatic
        var done = 0
        try await withThrowingTaskGroup(of: (Movie.Identifier, Result<FilmFacts, MoviesRepositoryError>).self) { group in
            for _ in 0..<Self.concurrentFetches {
                guard let id = waiting.popFirst() else { break }
                group.addTask { [then] in (id, await facts(of: id, then: then)) }
            }
            while let finished = try await group.next() {
                switch finished.1 {
                case .success(let facts) where !facts.isUnknown:
                    found[finished.0] = facts
                case .success:
                    break
                case .failure(.cancelled):
                    throw MoviesRepositoryError.cancelled
                case .failure(let error):
                    if Self.failsEveryRequest(error) { then = .offline }
                }
                done += 1
                progress(done)
                if let next = waiting.popFirst() {
                    group.addTask { [then] in (next, await facts(of: next, then: then)) }
                }
            }
        }
        return found
    }

    /// The film's facts; `.unknown` when its details say nothing.
    private func facts(of id: Movie.Identifier, then: FetchPolicy) async -> Result<FilmFacts, MoviesRepositoryError> {
        if Task.isCancelled { return .failure(.cancelled) }
        do {
            let details = try await CacheFirstFetch.value(then: then) { movieDetailsRepository.fetchMovieDetails(id: id, policy: $0) }
            return .success(details.map(FilmFacts.init(details:)) ?? .unknown)
        } catch let error as MoviesRepositoryError {
            return .failure(error)
        } catch {
            return .failure(Task.isCancelled ? .cancelled : .other(detail: String(describing: error)))
        }
    }

    /// Whether `error` says that any other request would fail alike.
    private static func failsEveryRequest(_ error: MoviesRepositoryError) -> Bool {
        switch error {
        case .unauthorized, .notConnected, .timedOut, .rateLimited: return true
        default: return false
        }
    }
}
