public import MoviesDomain

/// The pages of a list: the first, the next on demand, every shown page again
/// on `r`, each put in its place as it arrives, and the state and status line
/// of it all.
///
/// One fetch runs at a time: a new start cancels the fetch in flight, and the
/// answers of a cancelled fetch are dropped. Rows are made once per page that
/// arrives, by the `row` function the list gives.
@MainActor
public final class PagedLoader<Page: ResultsPage, Row> {
    /// Page `page` of the list, fetched with `policy`.
    public typealias Fetch = @MainActor (_ page: Int, _ policy: FetchPolicy) -> AsyncThrowingStream<Fetched<Page>, any Error>

    /// The pages shown, in page order, and how they came.
    public let state = Observable<LoadState<[Page]>>(.idle)
    /// What the status line says about `state`.
    public let status = Observable<StatusLineViewModel>(.idle)
    /// What is in flight; `nil` when nothing is. A list whose cached page has
    /// come may still be fetching the fresh one.
    public let activity = Observable<LoadActivity?>(nil)
    /// The rows of every page shown, in order.
    public let rows = Observable<[Row]>([])

    public private(set) var pages: [Page] = []
    public private(set) var totalPages = 0
    public private(set) var totalResults = 0
    /// The last page shown; 0 before any came.
    public var currentPage: Int { pages.last?.page ?? 0 }
    public var hasMorePages: Bool { currentPage > 0 && currentPage < totalPages }

    private let settings: LoadSettings
    private let subject: MoviesErrorMessage.Subject
    private let row: (Page.Item) -> Row
    private let task = LoadTask()
    private var fetch: Fetch?
    private var firstPage = 1
    /// The state the fetch in flight started from: what cancelling it goes back to.
    private var stateBeforeFetch: LoadState<[Page]> = .idle

    /// - Parameters:
    ///   - settings: How the run fetches and words the status line.
    ///   - subject: What a failure's sentence says was asked for.
    ///   - row: The row a result becomes.
    public init(settings: LoadSettings, subject: MoviesErrorMessage.Subject = .search, row: @escaping (Page.Item) -> Row) {
        self.settings = settings
        self.subject = subject
        self.row = row
    }

    /// The result in row `index`, if there is one.
    public func item(at index: Int) -> Page.Item? {
        var offset = index
        for page in pages {
            if offset < 0 { return nil }
            if offset < page.items.count { return page.items[offset] }
            offset -= page.items.count
        }
        return nil
    }

    /// Drops what is shown and fetches the list `fetch` gives from `firstPage`.
    /// - Parameter policy: How this first page may use the cache and the network.
    public func start(firstPage: Int = 1, policy: FetchPolicy, fetch: @escaping Fetch) {
        task.cancel()
        self.fetch = fetch
        self.firstPage = max(1, firstPage)
        pages = []
        totalPages = 0
        totalResults = 0
        rows.value = []
        set(.idle)
        run([self.firstPage], activity: .first, policy: policy)
    }

    /// Appends the next page, unless one is in flight or none is left.
    public func loadNextPage() {
        guard hasMorePages, activity.value == nil else { return }
        run([currentPage + 1], activity: .nextPage, policy: settings.ongoingPolicy)
    }

    /// Asks again for every page shown, one after another, each replacing its
    /// copy in place: the rows stay until fresher ones come, and the status
    /// says "Refreshing…" until the last has. A refresh while one is in flight
    /// starts nothing (holding `r` must not flood a server that does not answer).
    public func refresh() {
        guard fetch != nil, activity.value != .refresh else { return }
        run(pages.isEmpty ? [firstPage] : pages.map(\.page), activity: .refresh, policy: settings.refreshPolicy)
    }

    /// Stops the fetch in flight; what is shown stays, as it was before it.
    public func cancel() {
        task.cancel()
        finish()
    }

    /// Returns once no fetch is in flight.
    public func waitUntilIdle() async {
        await task.waitUntilIdle()
    }

    private func run(_ numbers: [Int], activity: LoadActivity, policy: FetchPolicy) {
        guard let fetch else { return }
        if !state.value.isLoading { stateBeforeFetch = state.value }
        self.activity.value = activity
        set(.loading(activity, shown: shownPages))
        task.run(
            numbers,
            fetch: { fetch($0, policy) },
            receive: { [weak self] fetched, isLast in self?.receive(fetched, settles: isLast, activity: activity) },
            fail: { [weak self] failure in
                guard let self else { return }
                self.set(.failed(self.settings.failure(failure, subject: self.subject), shown: self.shownPages))
            },
            finish: { [weak self] in self?.finish() }
        )
    }

    /// Nothing in flight any more; a fetch that ended with no answer (cancelled
    /// below) leaves things as they were before it.
    private func finish() {
        activity.value = nil
        guard state.value.isLoading else { return }
        // The pages a refresh replaced before it ended stay: they are fresher.
        switch stateBeforeFetch {
        case .loaded(_, let origin): set(pages.isEmpty ? .idle : .loaded(pages, origin: origin))
        case .failed(let failure, _): set(.failed(failure, shown: shownPages))
        case .idle, .loading: set(stateBeforeFetch)
        }
    }

    /// Puts `fetched` in its place; the state says where it came from once
    /// it is the answer to the last page asked for.
    private func receive(_ fetched: Fetched<Page>, settles: Bool, activity: LoadActivity) {
        let page = fetched.value
        totalPages = page.totalPages
        totalResults = page.totalResults
        if let index = pages.firstIndex(where: { $0.page == page.page }) {
            pages[index] = page
        } else {
            pages.append(page)
            pages.sort { $0.page < $1.page }
        }
        rows.value = pages.flatMap { $0.items.map(row) }
        set(settles ? .loaded(pages, origin: fetched.origin) : .loading(activity, shown: pages))
    }

    private var shownPages: [Page]? { pages.isEmpty ? nil : pages }

    private func set(_ newState: LoadState<[Page]>) {
        state.value = newState
        status.value = settings.statusLine(for: newState)
    }
}
