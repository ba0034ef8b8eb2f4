public import MoviesDomain

/// Fills the home screen: each section loads on its own, so one that fails
/// (or that only TMDB can answer) leaves the others as they are.
@MainActor
public final class DefaultHomeViewModel: HomeViewModel {
    /// Titles a film section's summary names, and films it keeps for plain output.
    static let summaryTitleCount = 3
    static let keptFilmCount = 5

    private let fetchMoviesListUseCase: any FetchMoviesListUseCase
    private let fetchGenresUseCase: any FetchGenresUseCase
    private let fetchRecentQueriesUseCase: any FetchRecentMovieQueriesUseCase
    private let fetchLibraryListUseCase: (any FetchLibraryListUseCase)?
    private let actions: HomeViewModelActions?
    private let formatter: any DataAgeFormatting
    private let wording: DataSourceWording
    private let policy: FetchPolicy
    private let homeSections: [HomeSection]
    private var tasks: [Task<Void, Never>] = []
    /// Waits for every section, then says what the lists are and which were left out.
    private var loadTask: Task<Void, Never>?

    public let sections: Observable<[HomeSectionViewModel]>
    public let status = Observable<StatusLineViewModel>(.loading)
    public let note = Observable<String?>(nil)

    public init(
        fetchMoviesListUseCase: any FetchMoviesListUseCase,
        fetchGenresUseCase: any FetchGenresUseCase,
        fetchRecentQueriesUseCase: any FetchRecentMovieQueriesUseCase,
        actions: HomeViewModelActions? = nil,
        formatter: any DataAgeFormatting,
        wording: DataSourceWording = .tmdb,
        policy: FetchPolicy = .automatic,
        region: String? = nil,
        fetchLibraryListUseCase: (any FetchLibraryListUseCase)? = nil
    ) {
        self.fetchLibraryListUseCase = fetchLibraryListUseCase
        self.fetchMoviesListUseCase = fetchMoviesListUseCase
        self.fetchGenresUseCase = fetchGenresUseCase
        self.fetchRecentQueriesUseCase = fetchRecentQueriesUseCase
        self.actions = actions
        self.formatter = formatter
        self.wording = wording
        self.policy = policy
        homeSections = HomeSection.all(region: region, includesLibrary: fetchLibraryListUseCase != nil)
        sections = Observable(homeSections.map { HomeSectionViewModel(title: $0.title, summary: "Loading…", state: .loading) })
    }

    deinit {
        tasks.forEach { $0.cancel() }
        loadTask?.cancel()
    }

    public func viewDidLoad() {
        load(policy: policy)
    }

    public func didRefresh() {
        guard loadTask == nil else { return }
        load(policy: policy == .offline ? .offline : .refresh)
    }

    public func didSelectSection(at index: Int) {
        guard homeSections.indices.contains(index) else { return }
        switch homeSections[index] {
        case .movies(_, let source): actions?.showMoviesList(source)
        case .genres: actions?.showGenres()
        case .library(let list): actions?.showLibrary(list)
        case .recentSearches: actions?.showSearch(nil)
        }
    }

    public func didSearch(query text: String) {
        guard MovieQuery.problem(with: text) == nil else { return }
        actions?.showSearch(MovieQuery(text: text))
    }

    public func didSearchPeople(query text: String) {
        actions?.showPeopleSearch(text)
    }

    public func waitUntilIdle() async {
        while let task = loadTask {
            await task.value
            if loadTask == task { loadTask = nil }
        }
    }

    // MARK: - Loading

    private func load(policy: FetchPolicy) {
        tasks.forEach { $0.cancel() }
        status.value = StatusLineViewModel(kind: .loading, text: policy == .refresh ? "Refreshing…" : "Loading…")
        tasks = homeSections.indices.map { index in
            Task { [weak self] in await self?.load(section: index, policy: policy) }
        }
        let all = tasks
        loadTask = Task { [weak self] in
            for task in all { await task.value }
            guard let self, self.tasks == all, !Task.isCancelled else { return }
            self.tasks = []
            self.finishStatus()
            self.loadTask = nil
        }
    }

    private var lastOrigin: DataOrigin?

