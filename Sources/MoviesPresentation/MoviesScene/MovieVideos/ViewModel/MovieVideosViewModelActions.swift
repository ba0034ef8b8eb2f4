/// What the videos screen asks of its coordinator.
public struct MovieVideosViewModelActions {
    /// Leaves the videos screen.
    public let close: @MainActor () -> Void
    /// Starts a new search (`/`).
    public let showSearch: @MainActor () -> Void
    /// Plays a video's page outside the program; returns the one line the
    /// status line says about it.
    public let playVideo: @MainActor (_ url: String) -> String

    public init(
        close: @escaping @MainActor () -> Void,
        showSearch: @escaping @MainActor () -> Void = {},
        playVideo: @escaping @MainActor (String) -> String = { _ in "" }
    ) {
        self.close = close
        self.showSearch = showSearch
        self.playVideo = playVideo
    }
}
