/// What every screen that fetches shows about its data, whatever the data:
/// the status line, the failure, and when it is done.
@MainActor
public protocol LoadingViewModelOutput {
    /// What the status line says: loading, where the data came from, or why it failed.
    var status: Observable<StatusLineViewModel> { get }
    /// The failure of the last fetch, as the view shows it; `nil` when none failed.
    var failure: FailureViewModel? { get }
    /// Returns once no fetch is in flight (for one-shot rendering and tests).
    func waitUntilIdle() async
}
