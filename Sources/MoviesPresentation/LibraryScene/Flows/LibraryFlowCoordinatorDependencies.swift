public import MoviesDomain

/// The screens the library flow needs, made by the scene DI container.
@MainActor
public protocol LibraryFlowCoordinatorDependencies: AnyObject {
    associatedtype Screen

    func makeLibraryListScreen(list: LibraryList, sort: LibrarySort, actions: LibraryListViewModelActions) -> Screen
    func makeDiaryScreen(period: DiaryPeriod, actions: DiaryViewModelActions) -> Screen
    func makeFilmListsScreen(actions: FilmListsViewModelActions) -> Screen
    func makeFilmListScreen(name: String, actions: FilmListViewModelActions) -> Screen
    func makeStatsScreen(year: Int?, actions: StatsViewModelActions) -> Screen
}
