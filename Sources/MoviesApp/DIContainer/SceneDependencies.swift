import MoviesData
import MoviesDomain
import MoviesPresentation
import MoviesUI

/// What every scene's DI container is given by `AppDIContainer`: the cached
/// TMDB access, the stores, and how the run looks and fetches.
struct SceneDependencies {
    let tmdbDataSource: TMDBDataSource
    let moviesQueriesStorage: any MoviesQueriesStorage
    /// Your library (opened on first use, never by the cache).
    let libraryRepository: any LibraryRepository
    /// `nil` when posters are not shown.
    let posterImagesRepository: (any PosterImagesRepository)?
    /// The poster width asked for, in pixels; `nil` when posters are not shown.
    let posterPixelWidth: Int?
    let formatter: any DataAgeFormatting
    /// How screens name the data source (status line, error sentences).
    let wording: DataSourceWording
    let theme: MoviesTheme
    let options: MoviesSceneOptions
    /// Makes the library keys of one screen; `nil` when the run shows none
    /// (one-shot output never opens the library).
    let makeLibraryControls: @MainActor () -> (any LibraryControlsViewModel)?
}
