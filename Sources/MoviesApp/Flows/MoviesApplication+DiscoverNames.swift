import MoviesDomain
import MoviesPresentation
import TextUI

extension MoviesApplication {
    /// The services `names` name in `region` (`discover --provider`), read
    /// against TMDB's list for the region (cached like every answer).
    /// - Throws: `AppError.usage` naming the closest services for a name
    ///   that names none (no discover request is made then); the list's
    ///   own failure when it cannot be had (69 on the catalogue).
    func watchProviders(named names: [String], region: WatchRegion, policy: FetchPolicy) async throws -> [WatchProvider] {
        guard !names.isEmpty else { return [] }
        let scene = makeMoviesScene(policy: policy)
        let useCase = DefaultResolveWatchProvidersUseCase(repository: scene.makeMovieFactsRepository())
        return try await resolvingNames { try await useCase.execute(names: names, region: region, policy: policy) }
    }

    /// The keywords `terms` name (`discover --keyword NAME|ID`): ids as
    /// they are, names through TMDB's keyword search.
    /// - Throws: As `watchProviders(named:region:policy:)`.
    func keywords(named terms: [String], policy: FetchPolicy) async throws -> [Keyword] {
        guard !terms.isEmpty else { return [] }
        let scene = makeMoviesScene(policy: policy)
        let useCase = DefaultResolveKeywordsUseCase(repository: scene.makeMovieFactsRepository())
        return try await resolvingNames { try await useCase.execute(terms: terms, policy: policy) }
    }

    private func resolvingNames<Value>(_ body: () async throws -> Value) async throws -> Value {
        do {
            return try await body()
        } catch let error as NameResolutionError {
            throw AppError.usage(TextSanitizer.sanitize(NameResolutionSentence.text(for: error)))
        } catch let error as AppError {
            throw error
        } catch {
            throw AppError(MoviesErrorMessage.repositoryError(from: error), configuration: container.configuration)
        }
    }
}
