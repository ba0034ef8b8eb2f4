public import MoviesDomain

/// What the library scene's row view models do alike once they have read
/// their rows: a row opens its film's details, Esc closes, `/` searches, and
/// a caller can wait for the newest read. A view model gives its rows' films,
/// its actions and its reads; these give the `LibraryRowsViewModelInput`
/// methods that follow from them.
@MainActor
public protocol LibraryRowsReading: AnyObject {
    /// The film of row `index`, if there is one.
    func film(at index: Int) -> LibraryFilm?
    var rowActions: LibraryListViewModelActions? { get }
    /// The read in flight, if any: a new one cancels the one before.
    var reads: LatestTask { get }
}

extension LibraryRowsReading {
    public func didSelectItem(at index: Int) {
        guard let film = film(at: index) else { return }
        rowActions?.showMovieDetails(film.movie)
    }

    public func didClose() { rowActions?.close() }

    public func didStartSearch() { rowActions?.showSearch() }

    public func waitUntilIdle() async { await reads.waitUntilIdle() }
}
