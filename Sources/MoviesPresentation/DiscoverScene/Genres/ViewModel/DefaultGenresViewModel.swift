public import MoviesDomain

/// Fetches the genres (cached, then fresh) and opens a discovery for one.
@MainActor
public final class DefaultGenresViewModel: GenresViewModel {
    private let loader: SingleLoader<[Genre]>
    private let actions: GenresViewModelActions?

    public let genres = Observable<[GenreItemViewModel]>([])
    public var status: Observable<StatusLineViewModel> { loader.status }
    public var failure: FailureViewModel? { loader.state.value.failure }

    public init(fetchGenresUseCase: any FetchGenresUseCase, actions: GenresViewModelActions? = nil, settings: LoadSettings) {
        loader = SingleLoader(settings: settings) { policy in fetchGenresUseCase.execute(policy: policy) }
        self.actions = actions
        loader.state.observe(on: self) { [weak self] state in
            guard case .loaded(let genres, _) = state else { return }
            self?.genres.value = genres.map { GenreItemViewModel(id: $0.id, name: $0.name) }
        }
    }

    public func viewDidLoad() { loader.load() }

    public func didRefresh() { loader.refresh() }

    public func didSelectGenre(at index: Int) {
        guard let genres = loader.value, genres.indices.contains(index) else { return }
        actions?.showDiscover(DiscoverFilter(genres: [genres[index]], sort: .popular))
    }

    public func didClose() { actions?.close() }

    public func didStartSearch() { actions?.showSearch() }

    public func waitUntilIdle() async { await loader.waitUntilIdle() }
}
