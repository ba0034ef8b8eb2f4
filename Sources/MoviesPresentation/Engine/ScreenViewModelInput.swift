/// What every screen's view model can be asked, whatever the screen shows:
/// fetch or read again (`r`), search (`/`), leave (Esc). The screen scaffold
/// answers these keys once for every screen.
@MainActor
public protocol ScreenViewModelInput {
    /// Fetches (or reads) again what is shown.
    func didRefresh()
    /// Starts a new search (`/`).
    func didStartSearch()
    /// Leaves the screen (Esc).
    func didClose()
}

/// A view model a document screen drives with the shared keys and observes for its status line.
public typealias DocumentViewModel = ScreenViewModelInput & LoadingViewModelOutput
