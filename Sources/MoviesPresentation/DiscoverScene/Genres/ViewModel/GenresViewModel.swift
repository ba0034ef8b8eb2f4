public import MoviesDomain

/// One genre as the genres screen lists it.
public struct GenreItemViewModel: Equatable, Sendable, Encodable {
    public let id: Int
    public let name: String
}

/// Navigation the genres screen asks of its coordinator.
public struct GenresViewModelActions {
    /// Opens the films of a genre, most popular first.
    public let showDiscover: @MainActor (DiscoverFilter) -> Void
    public let close: @MainActor () -> Void
    public let showSearch: @MainActor () -> Void

    public init(
        showDiscover: @escaping @MainActor (DiscoverFilter) -> Void,
        close: @escaping @MainActor () -> Void = {},
        showSearch: @escaping @MainActor () -> Void = {}
    ) {
        self.showDiscover = showDiscover
        self.close = close
        self.showSearch = showSearch
    }
}

/// The genres to discover films by, as the genres screen shows them.
@MainActor
public protocol GenresViewModel: AnyObject {
    /// The genres, in the server's order.
    var genres: Observable<[GenreItemViewModel]> { get }
    var status: Observable<StatusLineViewModel> { get }
    var failure: Observable<FailureViewModel?> { get }
    func viewDidLoad()
    func didRefresh()
    /// Opens the films of genre `index`.
    func didSelectGenre(at index: Int)
    func didClose()
    func didStartSearch()
    func waitUntilIdle() async
}

/// Fetches the genres (cached, then fresh) and opens a discovery for one.
@MainActor
public final class DefaultGenresViewModel: GenresViewModel {
    private let fetchGenresUseCase: any FetchGenresUseCase
    private let actions: GenresViewModelActions?
    private let formatter: any DataAgeFormatting
    private let wording: DataSourceWording
    private let policy: FetchPolicy
    private var loadedGenres: [Genre] = []
    private var loadTask: Task<Void, Never>?

    public let genres = Observable<[GenreItemViewModel]>([])
    public let status = Observable<StatusLineViewModel>(.idle)
    public let failure = Observable<FailureViewModel?>(nil)

    public init(
        fetchGenresUseCase: any FetchGenresUseCase,
        actions: GenresViewModelActions? = nil,
        formatter: any DataAgeFormatting,
        wording: DataSourceWording = .tmdb,
        policy: FetchPolicy = .automatic
    ) {
        self.fetchGenresUseCase = fetchGenresUseCase
        self.actions = actions
        self.formatter = formatter
        self.wording = wording
        self.policy = policy
    }

    deinit {
        loadTask?.cancel()
    }

    public func viewDidLoad() { load(policy: policy) }

    public func didRefresh() {
        guard loadTask == nil else { return }
        load(policy: policy == .offline ? .offline : .refresh)
    }

    public func didSelectGenre(at index: Int) {
        guard loadedGenres.indices.contains(index) else { return }
        actions?.showDiscover(DiscoverFilter(genres: [loadedGenres[index]], sort: .popular))
    }

    public func didClose() { actions?.close() }

    public func didStartSearch() { actions?.showSearch() }

    public func waitUntilIdle() async {
        while let task = loadTask {
            await task.value
            if loadTask == task { loadTask = nil }
        }
    }

    private func load(policy: FetchPolicy) {
        status.value = .loading
        failure.value = nil
        let stream = fetchGenresUseCase.execute(policy: policy)
        loadTask = Task { [weak self] in
            do {
                for try await fetched in stream {
                    guard let self, !Task.isCancelled else { return }
                    self.loadedGenres = fetched.value
                    self.genres.value = fetched.value.map { GenreItemViewModel(id: $0.id, name: $0.name) }
                    self.status.value = .describing(fetched.origin, formatter: self.formatter, wording: self.wording)
                }
            } catch {
                guard let self, !Task.isCancelled else { return }
                let failure = FailureViewModel(MoviesErrorMessage.repositoryError(from: error), wording: self.wording, policy: policy)
                self.failure.value = failure
                self.status.value = .failure(failure)
            }
            self?.loadTask = nil
        }
    }
}
