/// What the library scene's row screens (your lists, your diary) tell their
/// view model alike.
@MainActor
public protocol LibraryRowsViewModelInput: ScreenViewModelInput {
    func viewDidLoad()
    /// Reads the rows again (a library key changed them, or the screen is shown again).
    func reload()
    func didSelectItem(at index: Int)
    /// Returns once no read of the library is in flight.
    func waitUntilIdle() async
}

extension LibraryRowsViewModelInput {
    /// `r` reads the library again.
    public func didRefresh() { reload() }
}
