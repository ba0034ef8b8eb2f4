public import MoviesDomain

/// Where the film keys of a row lead: the screens the library controls ask
/// the coordinators for.
public struct LibraryControlsViewModelActions {
    /// `v`: the film's videos, on top of the screen.
    public let showVideos: @MainActor (_ movieID: Movie.Identifier, _ title: String) -> Void

    public init(showVideos: @escaping @MainActor (Movie.Identifier, String) -> Void = { _, _ in }) {
        self.showVideos = showVideos
    }

    /// The actions of a screen that reaches other scenes through `routes`.
    public init(routes: AppRoutes) {
        let show = routes.show
        self.init(showVideos: { id, title in show(.movieVideos(movieID: id, title: title)) })
    }
}
