public import MoviesDomain

/// Reads your lists from the library (no network: they are yours, on disk),
/// in the order `movies lists` prints them; a row opens its list.
@MainActor
public final class DefaultFilmListsViewModel: FilmListsViewModel {
    private let fetchFilmListsUseCase: any FetchFilmListsUseCase
    private let actions: FilmListsViewModelActions?
    private let reads = LatestTask()

    public let items = Observable<[FilmListsItemViewModel]>([])
    public let status = Observable<StatusLineViewModel>(.loading)

    public init(fetchFilmListsUseCase: any FetchFilmListsUseCase, actions: FilmListsViewModelActions? = nil) {
        self.fetchFilmListsUseCase = fetchFilmListsUseCase
        self.actions = actions
    }

    public var heading: String {
        let count = items.value.count
        return "Your lists · " + (count == 1 ? "1 list" : "\(count) lists")
    }

    public var emptyMessage: String {
        "You have no list yet: press a on any film, or make one with movies list create NAME."
    }

    public func viewDidLoad() { reload() }

    public func reload() {
        let useCase = fetchFilmListsUseCase
        reads.replace(reading: { try await useCase.lists() }, status: status) { [weak self] lists in
            self?.items.value = lists.map(FilmListsItemViewModel.init(list:))
        }
    }

    public func didSelectItem(at index: Int) {
        guard items.value.indices.contains(index) else { return }
        actions?.showFilmList(items.value[index].name)
    }

    public func didClose() { actions?.close() }

    public func didStartSearch() { actions?.showSearch() }

    public func waitUntilIdle() async { await reads.waitUntilIdle() }
}
