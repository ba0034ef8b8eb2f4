public import MoviesDomain

/// The library scene as the app's route table reaches it.
@MainActor
public protocol LibrarySceneFlow<Screen>: AnyObject {
    associatedtype Screen

    /// Your watchlist or your seen films.
    func makeLibraryListScreen(list: LibraryList) -> Screen
}
