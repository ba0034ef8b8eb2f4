public import MoviesDomain

/// Searches people page by page (cached, then fresh) and opens a person.
@MainActor
public final class DefaultPeopleListViewModel: PeopleListViewModel {
    private let searchPeopleUseCase: any SearchPeopleUseCase
    private let actions: PeopleListViewModelActions?
    private let formatter: any DataAgeFormatting
    private let wording: DataSourceWording
    private let policy: FetchPolicy
    private let firstQuery: String?
    private let firstPage: Int
    private var pages: [PeoplePage] = []
    private var loadTask: Task<Void, Never>?

    public let items = Observable<[PeopleListItemViewModel]>([])
    public let query = Observable<String>("")
    public let isLoading = Observable<Bool>(false)
    public let status = Observable<StatusLineViewModel>(.idle)
    public let failure = Observable<FailureViewModel?>(nil)
    public private(set) var currentPage = 0
    public private(set) var totalPages = 0
    public private(set) var totalResults = 0
    public var hasMorePages: Bool { currentPage > 0 && currentPage < min(totalPages, 500) }

    public init(
        searchPeopleUseCase: any SearchPeopleUseCase,
        query: String?,
        page: Int = 1,
        actions: PeopleListViewModelActions? = nil,
        formatter: any DataAgeFormatting,
        wording: DataSourceWording = .tmdb,
        policy: FetchPolicy = .automatic
    ) {
        self.searchPeopleUseCase = searchPeopleUseCase
        self.firstQuery = query
        self.firstPage = page
        self.actions = actions
        self.formatter = formatter
        self.wording = wording
        self.policy = policy
    }

    deinit {
        loadTask?.cancel()
    }

    private var people: [Person] { pages.flatMap(\.people) }

    /// Later requests go to the cache first, unless the run is offline.
    private var ongoingPolicy: FetchPolicy { policy == .offline ? .offline : .automatic }

    public func viewDidLoad() {
        guard let firstQuery, !firstQuery.allSatisfy(\.isWhitespace) else { return }
        start(query: firstQuery, page: firstPage, policy: policy)
    }

    public func didSearch(query text: String) {
        guard !text.allSatisfy(\.isWhitespace) else { return }
        start(query: text, page: 1, policy: ongoingPolicy)
    }

    public func didLoadNextPage() {
        guard hasMorePages, !isLoading.value else { return }
        load(pages: [currentPage + 1], policy: ongoingPolicy, statusText: "Loading more…")
    }

    public func didRefresh() {
        guard !query.value.isEmpty, !isLoading.value else { return }
        let shown = pages.isEmpty ? [firstPage] : pages.map(\.page)
        load(pages: shown, policy: policy == .offline ? .offline : .refresh, statusText: "Refreshing…")
    }

    public func didSelectItem(at index: Int) {
        let people = people
        guard people.indices.contains(index) else { return }
        actions?.showPerson(people[index])
    }

    public func didSwitchToMovieSearch(query text: String) {
        actions?.showMovieSearch(text)
    }

    public func didClose() {
        loadTask?.cancel()
        actions?.close()
    }

    public func waitUntilIdle() async {
        while let task = loadTask {
            await task.value
            if loadTask == task { return }
        }
    }

    private func start(query text: String, page: Int, policy: FetchPolicy) {
        loadTask?.cancel()
        pages = []
        currentPage = 0
        totalPages = 0
        totalResults = 0
        items.value = []
        query.value = text
        load(pages: [page], policy: policy, statusText: nil)
    }

    /// Fetches `pageNumbers` one after another, each put in its place as it
    /// arrives (a refresh replaces pages already shown).
    private func load(pages pageNumbers: [Int], policy: FetchPolicy, statusText: String?) {
        loadTask?.cancel()
        isLoading.value = true
        failure.value = nil
        status.value = statusText.map { StatusLineViewModel(kind: .loading, text: $0) } ?? .loading
        let useCase = searchPeopleUseCase
        let text = query.value
        loadTask = Task { [weak self] in
            var lastOrigin: DataOrigin?
            do {
                for number in pageNumbers {
                    for try await fetched in useCase.execute(query: text, page: number, policy: policy) {
                        guard let self, !Task.isCancelled else { return }
                        self.put(fetched.value)
                        lastOrigin = fetched.origin
                        // One page: cached rows say their age at once, before the fresh ones come.
                        if pageNumbers.count == 1 {
                            self.status.value = .describing(fetched.origin, formatter: self.formatter, wording: self.wording)
                        }
                    }
                }
            } catch {
                guard let self, !Task.isCancelled else { return }
                self.show(error)
            }
            guard let self, !Task.isCancelled else { return }
            if let lastOrigin, self.failure.value == nil {
                self.status.value = .describing(lastOrigin, formatter: self.formatter, wording: self.wording)
            }
            self.isLoading.value = false
        }
    }

    private func put(_ page: PeoplePage) {
        pages = (pages.filter { $0.page != page.page } + [page]).sorted { $0.page < $1.page }
        currentPage = pages.last?.page ?? page.page
        totalPages = page.totalPages
        totalResults = page.totalResults
        items.value = people.map(PeopleListItemViewModel.init(person:))
    }

    private func show(_ error: any Error) {
        let repositoryError = MoviesErrorMessage.repositoryError(from: error)
        guard repositoryError != .cancelled else { return }
        let failure = FailureViewModel(repositoryError, wording: wording, policy: policy)
        self.failure.value = failure
        status.value = .failure(failure)
    }
}
