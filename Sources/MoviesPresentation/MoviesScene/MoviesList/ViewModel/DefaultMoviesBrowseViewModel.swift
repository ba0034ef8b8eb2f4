public import MoviesDomain

/// A list of films to browse: one of TMDB's lists, a discovery (whose sort
/// and years can change), related films (recommendations or similar titles)
/// or a collection.
@MainActor
public final class DefaultMoviesBrowseViewModel: MoviesListViewModelBase, MoviesBrowseViewModel {
    private let actions: MoviesBrowseViewModelActions?

    /// - Parameters:
    ///   - source: What the list shows.
    ///   - firstPage: The page the first load starts at (1-based).
    public init(
        fetchMoviesListUseCase: any FetchMoviesListUseCase,
        source: MoviesListSource,
        firstPage: Int = 1,
        actions: MoviesBrowseViewModelActions? = nil,
        settings: LoadSettings,
        fetchPosterImageUseCase: (any FetchPosterImageUseCase)? = nil,
        posterWidth: Int? = nil
    ) {
        self.actions = actions
        super.init(
            fetchMoviesListUseCase: fetchMoviesListUseCase,
            source: source,
            firstPage: firstPage,
            recordsQueries: false,
            settings: settings,
            showMovieDetails: { movie in actions?.showMovieDetails(movie) },
            close: { actions?.close() },
            fetchPosterImageUseCase: fetchPosterImageUseCase,
            posterWidth: posterWidth
        )
    }

    public override var browse: (any MoviesBrowseViewModel)? { self }

    public var hasFilters: Bool { discoverFilter != nil }

    public var isRelatedList: Bool {
        switch source {
        case .recommendations, .similar: return true
        default: return false
        }
    }

    public var yearsText: String {
        guard let years = discoverFilter?.years else { return "" }
        return years.lowerBound == years.upperBound ? "\(years.lowerBound)" : "\(years.lowerBound)..\(years.upperBound)"
    }

    /// `/` starts a new search.
    public override func didStartSearch() {
        actions?.showSearch()
    }

    public func didToggleRelated() {
        switch source {
        case .recommendations(let id, let title): show(.similar(movieID: id, title: title))
        case .similar(let id, let title): show(.recommendations(movieID: id, title: title))
        default: return
        }
    }

    public func didCycleSort() {
        guard var filter = discoverFilter else { return }
        let sorts = DiscoverSort.allCases
        let next = ((sorts.firstIndex(of: filter.sort) ?? 0) + 1) % sorts.count
        filter.sort = sorts[next]
        show(.discover(filter))
    }

    public func didChangeYears(text: String) -> String? {
        guard var filter = discoverFilter else { return nil }
        switch YearRangeText.parse(text) {
        case .success(let years):
            guard filter.years != years else { return nil }
            filter.years = years
            show(.discover(filter))
            return nil
        case .failure(let problem):
            return problem.sentence
        }
    }

    private var discoverFilter: DiscoverFilter? {
        if case .discover(let filter) = source { return filter }
        return nil
    }
}
