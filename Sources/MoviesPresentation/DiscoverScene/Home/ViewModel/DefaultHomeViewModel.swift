public import MoviesDomain

/// Fills the home screen: each section loads on its own, so one that fails
/// (or that only TMDB can answer) leaves the others as they are.
@MainActor
public final class DefaultHomeViewModel: HomeViewModel {
    /// Titles a film section's summary names, and films it keeps for plain output.
    static let summaryTitleCount = 3
    static let keptFilmCount = 5

    private let fetchRecentQueriesUseCase: any FetchRecentMovieQueriesUseCase
    private let fetchLibraryListUseCase: (any FetchLibraryListUseCase)?
    private let actions: HomeViewModelActions?
    private let settings: LoadSettings
    private let homeSections: [HomeSection]
    /// The film sections' loaders, by section index, and the genres section's.
    private var filmLoaders: [(index: Int, loader: SingleLoader<MoviesPage>)] = []
    private var genresLoader: (index: Int, loader: SingleLoader<[Genre]>)?
    /// The sections read from this computer (your lists, recent searches).
    private var localTasks: [Task<Void, Never>] = []
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
        settings: LoadSettings,
        region: String? = nil,
        fetchLibraryListUseCase: (any FetchLibraryListUseCase)? = nil
    ) {
        self.fetchLibraryListUseCase = fetchLibraryListUseCase
        self.fetchRecentQueriesUseCase = fetchRecentQueriesUseCase
        self.actions = actions
        self.settings = settings
        homeSections = HomeSection.all(region: region, includesLibrary: fetchLibraryListUseCase != nil)
        sections = Observable(homeSections.map { HomeSectionViewModel(title: $0.title, summary: "Loading…", state: .loading) })
        for (index, section) in homeSections.enumerated() {
            switch section {
            case .movies(let title, let source):
                let loader = SingleLoader<MoviesPage>(settings: settings) { policy in
                    fetchMoviesListUseCase.execute(request: MoviesListRequest(source: source, page: 1, policy: policy, recordsQuery: false))
                }
                loader.state.observe(on: self) { [weak self] state in self?.showFilms(state, title: title, at: index) }
                filmLoaders.append((index, loader))
            case .genres:
                let loader = SingleLoader<[Genre]>(settings: settings) { policy in fetchGenresUseCase.execute(policy: policy) }
                loader.state.observe(on: self) { [weak self] state in self?.showGenres(state, at: index) }
                genresLoader = (index, loader)
            case .library, .recentSearches:
                break
            }
        }
    }

    deinit {
        localTasks.forEach { $0.cancel() }
        loadTask?.cancel()
    }

    public func viewDidLoad() {
        load(.first)
    }

    public func didRefresh() {
        guard loadTask == nil else { return }
        load(.refresh)
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

    private func load(_ activity: LoadActivity) {
        localTasks.forEach { $0.cancel() }
        status.value = StatusLineViewModel(kind: .loading, text: activity.statusText)
        let loaders = filmLoaders.map(\.loader)
        let genres = genresLoader?.loader
        if activity == .refresh {
            loaders.forEach { $0.refresh() }
            genres?.refresh()
        } else {
            loaders.forEach { $0.load() }
            genres?.load()
        }
        localTasks = homeSections.indices.compactMap { index in
            switch homeSections[index] {
            case .library(let list): return Task { [weak self] in await self?.loadLibrary(list, into: index) }
            case .recentSearches: return Task { [weak self] in await self?.loadRecentSearches(into: index) }
            case .movies, .genres: return nil
            }
        }
        let local = localTasks
        loadTask = Task { [weak self] in
            for loader in loaders { await loader.waitUntilIdle() }
            await genres?.waitUntilIdle()
            for task in local { await task.value }
            guard let self, self.localTasks == local, !Task.isCancelled else { return }
            self.finishStatus()
            self.loadTask = nil
        }
    }

    private func showFilms(_ state: LoadState<MoviesPage>, title: String, at index: Int) {
        switch state {
        case .loaded(let page, _):
            let items = page.movies.prefix(Self.keptFilmCount).map(MoviesListItemViewModel.init(movie:))
            let names = items.prefix(Self.summaryTitleCount).map(\.title)
            set(index, HomeSectionViewModel(
                title: title,
                summary: names.isEmpty ? "Nothing in this list right now." : names.joined(separator: " · ") + " …",
                state: .loaded,
                films: Array(items)
            ))
        case .failed(let failure, _):
            let unavailable: Bool
            if case .notSupported = failure.error { unavailable = true } else { unavailable = false }
            set(index, HomeSectionViewModel(title: title, summary: failure.message, state: unavailable ? .unavailable : .failed))
        case .idle, .loading:
            return
        }
    }

    private func showGenres(_ state: LoadState<[Genre]>, at index: Int) {
        let names: [String]
        switch state {
        case .loaded(let genres, _): names = genres.map(\.name)
        case .failed: names = []
        case .idle, .loading: return
        }
        set(index, HomeSectionViewModel(
            title: "Genres",
            summary: names.isEmpty ? "No genres to show." : names.prefix(6).joined(separator: ", ") + (names.count > 6 ? ", …" : ""),
            state: names.isEmpty ? .failed : .loaded
        ))
    }

    private func loadRecentSearches(into index: Int) async {
        let queries = (try? await fetchRecentQueriesUseCase.execute(maxCount: Self.summaryTitleCount)) ?? []
        guard !Task.isCancelled else { return }
        set(index, HomeSectionViewModel(
            title: "Recent searches",
            summary: queries.isEmpty ? "No searches yet: type one above." : queries.map(\.text).joined(separator: " · "),
            state: .loaded
        ))
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

    /// The status of the lists shown (the first film section's), and the note on those left out.
    private func finishStatus() {
        let origin = filmLoaders.lazy.compactMap { section -> DataOrigin? in
            if case .loaded(_, let origin) = section.loader.state.value { return origin }
            return nil
        }.first
        status.value = origin.map { .describing($0, formatter: settings.formatter, wording: settings.wording) } ?? .idle
        let unavailable = sections.value.filter { $0.state == .unavailable }
        guard let first = unavailable.first else { return note.value = nil }
        let names = unavailable.map(\.title).joined(separator: " and ")
        note.value = "\(names) left out: \(first.summary)"
    }
}
