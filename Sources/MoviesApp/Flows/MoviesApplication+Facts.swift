import MoviesDomain
import MoviesPresentation
import TextUI

/// `movies providers`, `videos` and `reviews`: one of a film's facts, fetched
/// as every answer is (cache, then network, as the flags allow), printed
/// once as plain text or JSON.
extension MoviesApplication {
    /// The last value `stream` gives — a cached one stands when the network
    /// then fails for a reason that lets cached data stand — with a status
    /// line for plain output.
    /// - Throws: `AppError` when nothing can be shown.
    func lastValue<Value: Sendable>(
        of stream: AsyncThrowingStream<Fetched<Value>, any Error>,
        movieID: Int
    ) async throws -> (value: Value, origin: DataOrigin) {
        var last: Fetched<Value>?
        do {
            for try await fetched in stream { last = fetched }
        } catch {
            let failure = MoviesErrorMessage.repositoryError(from: error)
            guard let last, failure.allowsCachedFallback else {
                throw AppError(failure, configuration: container.configuration, subject: .movie(id: movieID))
            }
            guard case .cached(let fetchedAt) = last.origin else { return (last.value, last.origin) }
            return (last.value, .offline(fetchedAt: fetchedAt, reason: failure))
        }
        guard let last else {
            throw AppError(.notFound(message: nil), configuration: container.configuration, subject: .movie(id: movieID))
        }
        return (last.value, last.origin)
    }

    /// The fact `stream` gives, as `lastValue` settles it, after saying on
    /// stderr when plain output comes from the embedded catalogue.
    /// - Parameter stream: asked for once the source is announced.
    /// - Throws: what `stream` throws; `AppError` when nothing can be shown.
    func fetchFact<Value: Sendable>(
        movieID: Int,
        json: Bool,
        _ stream: () throws -> AsyncThrowingStream<Fetched<Value>, any Error>
    ) async throws -> (value: Value, origin: DataOrigin) {
        if !json { announceDataSource() }
        return try await lastValue(of: try stream(), movieID: movieID)
    }

    /// Prints a fact once: its JSON document with `--json`, else its lines
    /// and the status line (`printPlain`).
    /// - Parameters:
    ///   - document: the JSON form, given where the data came from.
    ///   - lines: the plain form.
    func printFact(
        json: Bool,
        origin: DataOrigin,
        document: (DataOriginViewModel) -> some Encodable,
        lines: () -> [String]
    ) throws {
        if json {
            try container.streams.printOut(try JSONOutputEncoder.string(document(originOutput(origin))))
        } else {
            try printPlain(lines(), origin: origin)
        }
    }

    /// The machine-readable origin, naming the catalogue as its source.
    func originOutput(_ origin: DataOrigin) -> DataOriginViewModel {
        DataOriginViewModel(origin, sourceKind: container.configuration.wording.sourceKind)
    }

    /// Prints `lines` made safe for a terminal, then the status line when
    /// the data is not live.
    func printPlain(_ lines: [String], origin: DataOrigin) throws {
        var shown = lines.map { TextSanitizer.sanitize($0) }
        if origin != .live {
            let status = StatusLineViewModel.describing(origin, formatter: FoundationDataAgeFormatter(), wording: container.configuration.wording)
            shown.append(status.text)
        }
        try container.streams.printOut(shown.joined(separator: "\n"))
    }

    /// The region offers are shown for; the loader always settles one.
    func watchRegion() throws -> WatchRegion {
        guard let region = container.configuration.watchRegion else {
            throw AppError.failure("The region for where to watch could not be settled; give --region, such as --region US.")
        }
        return region
    }

    func makeMoviesScene(policy: FetchPolicy) -> MoviesSceneDIContainer {
        container.makeMoviesSceneDIContainer(options: MoviesSceneOptions(policy: policy, recordsQueries: false))
    }

    /// The film's IMDb page, its id read from the details (cached like them).
    /// - Throws: `AppError.unavailable` when the source knows no IMDb id.
    func imdbPage(movieID: Int, policy: FetchPolicy) async throws -> String {
        let useCase = makeMoviesScene(policy: policy).makeFetchMovieDetailsUseCase()
        let details = try await lastValue(of: useCase.execute(id: movieID, policy: policy), movieID: movieID).value
        guard let imdbID = details.facts.imdbID else {
            throw AppError.unavailable("\(container.configuration.wording.serverName.capitalizedFirst) knows no IMDb id for film \(movieID); movies open \(movieID) shows its TMDB page.")
        }
        return imdbID.url
    }
}

extension String {
    /// `the embedded catalogue` → `The embedded catalogue`.
    fileprivate var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}
