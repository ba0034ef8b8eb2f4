public import MoviesDomain

/// A search for films: the query field's searches, the year they are
/// narrowed to, the recent searches offered under the field, and Tab to
/// search people instead.
@MainActor
public final class DefaultMoviesSearchViewModel: MoviesListViewModelBase, MoviesSearchViewModel {
    private let actions: MoviesSearchViewModelActions?
    /// Applied to every typed query (`--year`) until the user drops it.
    private let year: Int?
    /// Set once the user dropped the year: `--year` no longer applies to new searches.
    private var isYearCleared = false
    /// The search field's text while it is edited, shared with the suggestions.
    private let editedQueryText = Observable("")

    /// - Parameters:
    ///   - query: The search shown first; `nil` opens an empty search that waits for a query.
    ///   - firstPage: The page that first search starts at (1-based).
    ///   - year: Applied to every typed query (TMDB's `primary_release_year`).
    ///   - recordsQueries: Whether searches that show results are remembered as recent queries.
    public init(
        fetchMoviesListUseCase: any FetchMoviesListUseCase,
        actions: MoviesSearchViewModelActions? = nil,
        settings: LoadSettings,
        query: MovieQuery? = nil,
        firstPage: Int = 1,
        year: Int? = nil,
        recordsQueries: Bool = true,
        fetchPosterImageUseCase: (any FetchPosterImageUseCase)? = nil,
        posterWidth: Int? = nil
    ) {
        self.actions = actions
        self.year = year
        super.init(
            fetchMoviesListUseCase: fetchMoviesListUseCase,
            source: query.map(MoviesListSource.search),
            firstPage: firstPage,
            recordsQueries: recordsQueries,
            settings: settings,
            showMovieDetails: { movie in actions?.showMovieDetails(movie) },
            close: { actions?.close() },
            fetchPosterImageUseCase: fetchPosterImageUseCase,
            posterWidth: posterWidth
        )
    }

    public override var search: (any MoviesSearchViewModel)? { self }

    public var queryYear: Int? { source?.query?.year }

    public var fieldYear: Int? { isYearCleared ? nil : queryYear ?? year }

    /// `/` edits the query in place, offering the recent searches.
    public override func didStartSearch() {
        showQueriesSuggestions()
    }

    public func didSearch(query text: String) {
        guard !text.allSatisfy(\.isWhitespace) else { return }
        // Editing the text keeps the year the search was narrowed to.
        update(MovieQuery(text: text, year: fieldYear))
    }

    public func didSwitchToPeopleSearch(query text: String) {
        actions?.showPeopleSearch(text)
    }

    public func didClearYear() {
        isYearCleared = true
    }

    public func showQueriesSuggestions() {
        // Until the first edit every recent query is offered, not only those
        // that contain the query already in the field.
        editedQueryText.value = ""
        actions?.showMovieQueriesSuggestions(editedQueryText) { [weak self] query in
            // A picked search's own year is kept by the searches edited from it.
            if query.year != nil { self?.isYearCleared = false }
            self?.update(query)
        }
    }

    public func didEditQuery(_ text: String) {
        editedQueryText.value = text
    }

    public func closeQueriesSuggestions() {
        actions?.closeMovieQueriesSuggestions()
    }

    private func update(_ query: MovieQuery) {
        actions?.closeMovieQueriesSuggestions()
        show(.search(query))
    }
}
