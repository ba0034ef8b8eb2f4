import MoviesPresentation
import MoviesUI

/// What every scene's screens are given: how the run draws them, and the
/// library keys.
struct SceneScreens {
    let theme: MoviesTheme
    /// Whether a person is at a terminal (the full-screen UI) rather than reading output.
    let isInteractive: Bool
    /// Makes the library keys of one screen; `nil` when the run shows none
    /// (one-shot output never opens the library).
    let makeLibraryControls: @MainActor () -> (any LibraryControlsViewModel)?
}
