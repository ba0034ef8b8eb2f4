/// What every screen that fetches can be asked, whatever it shows: fetch
/// again (`r`), search (`/`), leave (Esc).
@MainActor
public protocol DocumentViewModelInput {
    /// Fetches again what is shown.
    func didRefresh()
    /// Starts a new search (`/`).
    func didStartSearch()
    /// Leaves the screen (Esc).
    func didClose()
}

/// A view model a document screen drives with the shared keys and observes for its status line.
public typealias DocumentViewModel = DocumentViewModelInput & LoadingViewModelOutput
