/// The scene flows the app coordinator routes between, made by the app's DI
/// container (each by its scene's own container) when first reached.
@MainActor
public protocol AppFlowCoordinatorDependencies<Screen>: AnyObject {
    associatedtype Screen

    /// The movies search scene: search lists, a film's details.
    func makeMoviesSceneFlow(routes: AppRoutes) -> any MoviesSceneFlow<Screen>
    /// The discover scene: home, TMDB's lists, discoveries, the genres.
    func makeDiscoverSceneFlow(routes: AppRoutes) -> any DiscoverSceneFlow<Screen>
    /// The people scene: people searches, a person.
    func makePeopleSceneFlow(routes: AppRoutes) -> any PeopleSceneFlow<Screen>
    /// The library scene: your watchlist and your seen films, your diary.
    func makeLibrarySceneFlow(routes: AppRoutes) -> any LibrarySceneFlow<Screen>
}
