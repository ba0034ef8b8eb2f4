/// The services `--provider NAME…` names, read against TMDB's list for the region.
public protocol ResolveWatchProvidersUseCase: Sendable {
    /// - Returns: One provider per name, in the names' order (repeats once).
    /// - Throws: `NameResolutionError` for a name that names none or several;
    ///   the list's `MoviesRepositoryError` when it cannot be had.
    func execute(names: [String], region: WatchRegion, policy: FetchPolicy) async throws -> [WatchProvider]
}

public struct DefaultResolveWatchProvidersUseCase: ResolveWatchProvidersUseCase {
    private let repository: any MovieFactsRepository

    public init(repository: any MovieFactsRepository) {
        self.repository = repository
    }

    public func execute(names: [String], region: WatchRegion, policy: FetchPolicy) async throws -> [WatchProvider] {
        guard !names.isEmpty else { return [] }
        var known: [WatchProvider] = []
        // The freshest list the policy allows: a service added since the
        // cached copy is still found.
        for try await fetched in repository.fetchWatchProviderList(region: region.code, policy: policy) {
            known = fetched.value
        }
        var resolved: [WatchProvider] = []
        for name in names {
            switch NameResolution.match(name, among: known, nameOf: \.name) {
            case .found(let provider):
                if !resolved.contains(where: { $0.id == provider.id }) { resolved.append(provider) }
            case .ambiguous(let candidates):
                throw NameResolutionError.ambiguous(name: name, kind: .watchProvider(region: region.code), candidates: candidates.map(\.name))
            case .unknown(let closest):
                throw NameResolutionError.unknown(name: name, kind: .watchProvider(region: region.code), closest: closest.map(\.name))
            }
        }
        return resolved
    }
}