    private func load(section index: Int, policy: FetchPolicy) async {
        switch homeSections[index] {
        case .movies(let title, let source):
            await loadFilms(title: title, source: source, into: index, policy: policy)
        case .genres:
            let genres = try? await lastValue(of: fetchGenresUseCase.execute(policy: policy))
            let names = genres?.value.map(\.name) ?? []
            set(index, HomeSectionViewModel(
                title: "Genres",
                summary: names.isEmpty ? "No genres to show." : names.prefix(6).joined(separator: ", ") + (names.count > 6 ? ", …" : ""),
                state: names.isEmpty ? .failed : .loaded
            ))
        case .library(let list):
            await loadLibrary(list, into: index)
        case .recentSearches:
            let queries = (try? await fetchRecentQueriesUseCase.execute(maxCount: Self.summaryTitleCount)) ?? []
            set(index, HomeSectionViewModel(
                title: "Recent searches",
                summary: queries.isEmpty ? "No searches yet: type one above." : queries.map(\.text).joined(separator: " · "),
                state: .loaded
            ))
        }
    }

    private func loadFilms(title: String, source: MoviesListSource, into index: Int, policy: FetchPolicy) async {
        let request = MoviesListRequest(source: source, page: 1, policy: policy, recordsQuery: false)
        do {
            for try await fetched in fetchMoviesListUseCase.execute(request: request) {
                guard !Task.isCancelled else { return }
                let items = fetched.value.movies.prefix(Self.keptFilmCount).map(MoviesListItemViewModel.init(movie:))
                let names = items.prefix(Self.summaryTitleCount).map(\.title)
                set(index, HomeSectionViewModel(
                    title: title,
                    summary: names.isEmpty ? "Nothing in this list right now." : names.joined(separator: " · ") + " …",
                    state: .loaded,
                    films: Array(items)
                ))
                lastOrigin = lastOrigin ?? fetched.origin
            }
        } catch {
            guard !Task.isCancelled else { return }
            let failure = MoviesErrorMessage.repositoryError(from: error)
            guard failure != .cancelled else { return }
            let sentence = FailureViewModel(failure, wording: wording, policy: policy).message
            let unavailable: Bool
            if case .notSupported = failure { unavailable = true } else { unavailable = false }
            set(index, HomeSectionViewModel(title: title, summary: sentence, state: unavailable ? .unavailable : .failed))
        }
    }

    /// Your list from the library on disk: no network, never stale.
    private func loadLibrary(_ list: LibraryList, into index: Int) async {
        guard let useCase = fetchLibraryListUseCase else { return }
        let title = HomeSection.library(list).title
        do {
            let read = try await useCase.execute(list: list, sort: .added)
            let films = read.value.prefix(Self.keptFilmCount).map { entry in
                MoviesListItemViewModel(movie: Movie(id: entry.film.id, title: entry.film.title, originalTitle: entry.film.originalTitle, posterPath: entry.film.posterPath))
            }
            let names = films.prefix(Self.summaryTitleCount).map(\.title)
            let empty = list == .watchlist ? "Nothing yet: press w on any film to add it." : "Nothing yet: press s on a film you saw."
            set(index, HomeSectionViewModel(
                title: title,
                summary: names.isEmpty ? empty : names.joined(separator: " · ") + (read.value.count > names.count ? " …" : ""),
                state: .loaded,
                films: Array(films)
            ))
        } catch {
            let sentence = (error as? LibraryError).map(LibraryErrorMessage.sentence(for:)) ?? "Your library could not be read."
            set(index, HomeSectionViewModel(title: title, summary: sentence, state: .failed))
        }
    }

    private func set(_ index: Int, _ section: HomeSectionViewModel) {
        guard sections.value.indices.contains(index) else { return }
        sections.value[index] = section
    }

    /// The status of the lists shown, and the note on those left out.
    private func finishStatus() {
        status.value = lastOrigin.map { .describing($0, formatter: formatter, wording: wording) } ?? .idle
        let unavailable = sections.value.filter { $0.state == .unavailable }
        guard let first = unavailable.first else { return note.value = nil }
        let names = unavailable.map(\.title).joined(separator: " and ")
        note.value = "\(names) left out: \(first.summary)"
    }

    private func lastValue<Value>(of stream: AsyncThrowingStream<Fetched<Value>, any Error>) async throws -> Fetched<Value>? {
        var last: Fetched<Value>?
        for try await value in stream { last = value }
        return last
    }
}
