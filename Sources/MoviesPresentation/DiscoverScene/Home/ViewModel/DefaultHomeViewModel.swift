public import MoviesDomain

/// Fills the home screen: each section loads on its own, so one that fails
/// (or that only TMDB can answer) leaves the others as they are. TMDB's
/// sections are worded by `HomeTMDBSectionWording`; those kept on this
/// computer are read by `HomeLocalSectionReader`.
@MainActor
public final class DefaultHomeViewModel: HomeViewModel {
    private let localSections: HomeLocalSectionReader
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
        fetchLibraryListUseCase: (any FetchLibraryListUseCase)? = nil,
        fetchLibraryStatsUseCase: (any FetchLibraryStatsUseCase)? = nil
    ) {
        localSections = HomeLocalSectionReader(
            fetchRecentQueriesUseCase: fetchRecentQueriesUseCase,
            fetchLibraryListUseCase: fetchLibraryListUseCase,
            fetchLibraryStatsUseCase: fetchLibraryStatsUseCase
        )
        self.actions = actions
        self.settings = settings
        homeSections = HomeSection.all(
            region: region, includesLibrary: fetchLibraryListUseCase != nil, includesYearInFilm: fetchLibraryStatsUseCase != nil
        )
        sections = Observable(homeSections.map { HomeSectionViewModel(title: $0.title, summary: "Loading…", state: .loading) })
        for (index, section) in homeSections.enumerated() {
            switch section {
            case .movies(let title, let source):
                let loader = SingleLoader<MoviesPage>(settings: settings) { policy in
                    fetchMoviesListUseCase.execute(request: MoviesListRequest(source: source, page: 1, policy: policy, recordsQuery: false))
                }
                loader.state.observe(on: self) { [weak self] state in self?.set(index, HomeTMDBSectionWording.films(state, title: title)) }
                filmLoaders.append((index, loader))
            case .genres:
                let loader = SingleLoader<[Genre]>(settings: settings) { policy in fetchGenresUseCase.execute(policy: policy) }
                loader.state.observe(on: self) { [weak self] state in self?.set(index, HomeTMDBSectionWording.genres(state)) }
                genresLoader = (index, loader)
            case .library, .yearInFilm, .recentSearches:
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

    public func didAppearAgain() {
        guard loadTask == nil else { return }
        let local = localSectionTasks()
        localTasks = local
        loadTask = Task { [weak self] in
            for task in local { await task.value }
            guard let self, self.localTasks == local else { return }
            self.loadTask = nil
        }
    }

    public func didSelectSection(at index: Int) {
        guard homeSections.indices.contains(index) else { return }
        switch homeSections[index] {
        case .movies(_, let source): actions?.showMoviesList(source)
        case .genres: actions?.showGenres()
        case .library(let list): actions?.showLibrary(list)
        // The year the section shows, even when the clock has turned to the next since.
        case .yearInFilm: actions?.showStats(sections.value[index].yearInFilm?.year)
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
        localTasks = localSectionTasks()
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

    /// Reads the sections kept on disk, each in its own task.
    private func localSectionTasks() -> [Task<Void, Never>] {
        let reader = localSections
        return homeSections.enumerated().compactMap { index, section in
            guard HomeLocalSectionReader.reads(section) else { return nil }
            return Task { [weak self] in
                let read = await reader.read(section)
                guard !Task.isCancelled else { return }
                self?.set(index, read)
            }
        }
    }

    /// Shows `section` at `index`; `nil` (still loading, or not read here) leaves it.
    private func set(_ index: Int, _ section: HomeSectionViewModel?) {
        guard let section, sections.value.indices.contains(index) else { return }
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
