import MoviesDomain

/// What the details view tells its view model.
@MainActor
public protocol MovieDetailsViewModelInput {
    /// Starts fetching the full details.
    func viewDidLoad()
    /// Asks the server again even if the cached details are fresh.
    func didRefresh()
    /// The user wants to go back.
    func didClose()
}

/// What the details view observes.
@MainActor
public protocol MovieDetailsViewModelOutput {
    var content: Observable<MovieDetailsContentViewModel> { get }
    var isLoading: Observable<Bool> { get }
    var status: Observable<StatusLineViewModel> { get }
    var failure: Observable<MoviesRepositoryError?> { get }
    /// Returns once no request is in flight (for one-shot rendering and tests).
    func waitUntilIdle() async
}

public typealias MovieDetailsViewModel = MovieDetailsViewModelInput & MovieDetailsViewModelOutput
