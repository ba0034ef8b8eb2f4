public import MoviesDomain

/// Searches people page by page (cached, then fresh) and opens a person.
@MainActor
public final class DefaultPeopleListViewModel: PeopleListViewModel {
    private let searchPeopleUseCase: any SearchPeopleUseCase
    private let actions: PeopleListViewModelActions?
    private let settings: LoadSettings
    private let firstQuery: String?
    private let firstPage: Int
    private let loader: PagedLoader<PeoplePage, PeopleListItemViewModel>

    public let query = Observable<String>("")
    public var items: Observable<[PeopleListItemViewModel]> { loader.rows }
    public var activity: Observable<LoadActivity?> { loader.activity }
    public var status: Observable<StatusLineViewModel> { loader.status }
    public var failure: FailureViewModel? { loader.state.value.failure }
    public var currentPage: Int { loader.currentPage }
    public var totalPages: Int { loader.totalPages }
    public var totalResults: Int { loader.totalResults }
    public var hasMorePages: Bool { loader.hasMorePages }

    public init(
        searchPeopleUseCase: any SearchPeopleUseCase,
        query: String?,
        page: Int = 1,
        actions: PeopleListViewModelActions? = nil,
        settings: LoadSettings
    ) {
        self.searchPeopleUseCase = searchPeopleUseCase
        self.firstQuery = query
        self.firstPage = page
        self.actions = actions
        self.settings = settings
        loader = PagedLoader(settings: settings, row: PeopleListItemViewModel.init(person:))
    }

    public func viewDidLoad() {
        guard let firstQuery, !firstQuery.allSatisfy(\.isWhitespace) else { return }
        start(query: firstQuery, page: firstPage, policy: settings.policy)
    }

    public func didSearch(query text: String) {
        guard !text.allSatisfy(\.isWhitespace) else { return }
        start(query: text, page: 1, policy: settings.ongoingPolicy)
    }

    public func didLoadNextPage() { loader.loadNextPage() }

    public func didRefresh() { loader.refresh() }

    public func didSelectItem(at index: Int) {
        guard let person = loader.item(at: index) else { return }
        actions?.showPerson(person)
    }

    public func didSwitchToMovieSearch(query text: String) {
        actions?.showMovieSearch(text)
    }

    public func didClose() {
        loader.cancel()
        actions?.close()
    }

    public func waitUntilIdle() async { await loader.waitUntilIdle() }

    private func start(query text: String, page: Int, policy: FetchPolicy) {
        query.value = text
        let useCase = searchPeopleUseCase
        loader.start(firstPage: page, policy: policy) { page, policy in
            useCase.execute(query: text, page: page, policy: policy)
        }
    }
}
