public import MoviesDomain

/// The library scene as the app's route table reaches it.
@MainActor
public protocol LibrarySceneFlow<Screen>: AnyObject {
    associatedtype Screen

    /// Your watchlist or your seen films, in `sort`'s order.
    func makeLibraryListScreen(list: LibraryList, sort: LibrarySort) -> Screen
    /// Your viewings of `period`, newest first, by month.
    func makeDiaryScreen(period: DiaryPeriod) -> Screen
    /// Your lists, by name.
    func makeFilmListsScreen() -> Screen
    /// One of your lists, with its films in its order.
    func makeFilmListScreen(name: String) -> Screen
    /// Your viewing of `year` (`nil`: this year) in numbers and charts.
    func makeStatsScreen(year: Int?) -> Screen
}
