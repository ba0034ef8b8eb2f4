import MoviesPresentation
import MoviesUI

/// What every scene's screens are given: how the run draws them, and the
/// library keys.
struct SceneScreens {
    let theme: MoviesTheme
    /// Whether a person is at a terminal (the full-screen UI) rather than reading output.
    let isInteractive: Bool
    /// How often a loading spinner turns: a one-shot command prints once, when
    /// everything has loaded, so its screens start no timer (a timer arms a
    /// libdispatch timer source, and the first sleep of a run costs the Swift
    /// runtime 0.2 M instructions of conformance look-ups).
    var spinnerInterval: Duration? { isInteractive ? .milliseconds(120) : nil }
    /// Makes the library keys of one screen; `nil` when the run shows none
    /// (one-shot output never opens the library).
    let makeLibraryControls: @MainActor () -> (any LibraryControlsViewModel)?
}
