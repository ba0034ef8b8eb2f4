import MoviesDomain
import MoviesPresentation

extension MoviesApplication {
    /// `search --json`: the page of results, or with `select` the details of that result.
    func printSearchJSON(options: MoviesSceneOptions, select: Int?) async throws {
        guard let query = options.initialQuery else { return }
        let scene = container.makeMoviesSceneDIContainer(options: options)
        let request = SearchMoviesUseCaseRequestValue(query: query, page: options.firstPage, policy: options.policy)
        let page = try await lastValue(of: scene.makeSearchMoviesUseCase().execute(requestValue: request), subject: .search)
        guard let select else {
            container.streams.printOut(try JSONOutputEncoder.string(JSONMoviesPageOutput(query: query, fetched: page)))
            return
        }
        let movies = page.value.movies
        guard movies.indices.contains(select - 1) else {
            throw AppError.selectOutOfRange(select, count: movies.count)
        }
        try await printDetailsJSON(id: movies[select - 1].id, options: options, scene: scene)
    }

    /// `details --json`: the full details of one film.
    func printDetailsJSON(id: Movie.Identifier, options: MoviesSceneOptions) async throws {
        try await printDetailsJSON(id: id, options: options, scene: container.makeMoviesSceneDIContainer(options: options))
    }

    private func printDetailsJSON(id: Movie.Identifier, options: MoviesSceneOptions, scene: MoviesSceneDIContainer) async throws {
        let stream = scene.makeFetchMovieDetailsUseCase().execute(id: id, policy: options.policy)
        let details = try await lastValue(of: stream, subject: .movie(id: id))
        container.streams.printOut(try JSONOutputEncoder.string(JSONMovieDetailsOutput(fetched: details)))
    }

    /// The freshest value a repository stream gives; a failure after a cached
    /// value keeps that value unless the failure says the request itself is wrong.
    private func lastValue<Value>(
        of stream: AsyncThrowingStream<Fetched<Value>, any Error>,
        subject: AppError.Subject
    ) async throws -> Fetched<Value> {
        var last: Fetched<Value>?
        do {
            for try await value in stream { last = value }
        } catch {
            let failure = MoviesErrorMessage.repositoryError(from: error)
            if let last, failure.allowsShowingCachedData { return last }
            throw AppError(failure, configuration: container.configuration, subject: subject)
        }
        guard let last else { throw AppError.failure("The data source gave no answer.") }
        return last
    }
}
